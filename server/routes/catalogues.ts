import { Hono } from 'hono';
import * as v from 'valibot';
import { CATALOGUE_MESSAGES } from '../../src/domain/catalogueForms';
import { CATALOGUE_PATHS, type CatalogueKind } from '../../src/domain/catalogue';
import {
  CATALOGUE_ARCHIVED_CODE,
  CATALOGUE_DUPLICATE_CODE,
  archivedRecordMessage,
  catalogueDuplicateMessage,
} from '../../src/domain/catalogueRules';
import { requireAdminForWrites } from '../auth/guard';
import { CATALOGUE_TABLES, type CatalogueRecord } from '../store/catalogues';
import type { AppDeps, AppEnv } from '../http/env';
import { crudResource, crudRoutes } from '../http/crud';
import { CATALOGUE_AUDIT_TYPES, type AuditFields } from '../../src/domain/audit';
import type { Stores } from '../store/stores';
import { LIMITS, nullableText, requiredText } from '../http/fields';
import { conflict } from '../http/errors';
import { ok } from '../http/wrap';

type CatalogueValues = Record<string, string | number | null>;

const gradingCompany = v.optional(
  v.picklist(
    [0, 1, 2, 3, 4],
    'Grading company must be 0 (Home office), 1 (PSA), 2 (SGC), 3 (BGS) or 4 (CGC).',
  ),
  0,
);
const MAX_SORT_ORDER = 1_000_000;

// Sort order: numeric, minimum 0, default 0 (seed B §5).
const sortOrder = v.optional(
  v.pipe(
    v.number(CATALOGUE_MESSAGES.sortOrderNumber),
    v.integer('Sort order must be a whole number.'),
    v.minValue(0, CATALOGUE_MESSAGES.sortOrderMinimum),
    // An exact integer, so ordering by it (and reading it back) stays exact.
    v.maxValue(MAX_SORT_ORDER, `Sort order must be ${MAX_SORT_ORDER} or less.`),
  ),
  0,
);

const BODIES = {
  cardGrades: v.object({
    gradingCompany,
    score: requiredText(CATALOGUE_MESSAGES.scoreRequired, LIMITS.code),
    code: requiredText(CATALOGUE_MESSAGES.codeRequired, LIMITS.code),
    name: nullableText(LIMITS.name),
    sortOrder,
  }),
  cardGradeErrors: v.object({
    code: requiredText(CATALOGUE_MESSAGES.codeRequired, LIMITS.code),
    name: requiredText(CATALOGUE_MESSAGES.nameRequired, LIMITS.name),
    description: nullableText(),
    sortOrder,
  }),
  cardQualifiers: v.object({
    gradingCompany,
    code: requiredText(CATALOGUE_MESSAGES.codeRequired, LIMITS.code),
    name: nullableText(LIMITS.name),
    description: nullableText(),
    sortOrder,
  }),
  prescreenRecommendations: v.object({
    name: requiredText(CATALOGUE_MESSAGES.nameRequired, LIMITS.name),
    description: nullableText(),
  }),
} satisfies Record<CatalogueKind, v.GenericSchema<unknown, Record<string, string | number | null>>>;

/** A catalogue record's history: its fields as the form edits them, and whether it is archived. */
function catalogueAuditFields(record: CatalogueRecord): AuditFields {
  const { id: _id, version: _version, ...fields } = record;
  return fields;
}

/**
 * One catalogue's calls under /settings/{path}; staff read, admins write. An archived record is not
 * changed until it is restored (decision 0335); codes (or a recommendation's name) are unique among
 * the active records (decision 0336).
 */
function catalogueRoutes(deps: AppDeps, kind: CatalogueKind) {
  const spec = CATALOGUE_TABLES[kind];
  // one catalogue's fields: each kind's own schema, read as the field map the table stores
  const body: v.GenericSchema<unknown, CatalogueValues> = BODIES[kind];
  const refuseDuplicate = async (
    catalogues: Stores['catalogues'],
    candidate: Readonly<CatalogueRecord>,
    ownId: string | null,
  ) => {
    const message = catalogueDuplicateMessage(kind, candidate, await catalogues.list(spec, false), ownId);
    if (message) throw conflict(message, CATALOGUE_DUPLICATE_CODE);
  };
  const refuseArchived = (record: CatalogueRecord) => {
    if (!record.isActive) throw conflict(archivedRecordMessage(kind), CATALOGUE_ARCHIVED_CODE);
  };
  const app = new Hono<AppEnv>();
  // Before the record routes, so 'counts' is not read as an id.
  app.get('/counts', async (c) => ok(c, await deps.stores.catalogues.counts(spec)));
  crudRoutes<CatalogueRecord, CatalogueValues>(app, '', deps, ({ catalogues }) =>
    crudResource({
      idLabel: `${spec.label} id`,
      missing: { message: `${spec.label} not found`, code: 'CATALOGUE_RECORD_NOT_FOUND' },
      find: (id) => catalogues.find(spec, id),
      idOf: (record) => Number(record.id),
      versionOf: (record) => Number(record.version ?? 1),
      list: async (c) => ok(c, await catalogues.list(spec, c.req.query('includeInactive') === 'true')),
      create: {
        body,
        save: async (values) => {
          await refuseDuplicate(catalogues, values, null);
          return catalogues.insert(spec, values);
        },
      },
      update: {
        body,
        save: async (record, values) => {
          refuseArchived(record);
          await refuseDuplicate(catalogues, values, String(record.id));
          await catalogues.update(spec, Number(record.id), values);
        },
      },
      remove: (record) => catalogues.archive(spec, Number(record.id)),
      // Restoring an active record changes nothing; one whose code is taken meanwhile is refused.
      restore: async (record) => {
        if (record.isActive) return;
        await refuseDuplicate(catalogues, record, String(record.id));
        await catalogues.restore(spec, Number(record.id));
      },
      audit: { recordType: CATALOGUE_AUDIT_TYPES[kind], fields: catalogueAuditFields },
    }),
  );
  return app;
}

export function settingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdminForWrites());
  for (const kind of Object.keys(CATALOGUE_PATHS) as CatalogueKind[]) {
    app.route(`/${CATALOGUE_PATHS[kind]}`, catalogueRoutes(deps, kind));
  }
  return app;
}
