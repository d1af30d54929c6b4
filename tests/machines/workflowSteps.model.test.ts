import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  WORKFLOW_STEP_FAILURES,
  WORKFLOW_STEP_SUCCESSES,
  workflowStepsMachine,
  workflowStepsSamples,
} from '../../machines/workflowSteps';
import type { SubmissionWorkflows } from '../../src/domain/workflow';
import { describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof workflowStepsMachine>;

// The spec's rules written out here, not borrowed from the machine, so a wrong guard fails the test.
const OPEN_WORKFLOW = (code: number) => code !== 2 && code !== 3; // seed B §4: not completed or cancelled
const FINISHABLE_STEP = (code: number) => code === 0 || code === 1; // pending or in progress

const findStep = (data: SubmissionWorkflows | null, stepId: string) => {
  for (const workflow of data?.workflows ?? []) {
    const step = workflow.steps.find((entry) => entry.id === stepId);
    if (step) return { workflow, step };
  }
  return null;
};

/** Which action's call each invoke id is, for the §8 failure texts and the success toasts. */
const ACTIONS = {
  completeStep: 'complete',
  cancelStep: 'cancelStep',
  cancelWorkflow: 'cancelWorkflow',
  loadHistory: 'history',
} as const;

describeModel({
  name: 'workflowSteps',
  machine: workflowStepsMachine,
  samples: workflowStepsSamples,
  onStep: (report, { stubs, scratch }) => {
    const snapshot = report.actual as Snapshot;
    const previous = scratch.get('previous') as Snapshot | undefined;
    scratch.set('previous', snapshot);
    const callsBefore = (scratch.get('calls') as number | undefined) ?? 0;
    scratch.set('calls', stubs.calls.length);
    const { event } = report;
    const before = previous?.context.data ?? null;
    const wasIdle = previous?.matches({ showing: 'idle' }) ?? false;
    const notices = report.actions
      .filter((action) => action.type === 'notify')
      .map((action) => action.params);

    // the list stays on screen while an action or a reload runs
    if (snapshot.matches('showing') && !snapshot.matches({ showing: 'idle' }) && before) {
      expect(snapshot.context.data).not.toBeNull();
    }

    // guards: Add step / Cancel workflow only on open listed workflows
    if (wasIdle && (event.type === 'addStep.open' || event.type === 'workflow.cancel')) {
      const workflow = before?.workflows.find((entry) => entry.id === event.workflowId);
      const allowed = workflow !== undefined && OPEN_WORKFLOW(workflow.statusCode);
      const target = event.type === 'addStep.open' ? 'addStepDialog' : 'confirmingWorkflowCancel';
      expect(snapshot.matches({ showing: target }), `${event.type} ${event.workflowId}`).toBe(allowed);
      if (!allowed) expect(snapshot.matches({ showing: 'idle' })).toBe(true);
    }
    // guards: Mark as complete / Cancel step only on pending or in-progress steps
    if (wasIdle && (event.type === 'step.complete' || event.type === 'step.cancel')) {
      const found = findStep(before, event.stepId);
      const allowed = found !== null && FINISHABLE_STEP(found.step.statusCode);
      const target = event.type === 'step.complete' ? 'completingStep' : 'confirmingStepCancel';
      expect(snapshot.matches({ showing: target }), `${event.type} ${event.stepId}`).toBe(allowed);
      if (event.type === 'step.complete') expect(stubs.calls.length - callsBefore).toBe(allowed ? 1 : 0);
    }

    // completing the last open step completes the workflow
    if (event.type === 'xstate.done.actor.completeStep') {
      const stepId = snapshot.context.stepId ?? '';
      const found = findStep(snapshot.context.data, stepId);
      expect(found?.step.statusCode).toBe(2);
      const stillOpen = found?.workflow.steps.filter((step) => OPEN_WORKFLOW(step.statusCode)) ?? [];
      expect(found?.workflow.statusCode === 2).toBe(stillOpen.length === 0);
      expect(found?.workflow.openSteps).toEqual(stillOpen);
    }
    if (event.type === 'xstate.done.actor.cancelStep') {
      const found = findStep(snapshot.context.data, snapshot.context.stepId ?? '');
      expect(found?.step.statusCode).toBe(3);
      expect(found?.workflow.statusCode).not.toBe(2);
    }
    // a cancelled workflow leaves the list and stays in the history
    if (event.type === 'xstate.done.actor.cancelWorkflow') {
      const id = snapshot.context.workflowId;
      expect(snapshot.context.data?.workflows.some((workflow) => workflow.id === id)).toBe(false);
      expect(snapshot.context.data?.history.find((workflow) => workflow.id === id)?.statusCode).toBe(3);
    }

    // each action: a success toast, or the §8 failure text
    const [kind, invokeId] = event.type.split('.actor.') as [string, string | undefined];
    const action = invokeId ? ACTIONS[invokeId as keyof typeof ACTIONS] : undefined;
    if (action && kind === 'xstate.done') {
      expect(notices).toEqual([{ type: 'success', title: WORKFLOW_STEP_SUCCESSES[action], message: '' }]);
    }
    if (action && kind === 'xstate.error') {
      expect(notices).toEqual([
        { type: 'error', title: 'Something went wrong', message: WORKFLOW_STEP_FAILURES[action] },
      ]);
    }
    // a failed step or workflow action may have reached the server (a lost answer): the list is read
    // again, so a step completed there shows Complete instead of Pending (issue 24)
    if (
      ['completeStep', 'cancelStep', 'cancelWorkflow'].includes(invokeId ?? '') &&
      kind === 'xstate.error'
    ) {
      expect(snapshot.matches({ showing: 'reloading' })).toBe(true);
      expect(stubs.calls.slice(callsBefore).map((call) => call.src)).toEqual(['loadWorkflows']);
    }
    if (event.type === 'xstate.error.actor.reloadWorkflows') {
      expect(notices).toMatchObject([{ type: 'error', message: WORKFLOW_STEP_FAILURES.load }]);
    }

    // the two dialogs are one choiceDialog each, given the seed's texts (B §5, §8) and their subject
    if (event.type === 'start.open' && snapshot.matches({ showing: 'startDialog' })) {
      expect(stubs.calls.slice(callsBefore)).toEqual([
        {
          id: 'startDialog',
          src: 'startDialog',
          input: {
            subject: { submissionId: '7', workflow: null },
            preselectFirst: true,
            texts: {
              required: 'Select a workflow type to start.',
              loadFailed: WORKFLOW_STEP_FAILURES.types,
              submitFailed: {
                type: 'error',
                title: 'Something went wrong',
                message: WORKFLOW_STEP_FAILURES.start,
              },
            },
          },
        },
      ]);
    }
    if (event.type === 'addStep.open' && snapshot.matches({ showing: 'addStepDialog' })) {
      expect(stubs.calls.slice(callsBefore)).toMatchObject([
        {
          id: 'addStepDialog',
          input: {
            subject: { submissionId: '7', workflow: { id: event.workflowId } },
            texts: {
              required: 'Select a step to add first.',
              loadFailed: WORKFLOW_STEP_FAILURES.stepOptions,
              submitFailed: { type: 'error', message: WORKFLOW_STEP_FAILURES.addStep },
              empty: 'No steps are available to add yet.',
            },
          },
        },
      ]);
    }
    // a dialog that ended with a submit reloads the list with a success toast; closed, nothing happens
    for (const [id, action] of [
      ['startDialog', 'start'],
      ['addStepDialog', 'addStep'],
    ] as const) {
      if (event.type !== `xstate.done.actor.${id}`) continue;
      const submitted = (event as unknown as { output: { submitted: boolean } }).output.submitted;
      expect(snapshot.matches({ showing: submitted ? 'reloading' : 'idle' })).toBe(true);
      expect(notices).toEqual(
        submitted ? [{ type: 'success', title: WORKFLOW_STEP_SUCCESSES[action], message: '' }] : [],
      );
      // a started workflow is listed at once, before the reload
      if (id === 'startDialog' && submitted)
        expect(snapshot.context.data?.workflows.map((workflow) => workflow.id)).toContain('15');
    }
  },
});
