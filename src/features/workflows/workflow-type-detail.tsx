import { FormScreen, type FormScreenTexts } from '../../kit/form-screen';
import { HistoryPanel } from '../../kit/history-panel';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { useRecordFormScreen, useRecordScreen, pushToast } from '../../kit/screen-actor';
import type { AppServices, ScreenProps } from '../../kit/services';
import { serverMessageOr } from '../../domain/errors';
import type { WorkflowType } from '../../domain/workflow';
import {
  toWorkflowTypeInput,
  validateWorkflowTypeForm,
  type WorkflowTypeFormValues,
} from '../../domain/workflowForms';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Field,
  Input,
  LoadingState,
  plainListStyle,
  Select,
  TextAreaField,
  TextField,
} from '../../ui';
import { StepRemoval } from './step-removal';
import { StepTypeDialog } from './step-type-dialog';

type TypeValues = { name: string; description: string; primaryStepTypeId: string | null };

const TEXTS = {
  notFound: 'Workflow not found',
  loadFailed: 'We were unable to refresh this workflow.',
  updateFailed: 'Update failed. Please try again.',
  actionFailed: 'We were not able to complete that request.',
} as const;

/** The details form in its card: Save changes only; a failed update says so under the fields (seed B §8). */
const TYPE_FORM_TEXTS: FormScreenTexts = {
  create: 'Save changes',
  save: 'Save changes',
  saveFailed: TEXTS.updateFailed,
  leave: 'Your changes to this workflow will be lost.',
  changedElsewhere: 'Someone else saved this workflow after you opened it.',
};

const stackStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const rowStyle = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const errorStyle = css({ color: 'fg.danger', fontSize: 'sm' });
const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' });
const listStyle = cx(plainListStyle, css({ display: 'flex', flexDirection: 'column', gap: '3' }));

/** Name, description and primary step type; the identifier is shown read-only. */
function TypeForm({ type, onSaved }: { type: WorkflowType; onSaved: (services: AppServices) => void }) {
  const form = useRecordFormScreen<TypeValues>({
    draftKind: 'workflowType',
    recordId: type.id,
    blank: { name: type.name, description: type.description, primaryStepTypeId: type.primaryStepTypeId },
    validate: (values) => validateWorkflowTypeForm(values, 'update'),
    // Read afresh, so after a stale save (409) 'Load their version' shows what the other person saved.
    loadWithVersion: async ({ backend }, id, signal) => {
      const current = await backend().workflows.getType(id ?? type.id, { signal });
      return {
        values: {
          name: current.name,
          description: current.description,
          primaryStepTypeId: current.primaryStepTypeId,
        },
        version: current.version,
      };
    },
    save: async ({ backend }, id, values: WorkflowTypeFormValues, signal, write) => {
      const saved = await backend().workflows.updateType(id ?? type.id, toWorkflowTypeInput(values), {
        signal,
        ...write,
      });
      return { id: saved.id };
    },
    onSaved: (services) => {
      pushToast(services.notifications, { type: 'success', title: 'Workflow updated', message: '' });
      onSaved(services);
    },
    // A link out of the page with unsaved changes asks first, then goes there.
    onLeave: ({ navigate }, to) => {
      if (to) navigate(to);
    },
    // A section of the detail page: it stays, and a save reloads the page's type.
    stayAfterSave: true,
  });
  const name = form.field('name');
  const description = form.field('description');
  return (
    <FormScreen form={form} texts={TYPE_FORM_TEXTS}>
      <TextField label="Workflow name" required field={name} />
      <TextAreaField label="Description" field={description} />
      <Field label="Identifier" readOnly>
        <Input name="identifier" value={type.id} readOnly />
      </Field>
      <Select
        label="Primary step type"
        options={type.stepTypes.map((step) => ({ value: step.id, label: step.name }))}
        value={form.values.primaryStepTypeId}
        onValueChange={(value) => form.set({ primaryStepTypeId: value })}
        searchable={false}
        placeholder="No primary step"
      />
    </FormScreen>
  );
}

async function removeStep(services: AppServices, id: string, reload: () => void) {
  try {
    await services.backend().workflows.removeStepType(id);
    pushToast(services.notifications, { type: 'success', title: 'Step removed', message: '' });
    reload();
  } catch {
    pushToast(services.notifications, { type: 'error', title: 'Action failed', message: TEXTS.actionFailed });
  }
}

/** Workflow type detail (seed B §2, admin only): edit the type, delete it, and design its step types. */
export default function WorkflowTypeDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const view = useRecordScreen<WorkflowType>({
    id,
    load: ({ backend }, typeId, signal) => backend().workflows.getType(typeId, { signal }),
    remove: ({ backend }, typeId, signal) => backend().workflows.removeType(typeId, { signal }),
    onRemoved: ({ notifications, navigate }) => {
      pushToast(notifications, { type: 'success', title: 'Workflow deleted', message: '' });
      navigate('/workflows');
    },
  });
  const reload = () => view.reload();

  if (view.notFound) {
    return (
      <EmptyState
        headingLevel={2}
        title={TEXTS.notFound}
        action={
          <Button asChild>
            <Link href="/workflows">Back to workflows</Link>
          </Button>
        }
      />
    );
  }
  if (view.loading) return <LoadingState message="Loading workflow…" />;
  const type = view.record;
  if (!type) {
    return (
      <div role="alert" className={rowStyle}>
        <span className={errorStyle}>{TEXTS.loadFailed}</span>
        {view.error && <Button onClick={view.error.onRetry}>Try again</Button>}
      </div>
    );
  }
  // A save or a step change reloads the type; keying on it gives every form a fresh draft.
  const version = JSON.stringify(type);
  return (
    <div className={stackStyle} key={version}>
      <div className={rowStyle}>
        <h1 className={css({ flex: '1', fontSize: '2xl', fontWeight: 'bold', m: '0' })}>{type.name}</h1>
        <Button variant="danger" onClick={view.remove.request}>
          Delete workflow
        </Button>
      </div>
      {view.error && <p className={errorStyle}>{TEXTS.loadFailed}</p>}
      <Card title="Details" headingLevel={2}>
        <TypeForm type={type} onSaved={reload} />
      </Card>
      <Card
        title="Steps"
        headingLevel={2}
        actions={
          <StepTypeDialog
            workflowType={type}
            step={null}
            onSaved={reload}
            trigger={<Button variant="primary">Add step</Button>}
          />
        }
      >
        {type.stepTypes.length === 0 ? (
          <p className={mutedStyle}>No steps yet. Add the first step of this workflow.</p>
        ) : (
          <ul className={listStyle} aria-label="Step types">
            {type.stepTypes.map((step) => (
              <li key={step.id} aria-label={step.name}>
                <div className={rowStyle}>
                  <strong>{step.name}</strong>
                  {step.isInitialStep && <Badge status="in-progress">Initial step</Badge>}
                  <span className={css({ flex: '1' })} />
                  <StepTypeDialog
                    workflowType={type}
                    step={step}
                    onSaved={reload}
                    trigger={<Button size="sm">Edit step</Button>}
                  />
                  <StepRemoval
                    name={step.name}
                    onConfirm={(services) => removeStep(services, step.id, reload)}
                  />
                </div>
                {step.description && <p className={mutedStyle}>{step.description}</p>}
                <p className={mutedStyle}>
                  Next: {step.nextSteps.length ? step.nextSteps.map((next) => next.name).join(', ') : 'none'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {/* Restore puts an update's earlier values into the Details form above (decision 0442). */}
      <HistoryPanel recordType="workflowType" recordId={type.id} restoreHref={`/workflows/${type.id}`} />
      <ConfirmDialog
        open={view.remove.confirmOpen}
        onOpenChange={(open) => (open ? undefined : view.remove.cancel())}
        title="Delete workflow?"
        message={`Delete ${type.name} and its steps?`}
        confirmLabel="Delete workflow"
        tone="danger"
        busy={view.remove.pending}
        onConfirm={view.remove.confirm}
      />
      {view.remove.error && (
        <p role="alert" className={errorStyle}>
          {/* the server's reason when it gives one ('Workflows have been started from this type …') */}
          {serverMessageOr(view.remove.error, TEXTS.actionFailed)}
        </p>
      )}
    </div>
  );
}
