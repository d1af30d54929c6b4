import { AppError } from '../../domain/errors';
import { isOpenStatus, STATUS, statusLabel } from '../../domain/statuses';
import type { Step, Workflow } from '../../domain/workflow';
import type { WorkflowsApi } from '../backend';
import { awaitsPrescreen } from './prescreening';
import { compareIds, findStored, isNumericId, requireId, trimmed } from './query';
import { copy, type DemoContext } from './store';
import { createDemoWorkflowTypes, STEP_TYPE_CODES, WORKFLOW_TYPE_CODES } from './workflowTypes';

const withStatus = <T extends { statusCode: number; statusLabel: string }>(item: T, code: number): void => {
  item.statusCode = code;
  item.statusLabel = statusLabel(code);
};

/** The server answers 409 for work on a closed workflow or step; the demo does the same. */
const closed = (what: 'workflow' | 'step'): AppError =>
  new AppError('HTTP_ERROR', `This ${what} is already completed or cancelled.`, { status: 409 });

/** What a run's and a step's histories keep, as the server's (issue 41). */
const runFields = (workflow: Workflow) => ({
  submissionId: Number(workflow.submissionId),
  name: workflow.name,
  status: workflow.statusLabel,
});
const stepFields = (workflow: Workflow, step: Step) => ({
  workflowId: Number(workflow.id),
  name: step.name,
  status: step.statusLabel,
});

const refreshOpenSteps = (workflow: Workflow): void => {
  workflow.openSteps = workflow.steps.filter((step) => isOpenStatus(step.statusCode));
};

/**
 * Workflows run on submissions (seed B §4): a new workflow starts Pending with no steps; a new step
 * starts Pending; completing a step sets it to Completed and, when no open step remains, completes the
 * workflow; cancelling a step or a workflow sets it to Cancelled. Cancelled workflows leave the open
 * list but stay in the history, which lists every run of the submission, newest first.
 */
export function createDemoWorkflows(context: DemoContext): WorkflowsApi {
  const { store, latency } = context;
  const wait = (signal?: AbortSignal) => latency.wait('workflows', signal);

  const runsOf = (submissionId: string): Workflow[] =>
    [...store.workflows.values()]
      .filter((workflow) => workflow.submissionId === submissionId)
      .sort((a, b) => compareIds(a.id, b.id));
  const findWorkflow = (id: string): Workflow =>
    findStored(store.workflows, id, 'Workflow', {
      blank: 'MISSING_WORKFLOW_ID',
      notFound: 'WORKFLOW_NOT_FOUND',
    });
  // The seeds name no code for a blank step id; no step can match it, so it reads as not found.
  const findStep = (id: string): { workflow: Workflow; step: Step } => {
    const key = requireId(id, 'STEP_NOT_FOUND', 'Step id is required');
    for (const workflow of store.workflows.values()) {
      const step = workflow.steps.find((candidate) => candidate.id === key);
      if (step) return { workflow, step };
    }
    throw new AppError('STEP_NOT_FOUND', 'Step not found');
  };
  /** One entry per changed run or step, by the signed-in persona, as the server writes them. */
  const recordRun = (before: Workflow | null, after: Workflow) =>
    context.audit.record({
      recordType: 'workflow',
      recordId: after.id,
      before: before && runFields(before),
      after: runFields(after),
      version: null,
    });
  const recordStep = (workflow: Workflow, before: Step | null, after: Step) =>
    context.audit.record({
      recordType: 'step',
      recordId: after.id,
      before: before && stepFields(workflow, before),
      after: stepFields(workflow, after),
      version: null,
    });
  /** Closes an open step as the server does, naming who closed it and when. */
  const closeStep = (stepId: string, code: number) => {
    const { workflow, step } = findOpenStep(stepId);
    const [runBefore, stepBefore] = [copy(workflow), copy(step)];
    withStatus(step, code);
    step.closedBy = context.audit.actorName();
    step.closedAt = context.now().toISOString();
    refreshOpenSteps(workflow);
    return {
      workflow,
      /** After the run's own status follows: the step's entry, then the run's. */
      record: () => {
        recordStep(workflow, stepBefore, step);
        recordRun(runBefore, workflow);
      },
    };
  };
  /** Only open steps of open workflows are worked (a cancelled workflow's steps stay as they were). */
  const findOpenStep = (id: string): { workflow: Workflow; step: Step } => {
    const found = findStep(id);
    if (!isOpenStatus(found.workflow.statusCode)) throw closed('workflow');
    if (!isOpenStatus(found.step.statusCode)) throw closed('step');
    return found;
  };

  return {
    ...createDemoWorkflowTypes(context),
    async forSubmission(submissionId, options) {
      await wait(options?.signal);
      const id = requireId(submissionId, 'MISSING_SUBMISSION_ID', 'Submission id is required');
      const runs = runsOf(id);
      return copy({
        id,
        workflows: runs.filter((workflow) => workflow.statusCode !== STATUS.cancelled),
        history: [...runs].reverse(),
      });
    },
    async history(submissionId, options) {
      await wait(options?.signal);
      const id = requireId(submissionId, 'MISSING_SUBMISSION_ID', 'Submission id is required');
      return copy(runsOf(id).reverse());
    },
    start: (submissionId, workflowTypeId, options) =>
      context.writes.once(
        options?.idempotencyKey,
        ['workflows.start', submissionId, workflowTypeId],
        async () => {
          await wait(options?.signal);
          const submissionKey = requireId(submissionId, 'MISSING_SUBMISSION_ID', 'Submission id is required');
          const typeKey = requireId(
            workflowTypeId,
            'MISSING_WORKFLOW_TYPE_ID',
            'Workflow type id is required',
          );
          if (!isNumericId(submissionKey) || !isNumericId(typeKey)) {
            throw new AppError(
              'INVALID_WORKFLOW_CREATE_PAYLOAD',
              'submissionId and workflowTypeId must be numeric.',
            );
          }
          const type = findStored(store.workflowTypes, typeKey, 'Workflow type', WORKFLOW_TYPE_CODES);
          if (!store.submissions.has(submissionKey))
            throw new AppError('SUBMISSION_NOT_FOUND', 'Submission not found');
          const workflow: Workflow = {
            id: store.nextId('workflows'),
            submissionId: submissionKey,
            workflowTypeId: type.id,
            name: trimmed(type.name) || 'New workflow',
            statusCode: STATUS.pending,
            statusLabel: statusLabel(STATUS.pending),
            steps: [],
            openSteps: [],
          };
          store.workflows.set(workflow.id, workflow);
          recordRun(null, workflow);
          return copy(workflow);
        },
      ),
    async cancel(workflowId, options) {
      await wait(options?.signal);
      const workflow = findWorkflow(workflowId);
      if (!isOpenStatus(workflow.statusCode)) throw closed('workflow');
      const before = copy(workflow);
      withStatus(workflow, STATUS.cancelled);
      recordRun(before, workflow);
    },
    async addStep(workflowId, stepTypeId, options) {
      await wait(options?.signal);
      const workflow = findWorkflow(workflowId);
      const stepType = findStored(store.stepTypes, stepTypeId, 'Step type', STEP_TYPE_CODES);
      if (!isOpenStatus(workflow.statusCode)) throw closed('workflow');
      const name = trimmed(stepType.name) || 'New step';
      // The queue's stepCreatedDate is when the submission started waiting for prescreen.
      const waitingBefore = awaitsPrescreen(store, workflow.submissionId);
      const step: Step = {
        id: store.nextId('steps'),
        stepTypeId: stepType.id,
        name,
        statusCode: STATUS.pending,
        statusLabel: statusLabel(STATUS.pending),
        stepTypeName: name,
        closedBy: null,
        closedAt: null,
      };
      workflow.steps.push(step);
      refreshOpenSteps(workflow);
      recordStep(workflow, null, step);
      if (!waitingBefore && awaitsPrescreen(store, workflow.submissionId)) {
        store.prescreenOpenedAt.set(workflow.submissionId, context.now().toISOString());
      }
    },
    async completeStep(stepId, options) {
      await wait(options?.signal);
      const { workflow, record } = closeStep(stepId, STATUS.completed);
      if (workflow.openSteps.length === 0) withStatus(workflow, STATUS.completed);
      // work has started: a Pending run is In progress (decision 0363)
      else if (workflow.statusCode === STATUS.pending) withStatus(workflow, STATUS.inProgress);
      record();
    },
    async cancelStep(stepId, options) {
      await wait(options?.signal);
      closeStep(stepId, STATUS.cancelled).record();
    },
  };
}
