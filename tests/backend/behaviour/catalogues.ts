import type { CatalogueApi } from '../../../src/backend/backend';
import type { CatalogueKind, CatalogueKinds } from '../../../src/domain/catalogue';
import { unique, type ContextGetter } from './context';

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

async function roundTrip<Kind extends CatalogueKind>(
  api: CatalogueApi<Kind>,
  [createInput, updateInput]: [CatalogueKinds[Kind]['input'], CatalogueKinds[Kind]['input']],
): Promise<void> {
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
}

export function cataloguesBehaviour(context: ContextGetter): void {
  describe('configuration catalogues', () => {
    beforeEach(async () => {
      await context().signInAs('admin');
    });

    for (const kind of KINDS) {
      it(`${kind}: creates, updates, archives and lists archived records only on request`, async () => {
        const { catalogues } = context().backend;
        // Each call is spelled out so the record and input types stay tied to the same kind.
        if (kind === 'cardGrades') await roundTrip(catalogues.cardGrades, INPUTS.cardGrades());
        if (kind === 'cardGradeErrors') await roundTrip(catalogues.cardGradeErrors, INPUTS.cardGradeErrors());
        if (kind === 'cardQualifiers') await roundTrip(catalogues.cardQualifiers, INPUTS.cardQualifiers());
        if (kind === 'prescreenRecommendations') {
          await roundTrip(catalogues.prescreenRecommendations, INPUTS.prescreenRecommendations());
        }
      });
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

    it('ships the sample recommendations', async () => {
      const names = (await context().backend.catalogues.prescreenRecommendations.list()).map((r) => r.name);
      expect(names).toEqual(expect.arrayContaining(['Send for grading', 'Hold for review', 'Do not submit']));
    });
  });
}
