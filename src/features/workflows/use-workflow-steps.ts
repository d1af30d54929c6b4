import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  connectWorkflowSteps,
  workflowStepsMachine,
  type StepOptionsSource,
  type SubmissionWorkflows,
  type Workflow,
  type WorkflowNotice,
  type WorkflowType,
} from '../../../machines/workflowSteps';
import { useScreenActor, pushToast } from '../../kit/screen-actor';

/**
 * Starts the Workflows card's machine on the live backend (read at call time, so a data-mode switch
 * applies to the next call) and returns its view-model. Toasts go through the notifications actor.
 */
export function useWorkflowSteps(submissionId: string) {
  const actor = useScreenActor(
    workflowStepsMachine,
    ({ backend, notifications }) => ({
      actors: {
        loadWorkflows: fromPromise<SubmissionWorkflows, { submissionId: string }>(({ input, signal }) =>
          backend().workflows.forSubmission(input.submissionId, { signal }),
        ),
        loadWorkflowTypes: fromPromise<WorkflowType[]>(({ signal }) =>
          backend().workflows.listTypes({ signal }),
        ),
        loadStepOptions: fromPromise<StepOptionsSource, { workflowTypeId: string | null }>(
          async ({ input, signal }) =>
            input.workflowTypeId === null
              ? { stepTypes: [] }
              : backend().workflows.getType(input.workflowTypeId, { signal }),
        ),
        startWorkflow: fromPromise<Workflow, { submissionId: string; workflowTypeId: string }>(
          ({ input, signal }) =>
            backend().workflows.start(input.submissionId, input.workflowTypeId, { signal }),
        ),
        addStep: fromPromise<void, { workflowId: string; stepTypeId: string }>(({ input, signal }) =>
          backend().workflows.addStep(input.workflowId, input.stepTypeId, { signal }),
        ),
        completeStep: fromPromise<void, { stepId: string }>(({ input, signal }) =>
          backend().workflows.completeStep(input.stepId, { signal }),
        ),
        cancelStep: fromPromise<void, { stepId: string }>(({ input, signal }) =>
          backend().workflows.cancelStep(input.stepId, { signal }),
        ),
        cancelWorkflow: fromPromise<void, { workflowId: string }>(({ input, signal }) =>
          backend().workflows.cancel(input.workflowId, { signal }),
        ),
        loadHistory: fromPromise<Workflow[], { submissionId: string }>(({ input, signal }) =>
          backend().workflows.history(input.submissionId, { signal }),
        ),
      },
      actions: {
        notify: (_: unknown, notice: WorkflowNotice) => pushToast(notifications, notice),
      },
    }),
    { input: { submissionId } },
  );
  return useSelector(actor, (snapshot) => connectWorkflowSteps(snapshot, actor.send), sameView);
}

/** The view-model is rebuilt per snapshot; re-render only when what it shows changed. */
function sameView(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
