import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import { catalogueCounts } from '../../domain/catalogueRules';
import { isGradingCompanyCode } from '../../domain/statuses';
import type { CatalogueApi, CataloguesApi } from '../backend';
import { compareIds, compareText, findStored, trimmed, trimmedOrNull } from './query';
import { copy, type DemoContext } from './store';
import { archivedRecordMessage, catalogueDuplicateMessage } from '../../domain/catalogueRules';
import { bumpVersion, checkVersion, refusal, versionOf } from './writes';
import { CATALOGUE_AUDIT_TYPES } from '../../domain/audit';

type RecordOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['record'];
type InputOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['input'];

interface KindRules<Kind extends CatalogueKind> {
  /** Names the record in messages: '{thing} id is required', '{thing} not found'. */
  thing: string;
  /** The input as stored: trimmed, optional texts null when empty, sort order a whole number >= 0. */
  fields(input: InputOf<Kind>): Omit<RecordOf<Kind>, 'id' | 'isActive'>;
  compare(a: RecordOf<Kind>, b: RecordOf<Kind>): number;
}

const sortOrder = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
const company = (value: unknown) => (isGradingCompanyCode(value) ? value : 0);
const bySortOrder = (a: { sortOrder: number; id: string }, b: { sortOrder: number; id: string }) =>
  a.sortOrder - b.sortOrder || compareIds(a.id, b.id);

const RULES: { [Kind in CatalogueKind]: KindRules<Kind> } = {
  cardGrades: {
    thing: 'Card grade',
    fields: (input) => ({
      gradingCompany: company(input.gradingCompany),
      score: trimmed(input.score),
      code: trimmed(input.code),
      name: trimmedOrNull(input.name),
      sortOrder: sortOrder(input.sortOrder),
    }),
    compare: bySortOrder,
  },
  cardGradeErrors: {
    thing: 'Card grade error',
    fields: (input) => ({
      code: trimmed(input.code),
      name: trimmed(input.name),
      description: trimmedOrNull(input.description),
      sortOrder: sortOrder(input.sortOrder),
    }),
    compare: bySortOrder,
  },
  cardQualifiers: {
    thing: 'Card qualifier',
    fields: (input) => ({
      gradingCompany: company(input.gradingCompany),
      code: trimmed(input.code),
      name: trimmedOrNull(input.name),
      description: trimmedOrNull(input.description),
      sortOrder: sortOrder(input.sortOrder),
    }),
    // Grouped by grading company, lower sort order first within each (seed B §2).
    compare: (a, b) => a.gradingCompany - b.gradingCompany || bySortOrder(a, b),
  },
  prescreenRecommendations: {
    thing: 'Prescreen recommendation',
    fields: (input) => ({ name: trimmed(input.name), description: trimmedOrNull(input.description) }),
    compare: (a, b) => compareText(a.name, b.name) || compareIds(a.id, b.id),
  },
};

/**
 * One catalogue in memory (seed B §4, §5, §9): lists hide archived records unless includeInactive,
 * sorted by sortOrder then id (qualifiers by grading company first, recommendations by name then id);
 * archive sets isActive false and restore sets it back. As on the server, an archived record is not
 * changed until restored (decision 0335) and codes (a recommendation's name) are unique among active
 * records (decision 0336).
 */
function createCatalogue<Kind extends CatalogueKind>(context: DemoContext, kind: Kind): CatalogueApi<Kind> {
  const { store, latency } = context;
  const records = store.catalogues[kind] as Map<string, RecordOf<Kind>>;
  const rules = RULES[kind] as KindRules<Kind>;
  const wait = (signal?: AbortSignal) => latency.wait('catalogues', signal);

  const refuseDuplicate = (candidate: object, ownId: string | null) => {
    const active = [...records.values()].filter((record) => record.isActive);
    const message = catalogueDuplicateMessage(kind, candidate, active, ownId);
    if (message) throw refusal(409, message);
  };

  const find = (id: string): RecordOf<Kind> =>
    findStored(records, id, rules.thing, {
      blank: 'CATALOGUE_ID_REQUIRED',
      notNumeric: 'CATALOGUE_ID_NOT_NUMERIC',
      notFound: 'CATALOGUE_RECORD_NOT_FOUND',
    });

  /** One entry per write, as the server keeps it: every field but the id and version (issue 41). */
  const recordChange = (before: RecordOf<Kind> | null, after: RecordOf<Kind>) => {
    const fields = (record: RecordOf<Kind>) => {
      const { id: _id, version: _version, ...rest } = record;
      return rest;
    };
    context.audit.record({
      recordType: CATALOGUE_AUDIT_TYPES[kind],
      recordId: after.id,
      before: before && fields(before),
      after: fields(after),
      version: versionOf(after),
      previousVersion: before && versionOf(before),
    });
  };

  return {
    async list(options) {
      await wait(options?.signal);
      const listed = [...records.values()].filter(
        (record) => options?.includeInactive === true || record.isActive,
      );
      return copy(listed.sort(rules.compare));
    },
    async counts(options) {
      await wait(options?.signal);
      return catalogueCounts([...records.values()]);
    },
    async get(id, options) {
      await wait(options?.signal);
      const record = find(id);
      return copy({ ...record, version: versionOf(record) });
    },
    create: (input, options) =>
      context.writes.once(options?.idempotencyKey, [`${kind}.create`, input], async () => {
        await wait(options?.signal);
        refuseDuplicate(rules.fields(input), null);
        const record = {
          ...rules.fields(input),
          id: store.nextId(kind),
          isActive: true,
          version: 1,
        } as RecordOf<Kind>;
        records.set(record.id, record);
        recordChange(null, record);
        return copy(record);
      }),
    // The same Idempotency-Key again (an answer lost on the way) gets the first answer, as on the server.
    update: (id, input, options) =>
      context.writes.once(options?.idempotencyKey, [`${kind}.update`, id, input], async () => {
        await wait(options?.signal);
        const record = find(id);
        checkVersion(record, options?.version);
        if (!record.isActive) throw refusal(409, archivedRecordMessage(kind));
        refuseDuplicate(rules.fields(input), record.id);
        const before = copy(record);
        Object.assign(record, rules.fields(input));
        bumpVersion(record);
        recordChange(before, record);
        return copy(record);
      }),
    async archive(id, options) {
      await wait(options?.signal);
      const record = find(id);
      const before = copy(record);
      record.isActive = false;
      bumpVersion(record);
      recordChange(before, record);
    },
    async restore(id, options) {
      await wait(options?.signal);
      const record = find(id);
      checkVersion(record, options?.version);
      if (!record.isActive) {
        refuseDuplicate(record, record.id);
        const before = copy(record);
        record.isActive = true;
        bumpVersion(record);
        recordChange(before, record);
      }
      return copy({ ...record, version: versionOf(record) });
    },
  };
}

export function createDemoCatalogues(context: DemoContext): CataloguesApi {
  return {
    cardGrades: createCatalogue(context, 'cardGrades'),
    cardGradeErrors: createCatalogue(context, 'cardGradeErrors'),
    cardQualifiers: createCatalogue(context, 'cardQualifiers'),
    prescreenRecommendations: createCatalogue(context, 'prescreenRecommendations'),
  };
}
