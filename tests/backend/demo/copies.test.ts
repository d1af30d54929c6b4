import { isWorkflowOpen } from '../../../src/domain/workflowRuns';
import { demo, NOW, SAMPLE } from './demo';

describe('demo results are copies', () => {
  it('never lets a caller change the store through a result', async () => {
    const { backend } = demo();
    const customer = await backend.customers.get('2');
    customer.firstName = 'Mutated';
    customer.activity.gradingBatches.length = 0;
    customer.tags.push('mutated');
    const again = await backend.customers.get('2');
    expect(again.firstName).not.toBe('Mutated');
    expect(again.tags).not.toContain('mutated');

    const page = await backend.submissions.search({ pageNumber: 1, pageSize: 1 });
    const first = page.items[0];
    if (first?.customer) first.customer.lastName = 'Mutated';
    if (first) first.notes = 'mutated';
    const reread = await backend.submissions.get(first?.id ?? '');
    expect(reread.notes).not.toBe('mutated');
    expect(reread.customer?.lastName).not.toBe('Mutated');

    const types = await backend.workflows.listTypes();
    types[0]?.stepTypes.pop();
    types[0]?.stepTypes[0]?.nextStepTypeIds.push('999');
    expect(await backend.workflows.listTypes()).toEqual(await demo().backend.workflows.listTypes());

    const runs = await backend.workflows.forSubmission(SAMPLE.workflows[0]?.submissionId ?? '');
    runs.workflows[0]?.steps.splice(0);
    const runsAgain = await backend.workflows.forSubmission(SAMPLE.workflows[0]?.submissionId ?? '');
    expect(runsAgain.workflows[0]?.steps.length).toBeGreaterThan(0);

    const cards = await backend.cards.list(SAMPLE.cards[0]?.submissionId ?? '');
    cards.cards[0]?.assets.splice(0);
    expect(
      (await backend.cards.list(SAMPLE.cards[0]?.submissionId ?? '')).cards[0]?.assets.length,
    ).toBeGreaterThan(0);

    const grades = await backend.catalogues.cardGrades.list();
    if (grades[0]) grades[0].isActive = false;
    expect((await backend.catalogues.cardGrades.list()).length).toBe(grades.length);

    const roster = await backend.employees.list();
    roster[0]?.skills.push('mutated');
    expect((await backend.employees.list())[0]?.skills).not.toContain('mutated');
  });

  it('never changes the sample data it was given', async () => {
    const before = JSON.stringify(SAMPLE);
    const { backend } = demo();
    await backend.customers.update('1', {
      ...(await backend.customers.get('1')),
      phoneNumber: '1',
      userId: '',
    });
    await backend.submissions.remove('1');
    const open = SAMPLE.workflows.find(
      (workflow) => isWorkflowOpen(workflow) && workflow.openSteps.length > 0,
    );
    await backend.workflows.completeStep(open?.openSteps[0]?.id ?? '');
    await backend.catalogues.cardGrades.archive('1');
    await backend.employees.remove('1');
    expect(JSON.stringify(SAMPLE)).toBe(before);
  });

  it('reports the demo version', async () => {
    const { backend } = demo();
    expect(await backend.version.current()).toEqual({
      version: '0.1',
      commit: 'demo',
      branch: 'main',
      builtAt: NOW.toISOString(),
    });
  });
});
