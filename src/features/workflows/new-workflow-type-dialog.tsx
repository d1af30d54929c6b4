import { draftFormProps, RestoreDraftBanner } from '../../kit/form-screen';
import { css } from 'styled-system/css';
import { useRecordFormScreen, pushToast } from '../../kit/screen-actor';
import { toWorkflowTypeInput, validateWorkflowTypeForm } from '../../domain/workflowForms';
import { Button, Dialog, DialogClose, TextAreaField, TextField } from '../../ui';

type TypeValues = { name: string; description: string };

const FORM_ID = 'new-workflow-type';
export const CREATE_FAILED = 'We were unable to create this workflow. Please try again.';

/** The form inside the dialog: a fresh draft each time the dialog opens (the dialog mounts it lazily). */
function NewWorkflowTypeForm() {
  const form = useRecordFormScreen<TypeValues>({
    draftKind: 'workflowType',
    recordId: null,
    blank: { name: '', description: '' },
    validate: (values) => validateWorkflowTypeForm(values, 'create'),
    save: async ({ backend }, _id, values, signal, write) => {
      const created = await backend().workflows.createType(
        toWorkflowTypeInput({ ...values, primaryStepTypeId: null }),
        { signal, ...write },
      );
      return { id: created.id };
    },
    onSaved: ({ notifications, navigate }, id) => {
      pushToast(notifications, { type: 'success', title: 'Workflow created', message: '' });
      navigate(`/workflows/${id}`);
    },
    onLeave: () => undefined,
  });
  const name = form.field('name');
  const description = form.field('description');
  return (
    <>
      <RestoreDraftBanner offer={form.restoreOffer} />
      <form id={FORM_ID} onSubmit={form.submit} noValidate {...draftFormProps(form)}>
        <TextField label="Workflow name" required field={name} />
        <TextAreaField label="Description" field={description} />
        {form.saveError && (
          <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
            {CREATE_FAILED}
          </p>
        )}
      </form>
    </>
  );
}

/** 'New workflow type' (seed B §2): a name is required ('Workflow name is required.'). */
export function NewWorkflowTypeDialog() {
  return (
    <Dialog
      title="New workflow type"
      trigger={<Button variant="primary">New workflow type</Button>}
      footer={
        <>
          <DialogClose>
            <Button>Cancel</Button>
          </DialogClose>
          <Button variant="primary" type="submit" form={FORM_ID}>
            Create workflow type
          </Button>
        </>
      }
    >
      <NewWorkflowTypeForm />
    </Dialog>
  );
}
