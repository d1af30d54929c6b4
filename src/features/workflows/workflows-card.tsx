import { css, cx } from 'styled-system/css';
import { wrap } from 'styled-system/patterns';
import type { StepView, WorkflowView } from '../../../machines/workflowSteps';
import {
  Badge,
  Button,
  type ButtonProps,
  Card,
  EmptyState,
  IconButton,
  LoadingState,
  Menu,
  icons,
  plainListStyle,
  tileStyle,
} from '../../ui';
import { useWorkflowSteps } from './use-workflow-steps';
import {
  AddStepDialog,
  CancelStepDialog,
  CancelWorkflowDialog,
  HistoryDialog,
  StartWorkflowDialog,
} from './workflow-dialogs';

const listStyle = cx(plainListStyle, css({ display: 'flex', flexDirection: 'column', gap: '4' }));
const rowStyle = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const nameStyle = css({ flex: '1', fontSize: 'md', fontWeight: 'semibold', m: '0' });
const stepsStyle = cx(plainListStyle, css({ mt: '2', display: 'flex', flexDirection: 'column' }));
const stepStyle = wrap({ align: 'center', gap: '2', py: '2', borderTop: 'default' });
const stepNameStyle = css({ flex: '1', fontSize: 'sm' });
const mutedStyle = css({ fontSize: 'sm', color: 'fg.muted', mt: '2' });
const errorStyle = css({ color: 'fg.danger', fontSize: 'sm' });

interface SmallAction {
  label: string;
  variant: ButtonProps['variant'];
  onClick: () => void;
  loading?: boolean;
}

/** Small buttons that are enabled together (while no other action runs). */
function SmallActions({ actions, enabled }: { actions: readonly SmallAction[]; enabled: boolean }) {
  return actions.map((action) => (
    <Button
      key={action.label}
      size="sm"
      variant={action.variant}
      onClick={action.onClick}
      disabled={!enabled}
      loading={action.loading}
    >
      {action.label}
    </Button>
  ));
}

function StepRow({ step, enabled }: { step: StepView; enabled: boolean }) {
  return (
    <li className={stepStyle} aria-label={`${step.name}, ${step.status.label}`}>
      <span className={stepNameStyle}>{step.name}</span>
      <Badge status={step.status.tone}>{step.status.label}</Badge>
      {step.canFinish && (
        <SmallActions
          enabled={enabled}
          actions={[
            {
              label: 'Mark as complete',
              variant: 'secondary',
              onClick: step.complete,
              loading: step.completing,
            },
            { label: 'Cancel step', variant: 'ghost', onClick: step.cancel, loading: step.cancelling },
          ]}
        />
      )}
    </li>
  );
}

function WorkflowItem({ workflow, enabled }: { workflow: WorkflowView; enabled: boolean }) {
  const items = [
    { value: 'add', label: 'Add step', disabled: !workflow.canAddStep },
    ...(workflow.showCancel
      ? [
          {
            value: 'cancel',
            label: 'Cancel workflow',
            disabled: !workflow.canCancel,
            tone: 'danger' as const,
          },
        ]
      : []),
  ];
  return (
    <li className={tileStyle} aria-label={workflow.name}>
      <div className={rowStyle}>
        <h4 className={nameStyle}>{workflow.name}</h4>
        <Badge status={workflow.status.tone}>{workflow.status.label}</Badge>
        <Menu
          trigger={<IconButton label={`Actions for ${workflow.name}`} icon={<icons.MoreIcon />} size="sm" />}
          items={items}
          onSelect={(value) => (value === 'add' ? workflow.addStep() : workflow.cancel())}
        />
      </div>
      {workflow.steps.length === 0 ? (
        <p className={mutedStyle}>No steps yet.</p>
      ) : (
        <ul className={stepsStyle} aria-label={`Steps of ${workflow.name}`}>
          {workflow.steps.map((step) => (
            <StepRow key={step.id} step={step} enabled={enabled} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The Workflows card of submission detail (seed B §2, §4): the submission's open workflows with their
 * visible steps, Start workflow, the workflow history, and per-workflow and per-step actions.
 */
export function WorkflowsCard({ submissionId }: { submissionId: string }) {
  const view = useWorkflowSteps(submissionId);
  const ready = !view.loading && view.loadError === null;
  return (
    <Card
      title="Workflows"
      actions={
        <div className={rowStyle}>
          <SmallActions
            enabled={ready && view.actionsEnabled}
            actions={[
              { label: 'View history', variant: 'ghost', onClick: view.openHistory },
              { label: 'Start workflow', variant: 'primary', onClick: view.openStart },
            ]}
          />
        </div>
      }
    >
      {view.loading && <LoadingState message="Loading workflows…" />}
      {view.loadError && (
        <div role="alert" className={rowStyle}>
          <span className={errorStyle}>{view.loadError}</span>
          <Button size="sm" onClick={view.retry}>
            Try again
          </Button>
        </div>
      )}
      {ready && view.workflows.length === 0 && (
        <EmptyState
          headingLevel={4}
          title="No workflows yet"
          description="Start a workflow to track this submission’s steps."
        />
      )}
      {ready && view.workflows.length > 0 && (
        <ul className={listStyle} aria-label="Workflows" aria-busy={view.busy}>
          {view.workflows.map((workflow) => (
            <WorkflowItem key={workflow.id} workflow={workflow} enabled={view.actionsEnabled} />
          ))}
        </ul>
      )}
      <StartWorkflowDialog actor={view.startDialog} />
      <AddStepDialog dialog={view.addStepDialog} />
      <CancelWorkflowDialog confirm={view.confirmWorkflowCancel} />
      <CancelStepDialog confirm={view.confirmStepCancel} />
      <HistoryDialog history={view.history} />
    </Card>
  );
}
