import type { SnapshotFrom } from 'xstate';
import type { StatusTone } from '../../src/domain/status';
import { STATUS, statusTone } from '../../src/domain/statuses';
import {
  canFinishStep,
  findStep,
  findWorkflow,
  isWorkflowOpen,
  listedWorkflows,
  visibleSteps,
} from '../../src/domain/workflowRuns';
import type { Workflow } from '../../src/domain/workflow';
import type { workflowStepsMachine } from './workflowSteps.machine';
import { WORKFLOW_STEP_FAILURES } from './workflowSteps.texts';
import type { WorkflowStepsEvent } from './workflowSteps.types';

type Snapshot = SnapshotFrom<typeof workflowStepsMachine>;
type Send = (event: WorkflowStepsEvent) => void;

export interface StatusView {
  label: string;
  tone: StatusTone;
}

export interface StepView {
  id: string;
  name: string;
  status: StatusView;
  /** Mark as complete and Cancel step are offered only on pending or in-progress steps. */
  canFinish: boolean;
  completing: boolean;
  cancelling: boolean;
  complete: () => void;
  cancel: () => void;
}

export interface WorkflowView {
  id: string;
  name: string;
  status: StatusView;
  steps: StepView[];
  canAddStep: boolean;
  /** Cancel workflow is hidden on completed workflows (and unavailable on cancelled ones). */
  showCancel: boolean;
  canCancel: boolean;
  cancelling: boolean;
  addStep: () => void;
  cancel: () => void;
}

const status = (run: { statusCode: number; statusLabel: string }): StatusView => ({
  label: run.statusLabel,
  tone: statusTone(run.statusCode),
});

/** 'showing.startDialog.choosing' from { showing: { startDialog: 'choosing' } }. */
function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  const [key, child] = Object.entries(value)[0] ?? [];
  return key === undefined ? '' : [key, statePath(child)].filter(Boolean).join('.');
}

const nameOf = (workflow: Workflow | null) => workflow?.name || 'this workflow';

/** What the Workflows card binds: no `matches()` in the JSX. */
export function connectWorkflowSteps(snapshot: Snapshot, send: Send) {
  const { context } = snapshot;
  const where = statePath(snapshot.value);
  /** In `showing.<path>` or one of its children. */
  const at = (path: string) => where === `showing.${path}` || where.startsWith(`showing.${path}.`);
  const idle = at('idle');
  const targetWorkflow = context.workflowId ? findWorkflow(context.data, context.workflowId) : null;
  const targetStep = context.stepId ? findStep(context.data, context.stepId) : null;
  const close = () => send({ type: 'dialog.close' });

  const workflows: WorkflowView[] = listedWorkflows(context.data).map((workflow) => ({
    id: workflow.id,
    name: workflow.name || 'Workflow',
    status: status(workflow),
    canAddStep: idle && isWorkflowOpen(workflow),
    showCancel: workflow.statusCode !== STATUS.completed,
    canCancel: idle && isWorkflowOpen(workflow),
    cancelling: at('cancellingWorkflow') && context.workflowId === workflow.id,
    addStep: () => send({ type: 'addStep.open', workflowId: workflow.id }),
    cancel: () => send({ type: 'workflow.cancel', workflowId: workflow.id }),
    steps: visibleSteps(workflow).map((step) => ({
      id: step.id,
      name: step.name || step.stepTypeName || 'Step',
      status: status(step),
      canFinish: canFinishStep(step),
      completing: at('completingStep') && context.stepId === step.id,
      cancelling: at('cancellingStep') && context.stepId === step.id,
      complete: () => send({ type: 'step.complete', stepId: step.id }),
      cancel: () => send({ type: 'step.cancel', stepId: step.id }),
    })),
  }));

  return {
    loading: snapshot.matches('loading'),
    loadError: snapshot.matches('failed') ? WORKFLOW_STEP_FAILURES.load : null,
    retry: () => send({ type: 'workflows.retry' }),
    /** An action or its reload is running: other actions wait. */
    busy: snapshot.matches('showing') && !idle,
    actionsEnabled: idle,
    workflows,
    openStart: () => send({ type: 'start.open' }),
    openHistory: () => send({ type: 'history.open' }),
    /** The Start a workflow dialog's own machine while it is open (read it with connectChoiceDialog). */
    startDialog: snapshot.children.startDialog,
    addStepDialog: {
      actor: snapshot.children.addStepDialog,
      workflowName: nameOf(targetWorkflow),
    },
    confirmWorkflowCancel: {
      open: at('confirmingWorkflowCancel') || at('cancellingWorkflow'),
      busy: at('cancellingWorkflow'),
      name: nameOf(targetWorkflow),
      confirm: () => send({ type: 'confirm.accept' }),
      close,
    },
    confirmStepCancel: {
      open: at('confirmingStepCancel') || at('cancellingStep'),
      busy: at('cancellingStep'),
      name: targetStep?.step.name || 'this step',
      confirm: () => send({ type: 'confirm.accept' }),
      close,
    },
    history: {
      open: at('history'),
      refreshing: at('history.refreshing'),
      entries: (context.data?.history ?? []).map((run) => ({
        id: run.id,
        name: run.name || 'Workflow',
        status: status(run),
        // Every step, cancelled ones too, with who closed it and when (issue 41).
        steps: run.steps.map((step) => ({
          id: step.id,
          name: step.name || step.stepTypeName || 'Step',
          status: status(step),
          closedBy: step.closedBy ?? null,
          closedAt: step.closedAt ?? null,
        })),
      })),
      refresh: () => send({ type: 'history.refresh' }),
      close,
    },
  };
}

export type WorkflowStepsView = ReturnType<typeof connectWorkflowSteps>;
