import { css, cx } from 'styled-system/css';
import type { WorkflowStepsView } from '../../../machines/workflowSteps';
import { Badge, Button, ConfirmDialog, Dialog, LoadingState, plainListStyle, Select } from '../../ui';

const errorStyle = css({ color: 'fg.danger', fontSize: 'sm' });
const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' });
const historyStyle = cx(plainListStyle, css({ display: 'flex', flexDirection: 'column', gap: '2' }));
const historyRowStyle = css({ display: 'flex', alignItems: 'center', gap: '2' });
const historyNameStyle = css({ flex: '1' });

const onClosed = (close: () => void) => (open: boolean) => {
  if (!open) close();
};

/** Start a workflow: the first type is preselected; 'Select a workflow type to start.' when none is. */
export function StartWorkflowDialog({ start }: { start: WorkflowStepsView['start'] }) {
  return (
    <Dialog
      title="Start a workflow"
      open={start.open}
      onOpenChange={onClosed(start.close)}
      dismissible={!start.submitting}
      footer={
        <>
          <Button onClick={start.close} disabled={start.submitting}>
            Cancel
          </Button>
          <Button
            variant="primary"
            onClick={start.submit}
            disabled={!start.canSubmit && !start.submitting}
            loading={start.submitting}
          >
            Start workflow
          </Button>
        </>
      }
    >
      {start.loading && <LoadingState message="Loading workflow types…" />}
      {start.error && (
        <p role="alert" className={errorStyle}>
          {start.error}
        </p>
      )}
      {!start.loading && !start.error && (
        <Select
          label="Workflow type"
          options={start.options}
          value={start.chosen}
          onValueChange={(value) => start.choose(value ?? '')}
          searchable={false}
          clearable={false}
          portalled={false}
          placeholder="Select a workflow type"
          errorText={start.formError ?? undefined}
          disabled={start.submitting}
        />
      )}
    </Dialog>
  );
}

/** Add step: the next steps of the open steps, or every step type when there are none. */
export function AddStepDialog({ addStep }: { addStep: WorkflowStepsView['addStep'] }) {
  return (
    <Dialog
      title="Add step"
      description={addStep.workflowName}
      open={addStep.open}
      onOpenChange={onClosed(addStep.close)}
      dismissible={!addStep.submitting}
      footer={
        <>
          <Button onClick={addStep.close} disabled={addStep.submitting}>
            Cancel
          </Button>
          <Button
            variant="primary"
            onClick={addStep.submit}
            disabled={!addStep.canSubmit && !addStep.submitting}
            loading={addStep.submitting}
          >
            Add step
          </Button>
        </>
      }
    >
      {addStep.loading && <LoadingState message="Loading steps…" />}
      {addStep.error && (
        <p role="alert" className={errorStyle}>
          {addStep.error}
        </p>
      )}
      {addStep.empty && <p className={mutedStyle}>{addStep.empty}</p>}
      {addStep.options.length > 0 && !addStep.loading && !addStep.error && (
        <Select
          label="Step"
          options={addStep.options}
          value={addStep.chosen}
          onValueChange={(value) => addStep.choose(value ?? '')}
          searchable={false}
          clearable={false}
          portalled={false}
          placeholder="Select a step"
          errorText={addStep.formError ?? undefined}
          disabled={addStep.submitting}
        />
      )}
    </Dialog>
  );
}

export function CancelWorkflowDialog({ confirm }: { confirm: WorkflowStepsView['confirmWorkflowCancel'] }) {
  return (
    <ConfirmDialog
      open={confirm.open}
      onOpenChange={onClosed(confirm.close)}
      title="Cancel workflow?"
      message={`${confirm.name} will be cancelled and moved to the workflow history.`}
      confirmLabel="Cancel workflow"
      cancelLabel="Keep workflow"
      tone="danger"
      busy={confirm.busy}
      onConfirm={confirm.confirm}
    />
  );
}

export function CancelStepDialog({ confirm }: { confirm: WorkflowStepsView['confirmStepCancel'] }) {
  return (
    <ConfirmDialog
      open={confirm.open}
      onOpenChange={onClosed(confirm.close)}
      title="Cancel step?"
      message={`${confirm.name} will be cancelled and hidden from the workflow.`}
      confirmLabel="Cancel step"
      cancelLabel="Keep step"
      tone="danger"
      busy={confirm.busy}
      onConfirm={confirm.confirm}
    />
  );
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
            <li key={entry.id} className={historyRowStyle}>
              <span className={historyNameStyle}>
                {entry.name} <span className={mutedStyle}>#{entry.id}</span>
              </span>
              <span className={mutedStyle}>{entry.steps === 1 ? '1 step' : `${entry.steps} steps`}</span>
              <Badge status={entry.status.tone}>{entry.status.label}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
