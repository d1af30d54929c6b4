import type { Backend } from '../../../src/backend/backend';
import type { Workflow } from '../../../src/domain/workflow';
import {
  anyActiveCustomerId,
  expectPagesOf,
  rejection,
  submissionInput,
  unique,
  type ContextGetter,
} from './context';

async function freshSubmissionId(backend: Backend): Promise<string> {
  const created = await backend.submissions.create(submissionInput(await anyActiveCustomerId(backend)));
  return created.id;
}

async function runOf(backend: Backend, submissionId: string, workflowId: string): Promise<Workflow> {
  const { workflows, history } = await backend.workflows.forSubmission(submissionId);
  const found = [...workflows, ...history].find((workflow) => workflow.id === workflowId);
  if (!found) throw new Error(`workflow ${workflowId} is not listed for submission ${submissionId}`);
  return found;
}

export function workflowsBehaviour(context: ContextGetter): void {
  describe('workflows', () => {
    beforeEach(async () => {
      await context().signInAs('admin');
    });

    it('lists workflow types with their step types', async () => {
      const types = await context().backend.workflows.listTypes();
      expect(types.length).toBeGreaterThan(0);
      const withSteps = types.find((type) => type.stepTypes.length > 0);
      expect(withSteps?.id).toMatch(/^\d+$/);
      expect(withSteps?.stepTypes.every((step) => step.workflowTypeId === withSteps.id)).toBe(true);
      const again = await context().backend.workflows.getType(withSteps?.id ?? '');
      expect(again.name).toBe(withSteps?.name);
    });

    it('searches the library a page at a time by name and description, ignoring case', async () => {
      const { workflows } = context().backend;
      const types = await workflows.listTypes();
      await expectPagesOf(types, (page) => workflows.searchTypes(page));
      const first = await workflows.searchTypes({ pageNumber: 1, pageSize: 1 });
      expect(first.items.map((type) => type.id)).toEqual([types[0]?.id]);
      expect(first.items[0]?.stepTypes).toEqual(types[0]?.stepTypes);

      const tag = unique('Sleeve');
      const created = await workflows.createType({
        name: `Library ${tag}`,
        description: `Checks every ${tag.toLowerCase()} before boxing`,
        primaryStepTypeId: null,
      });
      for (const text of [`library ${tag}`.toUpperCase(), `EVERY ${tag}`]) {
        const found = await workflows.searchTypes({ pageNumber: 1, pageSize: 20, search: text });
        expect(
          found.items.map((type) => type.id),
          text,
        ).toEqual([created.id]);
        expect(found.totalRecords, text).toBe(1);
      }
      await workflows.removeType(created.id);
    });

    it('starts a workflow, adds steps, completes and cancels them, then cancels the workflow', async () => {
      const { backend } = context();
      const submissionId = await freshSubmissionId(backend);
      const type = (await backend.workflows.listTypes()).find((candidate) => candidate.stepTypes.length >= 2);
      const [firstStep, secondStep] = type?.stepTypes ?? [];
      if (!type || !firstStep || !secondStep) throw new Error('no workflow type with two step types');

      const started = await backend.workflows.start(submissionId, type.id);
      expect(started).toMatchObject({ submissionId, workflowTypeId: type.id, statusCode: 0 });
      expect(started.steps).toEqual([]);
      const listed = await backend.workflows.forSubmission(submissionId);
      expect(listed.workflows.map((workflow) => workflow.id)).toContain(started.id);

      await backend.workflows.addStep(started.id, firstStep.id);
      await backend.workflows.addStep(started.id, secondStep.id);
      const withSteps = await runOf(backend, submissionId, started.id);
      expect(withSteps.steps.map((step) => step.stepTypeId)).toEqual([firstStep.id, secondStep.id]);
      expect(withSteps.steps.every((step) => step.statusCode === 0)).toBe(true);
      expect(withSteps.openSteps).toHaveLength(2);
      const [added, other] = withSteps.steps;
      if (!added || !other) throw new Error('steps missing');

      await backend.workflows.completeStep(added.id);
      await backend.workflows.cancelStep(other.id);
      const worked = await runOf(backend, submissionId, started.id);
      expect(worked.steps.find((step) => step.id === added.id)?.statusCode).toBe(2);
      expect(worked.steps.find((step) => step.id === other.id)?.statusCode ?? 3).toBe(3);
      expect(worked.openSteps).toEqual([]);

      const next = await backend.workflows.start(submissionId, type.id);
      await backend.workflows.cancel(next.id);
      const after = await backend.workflows.forSubmission(submissionId);
      expect(after.history.find((workflow) => workflow.id === next.id)?.statusCode).toBe(3);
      expect(after.workflows.filter((workflow) => workflow.statusCode !== 3).map((w) => w.id)).not.toContain(
        next.id,
      );
      const history = await backend.workflows.history(submissionId);
      expect(history.map((workflow) => workflow.id)).toContain(next.id);
    });

    it('completes a workflow with its last open step and refuses work on closed workflows and steps', async () => {
      const { backend } = context();
      const submissionId = await freshSubmissionId(backend);
      const type = (await backend.workflows.listTypes()).find((candidate) => candidate.stepTypes.length >= 2);
      const [firstStep, secondStep] = type?.stepTypes ?? [];
      if (!type || !firstStep || !secondStep) throw new Error('no workflow type with two step types');

      const run = await backend.workflows.start(submissionId, type.id);
      await backend.workflows.addStep(run.id, firstStep.id);
      await backend.workflows.addStep(run.id, secondStep.id);
      const [first, second] = (await runOf(backend, submissionId, run.id)).steps;
      if (!first || !second) throw new Error('steps missing');
      expect((await runOf(backend, submissionId, run.id)).statusCode).toBe(0);
      await backend.workflows.completeStep(first.id);
      // work has started: a Pending run with steps still open is In progress (decision 0363)
      expect(await runOf(backend, submissionId, run.id)).toMatchObject({
        statusCode: 1,
        statusLabel: 'In progress',
      });
      await backend.workflows.completeStep(second.id);
      expect(await runOf(backend, submissionId, run.id)).toMatchObject({ statusCode: 2, openSteps: [] });
      // a completed workflow takes no step and cannot be cancelled; a completed step is not completed twice
      expect((await rejection(backend.workflows.addStep(run.id, firstStep.id))).status).toBe(409);
      expect((await rejection(backend.workflows.cancel(run.id))).status).toBe(409);
      expect((await rejection(backend.workflows.completeStep(first.id))).status).toBe(409);

      // a cancelled workflow takes no step, and its open steps are no longer worked
      const other = await backend.workflows.start(submissionId, type.id);
      await backend.workflows.addStep(other.id, firstStep.id);
      const [open] = (await runOf(backend, submissionId, other.id)).steps;
      await backend.workflows.cancel(other.id);
      expect((await rejection(backend.workflows.addStep(other.id, secondStep.id))).status).toBe(409);
      expect((await rejection(backend.workflows.completeStep(open?.id ?? ''))).status).toBe(409);
      expect((await runOf(backend, submissionId, other.id)).statusCode).toBe(3);
    });

    it('refuses to delete a workflow type a workflow was started from, with the reason', async () => {
      const { backend } = context();
      const type = await backend.workflows.createType({
        name: unique('In use '),
        description: '',
        primaryStepTypeId: null,
      });
      const submissionId = await freshSubmissionId(backend);
      await backend.workflows.start(submissionId, type.id);
      const refused = await rejection(backend.workflows.removeType(type.id));
      expect(refused.status).toBe(409);
      expect(refused.message).toBe('Workflows have been started from this type, so it cannot be deleted.');
      expect((await backend.workflows.getType(type.id)).id).toBe(type.id);
    });

    it('maintains workflow types and their step types', async () => {
      const { workflows } = context().backend;
      const name = unique('Pressing ');
      const type = await workflows.createType({
        name,
        description: 'Press and clean',
        primaryStepTypeId: null,
      });
      expect(type).toMatchObject({ name, description: 'Press and clean', stepTypes: [] });

      const first = await workflows.createStepType({
        workflowTypeId: Number(type.id),
        name: 'Clean',
        description: 'Dry clean the cover',
        nextStepTypeIds: [],
        isInitialStep: true,
      });
      const second = await workflows.createStepType({
        workflowTypeId: Number(type.id),
        name: 'Press',
        description: '',
        nextStepTypeIds: [],
        isInitialStep: false,
      });
      await workflows.updateStepType(first.id, {
        workflowTypeId: Number(type.id),
        name: 'Clean',
        description: 'Dry clean the cover',
        nextStepTypeIds: [Number(second.id)],
        isInitialStep: true,
      });
      const linked = await workflows.getStepType(first.id);
      expect(linked.nextStepTypeIds).toEqual([second.id]);
      expect(linked.isInitialStep).toBe(true);

      await workflows.updateType(type.id, {
        name: `${name} v2`,
        description: '',
        primaryStepTypeId: Number(first.id),
      });
      const updated = await workflows.getType(type.id);
      expect(updated.name).toBe(`${name} v2`);
      expect(updated.primaryStepTypeId).toBe(first.id);
      expect(updated.stepTypes.map((step) => step.id).sort()).toEqual([first.id, second.id].sort());

      await workflows.removeStepType(second.id);
      expect((await workflows.getType(type.id)).stepTypes.map((step) => step.id)).toEqual([first.id]);
      await workflows.removeType(type.id);
      await rejection(workflows.getType(type.id));
    });
  });
}
