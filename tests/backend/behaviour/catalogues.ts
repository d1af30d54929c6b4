import type { CatalogueApi, CataloguesApi } from '../../../src/backend/backend';
import type { CatalogueKind, CatalogueKinds } from '../../../src/domain/catalogue';
import { CATALOGUE_NOUNS, archivedRecordMessage } from '../../../src/domain/catalogueRules';
import { rejection, unique, type ContextGetter } from './context';

type Inputs = {
  [Kind in CatalogueKind]: () => [CatalogueKinds[Kind]['input'], CatalogueKinds[Kind]['input']];
};

/** For each catalogue: a create input and an update input (both unique per run). */
const INPUTS: Inputs = {
  cardGrades: () => {
    const code = unique('G').toUpperCase();
    return [
      { gradingCompany: 0, score: '7.5', code, name: 'Near mint plus', sortOrder: 7 },
      { gradingCompany: 1, score: '7', code, name: null, sortOrder: 8 },
    ];
  },
  cardGradeErrors: () => {
    const code = unique('E').toUpperCase();
    return [
      { code, name: 'Wrong set', description: 'Label names the wrong set.', sortOrder: 4 },
      { code, name: 'Wrong set name', description: null, sortOrder: 5 },
    ];
  },
  cardQualifiers: () => {
    const code = unique('Q').toUpperCase();
    return [
      { gradingCompany: 1, code, name: 'Print defect', description: null, sortOrder: 3 },
      { gradingCompany: 4, code, name: 'Print line', description: 'A visible print line.', sortOrder: 2 },
    ];
  },
  prescreenRecommendations: () => {
    const name = unique('Resubmit later ');
    return [
      { name, description: 'Wait for the next show.' },
      { name: `${name} (revised)`, description: null },
    ];
  },
};

const KINDS: readonly CatalogueKind[] = [
  'cardGrades',
  'cardGradeErrors',
  'cardQualifiers',
  'prescreenRecommendations',
];

/** A check of one catalogue: its API, its kind, and a create and an update input for it. */
type CatalogueCheck = <Kind extends CatalogueKind>(
  api: CatalogueApi<Kind>,
  kind: Kind,
  inputs: [CatalogueKinds[Kind]['input'], CatalogueKinds[Kind]['input']],
) => Promise<void>;

/** Runs `check` on one catalogue; each kind is spelled out so its API and inputs stay tied to it. */
function checkCatalogue(catalogues: CataloguesApi, kind: CatalogueKind, check: CatalogueCheck) {
  switch (kind) {
    case 'cardGrades':
      return check(catalogues.cardGrades, kind, INPUTS.cardGrades());
    case 'cardGradeErrors':
      return check(catalogues.cardGradeErrors, kind, INPUTS.cardGradeErrors());
    case 'cardQualifiers':
      return check(catalogues.cardQualifiers, kind, INPUTS.cardQualifiers());
    case 'prescreenRecommendations':
      return check(catalogues.prescreenRecommendations, kind, INPUTS.prescreenRecommendations());
  }
}

const roundTrip: CatalogueCheck = async (api, _kind, [createInput, updateInput]) => {
  const created = await api.create(createInput);
  expect(created.id).toMatch(/^\d+$/);
  expect(created).toMatchObject({ ...createInput, isActive: true });
  expect(await api.get(created.id)).toMatchObject(createInput);

  const updated = await api.update(created.id, updateInput);
  expect(updated).toMatchObject(updateInput);
  expect(await api.get(created.id)).toMatchObject(updateInput);
  expect((await api.list()).map((record) => record.id)).toContain(created.id);

  await api.archive(created.id);
  expect((await api.list()).map((record) => record.id)).not.toContain(created.id);
  const withArchived = await api.list({ includeInactive: true });
  expect(withArchived.find((record) => record.id === created.id)?.isActive).toBe(false);
};

/**
 * Issue 37 item 3: an archived record is not changed until restored; Restore brings it back into the
 * lists, version-checked like an update.
 */
const archiveAndRestore: CatalogueCheck = async (api, kind, [createInput, updateInput]) => {
  const created = await api.create(createInput);
  await api.archive(created.id);
  const archived = await api.get(created.id);
  expect(archived.isActive).toBe(false);

  const refused = await rejection(api.update(created.id, updateInput, { version: archived.version }));
  expect(refused.status).toBe(409);
  expect(refused.message).toBe(archivedRecordMessage(kind));
  expect(refused.code).not.toBe('VERSION_CONFLICT');
  expect(await api.get(created.id)).toMatchObject(createInput);

  const stale = await rejection(api.restore(created.id, { version: (archived.version ?? 1) - 1 }));
  expect(stale.code).toBe('VERSION_CONFLICT');
  const restored = await api.restore(created.id, { version: archived.version });
  expect(restored).toMatchObject({ ...createInput, isActive: true });
  expect(restored.version).toBe((archived.version ?? 0) + 1);
  expect((await api.list()).map((record) => record.id)).toContain(created.id);
  // restoring an active record changes nothing
  expect((await api.restore(created.id)).version).toBe(restored.version);
  expect(await api.update(created.id, updateInput, { version: restored.version })).toMatchObject(updateInput);
  await api.archive(created.id);
};

/** Issue 37 item 15: codes (a recommendation's name) are unique among a catalogue's active records. */
const uniqueAmongActive: CatalogueCheck = async (api, kind, [input]) => {
  const first = await api.create(input);
  const duplicate = await rejection(api.create(input));
  expect(duplicate.status).toBe(409);
  expect(duplicate.message).toMatch(new RegExp(`^Another active ${CATALOGUE_NOUNS[kind]}`));
  // once the first is archived its code is free; restoring it then is refused
  await api.archive(first.id);
  const second = await api.create(input);
  const restore = await rejection(api.restore(first.id));
  expect(restore.status).toBe(409);
  expect(restore.message).toBe(duplicate.message);
  await api.archive(second.id);
};

export function cataloguesBehaviour(context: ContextGetter): void {
  describe('configuration catalogues', () => {
    beforeEach(async () => {
      await context().signInAs('admin');
    });

    for (const kind of KINDS) {
      const check = (run: CatalogueCheck) => checkCatalogue(context().backend.catalogues, kind, run);
      it(`${kind}: creates, updates, archives and lists archived records only on request`, () =>
        check(roundTrip));
      it(`${kind}: refuses changes to an archived record until it is restored`, () =>
        check(archiveAndRestore));
      it(`${kind}: refuses a second active record with the same code or name`, () =>
        check(uniqueAmongActive));
    }

    it('counts every record, active and archived, and lists qualifiers grouped by grading company', async () => {
      const { catalogues } = context().backend;
      const grades = await catalogues.cardGrades.list({ includeInactive: true });
      const active = grades.filter((grade) => grade.isActive).length;
      expect(await catalogues.cardGrades.counts()).toEqual({
        total: grades.length,
        active,
        archived: grades.length - active,
      });
      const qualifiers = await catalogues.cardQualifiers.list({ includeInactive: true });
      const order = qualifiers.map((q) => [q.gradingCompany, q.sortOrder] as const);
      const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(order).toEqual(sorted);
    });

    it('compares codes ignoring case and within one grading company', async () => {
      const grades = context().backend.catalogues.cardGrades;
      const code = unique('Dup').toUpperCase();
      const input = { gradingCompany: 1 as const, score: '9', code, name: null, sortOrder: 1 };
      const psa = await grades.create(input);
      const error = await rejection(grades.create({ ...input, code: ` ${code.toLowerCase()} ` }));
      expect(error.message).toBe(
        `Another active card grade for PSA already has the code '${code.toLowerCase()}'.`,
      );
      const cgc = await grades.create({ ...input, gradingCompany: 4 });
      expect(cgc.code).toBe(code);
      // and an update may keep its own code
      expect((await grades.update(psa.id, { ...input, name: 'Mint' })).name).toBe('Mint');
      await grades.archive(psa.id);
      await grades.archive(cgc.id);
    });

    it('ships the sample recommendations', async () => {
      const names = (await context().backend.catalogues.prescreenRecommendations.list()).map((r) => r.name);
      expect(names).toEqual(expect.arrayContaining(['Send for grading', 'Hold for review', 'Do not submit']));
    });
  });
}
