import {
  ChangedElsewhere,
  draftFormProps,
  RestoreDraftBanner,
  TheirVersionLoaded,
} from '../../kit/form-screen';
import type { ReactElement } from 'react';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { useRecordFormScreen, pushToast } from '../../kit/screen-actor';
import type { AppServices } from '../../kit/services';
import type { StepType, WorkflowType } from '../../domain/workflow';
import { toStepTypeInput, validateStepTypeForm } from '../../domain/workflowForms';
import { Button, Checkbox, Dialog, DialogClose, LoadingState, TextAreaField, TextField } from '../../ui';

type StepValues = { name: string; description: string; nextStepTypeIds: string[]; isInitialStep: boolean };

export const STEP_SAVE_FAILED = 'Unable to save this step. Please retry.';
export const STEP_LOAD_FELL_BACK = 'Failed to load latest step details. Editing local copy.';

const errorStyle = css({ color: 'fg.danger', fontSize: 'sm' });
const groupStyle = stack({ border: 'none', p: '0', m: '0', gap: '2' });
const legendStyle = css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' });

const valuesOf = (step: StepType): StepValues => ({
  name: step.name,
  description: step.description,
  nextStepTypeIds: [...step.nextStepTypeIds],
  isInitialStep: step.isInitialStep,
});

interface StepTypeFormProps {
  /** The workflow type the step belongs to; its step types are the next-step choices. */
  workflowType: WorkflowType;
  /** The step being edited (its local copy), or null for a new step. */
  step: StepType | null;
  onSaved: (services: AppServices) => void;
}

function StepTypeForm({ workflowType, step, onSaved }: StepTypeFormProps) {
  const formId = `step-type-${step?.id ?? 'new'}`;
  const form = useRecordFormScreen<StepValues>({
    // a new step belongs to its workflow type: one draft per type
    draftKind: `stepType:${workflowType.id}`,
    recordId: step?.id ?? null,
    blank: { name: '', description: '', nextStepTypeIds: [], isInitialStep: false },
    validate: validateStepTypeForm,
    // The latest copy from the backend; when that fails, the list's copy is edited (seed B §8). Its
    // version goes with the save, so a step changed meanwhile asks first (decision 0334).
    loadWithVersion: async (services, id, signal) => {
      try {
        const latest = await services.backend().workflows.getStepType(id, { signal });
        return { values: valuesOf(latest), version: latest.version };
      } catch (error) {
        if (signal.aborted || !step) throw error;
        pushToast(services.notifications, { type: 'warning', title: STEP_LOAD_FELL_BACK, message: '' });
        return { values: valuesOf(step), version: step.version };
      }
    },
    save: async ({ backend }, id, values, signal, write) => {
      const input = toStepTypeInput(Number(workflowType.id), values);
      const saved =
        id === null
          ? await backend().workflows.createStepType(input, { signal, ...write })
          : await backend().workflows.updateStepType(id, input, { signal, ...write });
      return { id: saved.id };
    },
    onSaved: (services) => {
      pushToast(services.notifications, {
        type: 'success',
        title: step ? 'Step updated' : 'Step added',
        message: '',
      });
      onSaved(services);
    },
    onLeave: () => undefined,
  });
  if (form.loading) return <LoadingState message="Loading step…" />;
  const name = form.field('name');
  const description = form.field('description');
  const next = form.values.nextStepTypeIds;
  // Every other step type of the workflow type can follow this one.
  const choices = workflowType.stepTypes.filter((candidate) => candidate.id !== step?.id);
  return (
    <>
      <RestoreDraftBanner offer={form.restoreOffer} />
      <form id={formId} onSubmit={form.submit} noValidate {...draftFormProps(form)}>
        <TextField label="Step name" required field={name} />
        <TextAreaField label="Description" field={description} />
        {choices.length > 0 && (
          <fieldset className={groupStyle} data-field="nextStepTypeIds">
            <legend className={legendStyle}>Next steps</legend>
            {choices.map((choice) => (
              <Checkbox
                key={choice.id}
                label={choice.name}
                checked={next.includes(choice.id)}
                onCheckedChange={(checked) =>
                  form.set({
                    nextStepTypeIds: checked ? [...next, choice.id] : next.filter((id) => id !== choice.id),
                  })
                }
              />
            ))}
          </fieldset>
        )}
        {step && (
          <>
            <Checkbox
              label="Initial step"
              checked={form.values.isInitialStep}
              onCheckedChange={(checked) => form.set({ isInitialStep: checked })}
            />
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              Only one step starts a workflow: marking this one clears the others.
            </p>
          </>
        )}
        {form.saveError && (
          <p role="alert" className={errorStyle}>
            {STEP_SAVE_FAILED}
          </p>
        )}
        <TheirVersionLoaded form={form} />
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '4' })}>
          <DialogClose>
            <Button>Cancel</Button>
          </DialogClose>
          <Button variant="primary" type="submit" loading={form.saving}>
            {step ? 'Save step' : 'Add step'}
          </Button>
        </div>
      </form>
      <ChangedElsewhere form={form} message="Someone else saved this step after you opened it." />
    </>
  );
}

/** Add step / Edit step (seed B §2 Workflow type detail); the initial-step toggle only when editing. */
export function StepTypeDialog(props: StepTypeFormProps & { trigger: ReactElement }) {
  const { trigger, ...form } = props;
  return (
    <Dialog title={form.step ? 'Edit step' : 'Add step'} trigger={trigger}>
      <StepTypeForm {...form} />
    </Dialog>
  );
}
