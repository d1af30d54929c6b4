import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import {
  connectChoiceDialog,
  type ChoiceDialogView,
  type WorkflowStepsView,
} from '../../../machines/workflowSteps';
import { formatStamp } from '../../domain/format';
import { useChildView } from '../../kit/use-view';
import { Badge, Button, ConfirmDialog, Dialog, LoadingState, plainListStyle, Select } from '../../ui';

const errorStyle = css({ color: 'fg.danger', fontSize: 'sm' });
const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' });
const historyStyle = cx(plainListStyle, css({ display: 'flex', flexDirection: 'column', gap: '2' }));
const historyRowStyle = css({ display: 'flex', alignItems: 'center', gap: '2' });
const historyNameStyle = css({ flex: '1', minW: '0', overflowWrap: 'anywhere' });
const historyRunStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  pb: '3',
  borderBottom: 'default',
  _last: { borderBottomStyle: 'none', pb: '0' },
});
const historyStepsStyle = cx(
  plainListStyle,
  css({ display: 'flex', flexDirection: 'column', gap: '1', pl: '4', fontSize: 'sm' }),
);
const historyStepStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

type HistoryStep = WorkflowStepsView['history']['entries'][number]['steps'][number];

/** 'Completed by Jordan Lee · Nov 27, 10:42' for a closed step (from the audit trail); nothing while open. */
function closedText(step: HistoryStep): string {
  if (!step.closedBy || !step.closedAt) return '';
  return `${step.status.label} by ${step.closedBy} · ${formatStamp(step.closedAt)}`;
}

const onClosed = (close: () => void) => (open: boolean) => {
  if (!open) close();
};

/** The dialog around a choice: Cancel and submit, the options loading, and a failure to load them. */
function ChoiceDialog(props: {
  view: ChoiceDialogView;
  title: string;
  description?: string;
  submitLabel: string;
  loadingMessage: string;
  children: ReactNode;
}) {
  const { view, title, description, submitLabel, loadingMessage, children } = props;
  return (
    <Dialog
      title={title}
      description={description}
      open={view.open}
      onOpenChange={onClosed(view.close)}
      dismissible={!view.submitting}
      footer={
        <>
          <Button onClick={view.close} disabled={view.submitting}>
            Cancel
          </Button>
          <Button
            variant="primary"
            onClick={view.submit}
            disabled={!view.canSubmit && !view.submitting}
            loading={view.submitting}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      {view.loading && <LoadingState message={loadingMessage} />}
      {view.error && (
        <p role="alert" className={errorStyle}>
          {view.error}
        </p>
      )}
      {children}
    </Dialog>
  );
}

/** The options of a choice; the popup stays inside the dialog so the options remain reachable. */
function ChoiceSelect({
  view,
  label,
  placeholder,
}: {
  view: ChoiceDialogView;
  label: string;
  placeholder: string;
}) {
  return (
    <Select
      label={label}
      options={view.options}
      value={view.chosen}
      onValueChange={(value) => view.choose(value ?? '')}
      searchable={false}
      clearable={false}
      portalled={false}
      placeholder={placeholder}
      errorText={view.formError ?? undefined}
      disabled={view.submitting}
    />
  );
}

/** Start a workflow: the first type is preselected; 'Select a workflow type to start.' when none is. */
export function StartWorkflowDialog({ actor }: { actor: WorkflowStepsView['startDialog'] }) {
  const start = useChildView(actor, connectChoiceDialog);
  return (
    <ChoiceDialog
      view={start}
      title="Start a workflow"
      submitLabel="Start workflow"
      loadingMessage="Loading workflow types…"
    >
      {!start.loading && !start.error && (
        <ChoiceSelect view={start} label="Workflow type" placeholder="Select a workflow type" />
      )}
    </ChoiceDialog>
  );
}

/** Add step: the next steps of the open steps, or every step type when there are none. */
export function AddStepDialog({ dialog }: { dialog: WorkflowStepsView['addStepDialog'] }) {
  const addStep = useChildView(dialog.actor, connectChoiceDialog);
  return (
    <ChoiceDialog
      view={addStep}
      title="Add step"
      description={dialog.workflowName}
      submitLabel="Add step"
      loadingMessage="Loading steps…"
    >
      {addStep.empty && <p className={mutedStyle}>{addStep.empty}</p>}
      {addStep.options.length > 0 && !addStep.loading && !addStep.error && (
        <ChoiceSelect view={addStep} label="Step" placeholder="Select a step" />
      )}
    </ChoiceDialog>
  );
}

/** What cancelling does to each, after its name. */
const CANCEL_OUTCOME = {
  workflow: 'will be cancelled and moved to the workflow history.',
  step: 'will be cancelled and hidden from the workflow.',
} as const;

/** 'Cancel workflow?' or 'Cancel step?': Keep closes, Cancel cancels it (danger). */
function CancelConfirmation(props: {
  confirm: WorkflowStepsView['confirmWorkflowCancel'] | WorkflowStepsView['confirmStepCancel'];
  what: keyof typeof CANCEL_OUTCOME;
}) {
  const { confirm, what } = props;
  return (
    <ConfirmDialog
      open={confirm.open}
      onOpenChange={onClosed(confirm.close)}
      title={`Cancel ${what}?`}
      message={`${confirm.name} ${CANCEL_OUTCOME[what]}`}
      confirmLabel={`Cancel ${what}`}
      cancelLabel={`Keep ${what}`}
      tone="danger"
      busy={confirm.busy}
      onConfirm={confirm.confirm}
    />
  );
}

export function CancelWorkflowDialog({ confirm }: { confirm: WorkflowStepsView['confirmWorkflowCancel'] }) {
  return <CancelConfirmation confirm={confirm} what="workflow" />;
}

export function CancelStepDialog({ confirm }: { confirm: WorkflowStepsView['confirmStepCancel'] }) {
  return <CancelConfirmation confirm={confirm} what="step" />;
}

/** Every workflow run of the submission, cancelled ones included, newest first. */
export function HistoryDialog({ history }: { history: WorkflowStepsView['history'] }) {
  return (
    <Dialog
      title="Workflow history"
      size="lg"
      open={history.open}
      onOpenChange={onClosed(history.close)}
      footer={
        <>
          <Button onClick={history.refresh} loading={history.refreshing}>
            Refresh history
          </Button>
          <Button variant="primary" onClick={history.close}>
            Close
          </Button>
        </>
      }
    >
      {history.entries.length === 0 ? (
        <p className={mutedStyle}>No workflows have run on this submission yet.</p>
      ) : (
        <ul className={historyStyle} aria-label="Workflow history">
          {history.entries.map((entry) => (
            <li key={entry.id} className={historyRunStyle}>
              <div className={historyRowStyle}>
                <span className={historyNameStyle}>
                  {entry.name} <span className={mutedStyle}>#{entry.id}</span>
                </span>
                <Badge status={entry.status.tone}>{entry.status.label}</Badge>
              </div>
              {entry.steps.length === 0 ? (
                <p className={mutedStyle}>No steps yet.</p>
              ) : (
                <ol className={historyStepsStyle} aria-label={`Steps of ${entry.name} #${entry.id}`}>
                  {entry.steps.map((step) => (
                    <li key={step.id} className={historyStepStyle}>
                      <span className={historyNameStyle}>{step.name}</span>
                      <span className={mutedStyle}>{closedText(step)}</span>
                      <Badge status={step.status.tone}>{step.status.label}</Badge>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
