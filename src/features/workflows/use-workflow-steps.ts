import { fromPromise } from 'xstate';
import {
  choiceDialogMachine,
  connectWorkflowSteps,
  workflowStepsMachine,
  type Choice,
  type ChoiceSubject,
  type StepOptionsSource,
  type SubmissionWorkflows,
  type SubmitChoiceInput,
  type Workflow,
  type WorkflowNotice,
} from '../../../machines/workflowSteps';
import { startableTypes, stepsOffered } from '../../domain/workflowRuns';
import { useScreenActor, pushToast } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';

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
        startDialog: choiceDialogMachine.provide({
          actors: {
            // only types with steps: a run of one without could never be given a step
            loadChoices: fromPromise<Choice[], { subject: ChoiceSubject }>(({ signal }) =>
              backend()
                .workflows.listTypes({ signal })
                .then((types) => startableTypes(types)),
            ),
            submitChoice: fromPromise<unknown, SubmitChoiceInput>(({ input, signal }) =>
              backend().workflows.start(input.subject.submissionId, input.chosenId, { signal }),
            ),
          },
          actions: { notify: (_: unknown, notice: WorkflowNotice) => pushToast(notifications, notice) },
        }),
        addStepDialog: choiceDialogMachine.provide({
          actors: {
            // Seed B §4: the next steps of the workflow's open steps, or every step type when none
            loadChoices: fromPromise<Choice[], { subject: ChoiceSubject }>(async ({ input, signal }) => {
              const { workflow } = input.subject;
              if (!workflow) return [];
              const source: StepOptionsSource = workflow.workflowTypeId
                ? await backend().workflows.getType(workflow.workflowTypeId, { signal })
                : { stepTypes: [] };
              return stepsOffered(workflow, source);
            }),
            submitChoice: fromPromise<unknown, SubmitChoiceInput>(({ input, signal }) =>
              backend().workflows.addStep(input.subject.workflow?.id ?? '', input.chosenId, { signal }),
            ),
          },
          actions: { notify: (_: unknown, notice: WorkflowNotice) => pushToast(notifications, notice) },
        }),
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
  return useView(actor, connectWorkflowSteps);
}
