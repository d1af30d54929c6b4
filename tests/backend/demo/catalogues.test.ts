import { demo, expectError } from './demo';

describe('demo catalogues', () => {
  it('lists records by sort order then id, archived ones only on request', async () => {
    const { backend } = demo();
    const grades = await backend.catalogues.cardGrades.list();
    expect(grades.map((grade) => grade.id)).toEqual(['1', '5', '2', '3', '4']);
    const all = await backend.catalogues.cardGrades.list({ includeInactive: true });
    expect(all.map((grade) => grade.id)).toEqual(['1', '5', '6', '2', '3', '4']);
  });

  it('lists recommendations by name then id', async () => {
    const { backend } = demo();
    // Two of one name can only be one active and one archived (names are unique among active ones).
    await backend.catalogues.prescreenRecommendations.archive('3');
    await backend.catalogues.prescreenRecommendations.create({ name: 'Do not submit', description: '' });
    const all = await backend.catalogues.prescreenRecommendations.list({ includeInactive: true });
    const names = all.map((r) => `${r.name}#${r.id}`);
    expect(names).toEqual(['Do not submit#3', 'Do not submit#4', 'Hold for review#2', 'Send for grading#1']);
  });

  it('trims values, stores empty optional texts as null and clamps the sort order to a whole number >= 0', async () => {
    const { backend } = demo();
    const qualifier = await backend.catalogues.cardQualifiers.create({
      gradingCompany: 4,
      code: ' pd ',
      name: '  ',
      description: '',
      sortOrder: -3,
    });
    expect(qualifier).toEqual({
      id: '4',
      gradingCompany: 4,
      code: 'pd',
      name: null,
      description: null,
      sortOrder: 0,
      isActive: true,
      version: 1,
    });
    const error = await backend.catalogues.cardGradeErrors.create({
      code: 'X',
      name: ' Smudge ',
      description: ' ',
      sortOrder: 2.7,
    });
    expect(error).toMatchObject({ name: 'Smudge', description: null, sortOrder: 2 });
  });

  it('archives without deleting; an archived record changes only after a restore (issue 37)', async () => {
    const { backend } = demo();
    const errors = backend.catalogues.cardGradeErrors;
    const renamed = { code: 'GRADE', name: 'Renamed', description: null, sortOrder: 1 };
    await errors.archive('2');
    expect(await errors.get('2')).toMatchObject({ isActive: false });
    const refused = await errors.update('2', renamed).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 409,
      message: 'This grade error is archived. Restore it before changing it.',
    });
    expect(await errors.get('2')).toMatchObject({ isActive: false, name: 'Grade mismatch' });
    expect(await errors.restore('2')).toMatchObject({ isActive: true, name: 'Grade mismatch' });
    expect(await errors.update('2', renamed)).toMatchObject({ isActive: true, name: 'Renamed' });
  });

  it('needs present, numeric, known ids', async () => {
    const { backend } = demo();
    const { cardGrades, prescreenRecommendations } = backend.catalogues;
    await expectError(cardGrades.get(''), 'CATALOGUE_ID_REQUIRED', 'Card grade id is required');
    await expectError(cardGrades.archive('x1'), 'CATALOGUE_ID_NOT_NUMERIC', 'Card grade id must be numeric');
    await expectError(cardGrades.get('77'), 'CATALOGUE_RECORD_NOT_FOUND', 'Card grade not found');
    await expectError(
      prescreenRecommendations.get('one'),
      'CATALOGUE_ID_NOT_NUMERIC',
      'Prescreen recommendation id must be numeric',
    );
  });
});
