import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { css } from 'styled-system/css';
import type { RecordFormView } from '../../machines/recordForm';
import { Alert, Button, Dialog, LeaveFormDialog, type DialogSize } from '../ui';
import { ChangedElsewhere, TheirVersionLoaded } from './form-screen';
import { draftFormProps, RestoreDraftBanner } from './restore-draft';
import { useRecordFormScreen, type RecordFormScreenOptions } from './record-screen';

/** What a form inside a FormDialog needs of it: closing, and being asked first when Escape is pressed. */
interface FormDialogControl {
  /** The id the form element takes, so the dialog can put focus on its first field. */
  formId: string;
  close: () => void;
  /** The form's own `leave` (asks 'Leave without saving?' when dirty); null when no form is open. */
  setLeave: (leave: (() => void) | null) => void;
}

const FormDialogContext = createContext<FormDialogControl | null>(null);

function useFormDialog(): FormDialogControl {
  const control = useContext(FormDialogContext);
  if (!control) throw new Error('useDialogFormScreen is used inside a <FormDialog>');
  return control;
}

export interface FormDialogProps {
  title: string;
  description?: ReactNode;
  /** The button that opens it; focus returns to it when the dialog closes. */
  trigger: ReactElement;
  size?: DialogSize;
  /**
   * The form: a component that calls `useDialogFormScreen` and renders `<DialogForm>`. It mounts each
   * time the dialog opens (a fresh draft, or the one kept from an earlier visit) and unmounts on close.
   */
  children: ReactNode;
}

const FIRST_FIELD = 'input:not([type="hidden"]), select, textarea, [role="combobox"]';

/**
 * A kit form in a modal dialog (Ark's, from ui): the recordForm machine behind it, as on a page.
 * Escape, the close button, a backdrop click and Cancel all leave the form the form's way: at once when
 * nothing was typed, else through 'Leave without saving?'. A failed save keeps the dialog open with
 * every value as typed and the failure beside the buttons; a saved form closes it. Focus starts on the
 * first field and goes back to the trigger.
 */
export function FormDialog({ title, description, trigger, size = 'md', children }: FormDialogProps) {
  // Whether the dialog is open is the view's own state (no record depends on it); the form inside
  // is the recordForm machine, started when it opens.
  const [open, setOpen] = useState(false);
  const leaveRef = useRef<(() => void) | null>(null);
  const formId = useId();
  const close = useCallback(() => setOpen(false), []);
  const setLeave = useCallback((leave: (() => void) | null) => {
    leaveRef.current = leave;
  }, []);
  const control = useMemo(() => ({ formId, close, setLeave }), [formId, close, setLeave]);
  return (
    <FormDialogContext.Provider value={control}>
      <Dialog
        title={title}
        description={description}
        size={size}
        trigger={trigger}
        open={open}
        onOpenChange={(next) => {
          if (next) setOpen(true);
          else if (leaveRef.current) leaveRef.current();
          else setOpen(false);
        }}
        initialFocusEl={() =>
          document.getElementById(formId)?.querySelector<HTMLElement>(FIRST_FIELD) ?? null
        }
      >
        {children}
      </Dialog>
    </FormDialogContext.Provider>
  );
}

/**
 * `useRecordFormScreen` for a form inside a FormDialog: a save runs `onSaved` and closes the dialog;
 * leaving (Cancel, Escape, confirmed 'Leave') closes it. Its unsaved draft is kept like any form's,
 * so a reload while typing offers it back the next time the dialog opens.
 */
export function useDialogFormScreen<Values extends object>(
  options: Omit<RecordFormScreenOptions<Values>, 'onLeave' | 'stayAfterSave'>,
): RecordFormView<Values> {
  const dialog = useFormDialog();
  const form = useRecordFormScreen<Values>({
    ...options,
    onSaved: (services, id) => {
      options.onSaved(services, id);
      dialog.close();
    },
    onLeave: () => dialog.close(),
  });
  const { leave } = form;
  useEffect(() => {
    dialog.setLeave(() => leave());
    return () => dialog.setLeave(null);
  }, [dialog, leave]);
  return form;
}

export interface DialogFormTexts {
  /** The submit button, e.g. 'Record payment'. */
  submit: string;
  /** The failed-save banner's title, e.g. 'Payment not recorded'. */
  saveFailed: string;
  /** Its text when the failure carries no message of its own. */
  saveFallback?: string;
  /** The 'Leave without saving?' message, e.g. 'The payment you typed will be lost.' */
  leave: string;
  /** The 'Changed since you opened it' question, for a form over a versioned record. */
  changedElsewhere?: string;
}

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const actionsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  justifyContent: 'flex-end',
  pt: '1',
});
const detailStyle = css({ m: '0' });

/**
 * The body of a FormDialog's form: 'Restore unsaved changes?', the fields, the failed-save banner with
 * the server's message, Cancel and the submit button (busy while saving), and the form's questions.
 */
export function DialogForm<Values extends object>({
  form,
  texts,
  children,
}: {
  form: RecordFormView<Values>;
  texts: DialogFormTexts;
  children: ReactNode;
}) {
  const { formId } = useFormDialog();
  const failure = form.saveError;
  const detail = failure && (failure.messages.join('; ') || failure.message || texts.saveFallback);
  return (
    <>
      <RestoreDraftBanner offer={form.restoreOffer} />
      <form id={formId} noValidate onSubmit={form.submit} className={formStyle} {...draftFormProps(form)}>
        {children}
        <TheirVersionLoaded form={form} />
        {failure && (
          <Alert tone="error" title={texts.saveFailed}>
            {detail && <p className={detailStyle}>{detail}</p>}
          </Alert>
        )}
        <div className={actionsStyle}>
          <Button onClick={() => form.leave()} disabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={form.saving}>
            {texts.submit}
          </Button>
        </div>
      </form>
      <LeaveFormDialog confirmLeave={form.confirmLeave} message={texts.leave} />
      <ChangedElsewhere form={form} message={texts.changedElsewhere} />
    </>
  );
}
