import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import type { RecordFormView } from '../../machines/recordForm';
import {
  Alert,
  Button,
  ChangedElsewhereDialog,
  LeaveFormDialog,
  LoadingState,
  mainAndSideStyle,
  PageHeader,
  pageStyle,
} from '../ui';
import { draftFormProps, RestoreDraftBanner } from './restore-draft';
import { RestoringValuesNotice } from './restoring-values-notice';

export { draftFormProps, RestoreDraftBanner } from './restore-draft';
import { PanelBoundary } from './panel-boundary';

const narrowStyle = css({ maxW: '3xl' });
const columnStyle = css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' });
// A form inside a page's card holds fields, not sections: they sit as close as a section's fields.
const sectionFormStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const sideStyle = stack({ gap: '4', position: { lg: 'sticky' }, top: { lg: '4' }, alignSelf: 'start' });
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' });
const detailStyle = css({ m: '0' });

export interface FormScreenTexts {
  /** e.g. 'Loading customer…'. Absent: the fields show at once (a section of a page that already shows the record). */
  loading?: string;
  /** The save button of a new record, e.g. 'Create customer'. */
  create: string;
  /** The save button of an existing record, e.g. 'Save changes'. */
  save: string;
  /** The save button while saving (default: its own label with a spinner). */
  saving?: string;
  /**
   * The banner's title when a save failed, e.g. 'Customer not saved'. Absent: the screen tells a failed
   * save itself (the catalogues' 'Something went wrong' toast).
   */
  saveFailed?: string;
  /** The banner's text when the failure carries no message of its own. */
  saveFallback?: string;
  /** The 'Leave without saving?' dialog's message, e.g. 'Your changes to this customer will be lost.' */
  leave: string;
  /**
   * What the 'Changed since you opened it' question says, naming the record (e.g. 'Someone else saved
   * this customer after you opened it.'); default: the record.
   */
  changedElsewhere?: string;
  /**
   * The fields' labels by name, so that question names the fields the other person changed as the
   * form labels them (default: the field's name as words).
   */
  fieldLabels?: Readonly<Record<string, string>>;
}

const CHANGED_ELSEWHERE = 'Someone else saved this record after you opened it.';
const CHANGED_CHOICES =
  'Load their version (your changes are set aside and can be brought back), or save the fields you changed over theirs.';

export interface FormScreenProps<Values extends object> {
  /** The screen's form (useRecordFormScreen). */
  form: RecordFormView<Values>;
  /**
   * The page's h1, e.g. 'New customer' or 'Edit customer'. Absent: the form is a section of a page (a
   * card on a detail screen) with no header of its own.
   */
  title?: string;
  /** A 'Back' link above the title, e.g. a catalogue's list. */
  back?: string;
  texts: FormScreenTexts;
  /**
   * What shows instead of the form when the record is missing: `error` is null when it does not
   * exist, and the load failure (with its retry) when it could not be read. Absent: the form shows
   * anyway (its page shows the record and says when it is missing).
   */
  missing?: (error: RecordFormView<Values>['loadError']) => ReactNode;
  /** Show the server's messages, joined with '; ', in the failed-save banner instead of its message. */
  saveMessages?: boolean;
  /** A side column (e.g. a price summary): the form becomes two columns with the buttons under it. */
  aside?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form's layout with its states wired once: the loading text, the missing state, then the Back link,
 * the title, 'Restore unsaved changes?', the fields, the failed-save banner beside the buttons, Cancel
 * and Save (with its saving state), the 'Leave without saving?' dialog and the 'Changed since you
 * opened it' question. A form that stays open after saving (`stayAfterSave`: Settings, a detail page's
 * section) has no Cancel, and its Save waits for a change.
 */
export function FormScreen<Values extends object>({
  form,
  title,
  back,
  texts,
  missing,
  saveMessages = false,
  aside,
  children,
}: FormScreenProps<Values>) {
  const backLink = back && <BackLink href={back} />;
  if (form.loading && texts.loading) return <LoadingState message={texts.loading} />;
  if (missing && (form.notFound || form.loadError)) {
    const content = missing(form.notFound ? null : form.loadError);
    return backLink ? (
      <div className={cx(pageStyle, narrowStyle)}>
        {backLink}
        {content}
      </div>
    ) : (
      <>{content}</>
    );
  }
  const failure = form.saveError;
  const detail =
    failure && (saveMessages ? failure.messages.join('; ') : failure.message || texts.saveFallback);
  const label = form.isNew ? texts.create : texts.save;
  const footer = (
    <>
      <TheirVersionLoaded form={form} />
      {failure && texts.saveFailed && (
        <Alert tone="error" title={texts.saveFailed}>
          {detail && detail !== texts.saveFailed && <p className={detailStyle}>{detail}</p>}
        </Alert>
      )}
      <div className={actionsStyle}>
        {!form.stays && (
          <Button onClick={() => form.leave()} disabled={form.saving}>
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          variant="primary"
          loading={form.saving && !texts.saving}
          disabled={form.saving || (form.stays && !form.dirty)}
        >
          {form.saving && texts.saving ? texts.saving : label}
        </Button>
      </div>
    </>
  );
  const body = (
    <>
      <RestoreDraftBanner offer={form.restoreOffer} />
      {!form.isNew && <RestoringValuesNotice />}
      <form
        noValidate
        onSubmit={form.submit}
        className={aside ? mainAndSideStyle : title === undefined ? sectionFormStyle : columnStyle}
        {...draftFormProps(form)}
      >
        {aside ? (
          <>
            <div className={columnStyle}>{children}</div>
            <div className={sideStyle}>
              <PanelBoundary name="form side">{aside}</PanelBoundary>
              {footer}
            </div>
          </>
        ) : (
          <>
            {children}
            {footer}
          </>
        )}
      </form>
      <LeaveFormDialog confirmLeave={form.confirmLeave} message={texts.leave} />
      <ChangedElsewhere form={form} message={texts.changedElsewhere} fieldLabels={texts.fieldLabels} />
    </>
  );
  if (title === undefined) return <div className={sectionFormStyle}>{body}</div>;
  return (
    <div className={cx(pageStyle, !aside && narrowStyle)}>
      {backLink}
      <PageHeader title={title} />
      {body}
    </div>
  );
}

/** A ghost 'Back' link to where the form was opened from (the list of its records). */
export function BackLink({ href }: { href: string }) {
  return (
    <div>
      <Button asChild variant="ghost" size="sm">
        <Link href={href}>
          <ArrowLeft size={16} aria-hidden />
          Back
        </Link>
      </Button>
    </div>
  );
}

/** After 'Load their version': says the person's changes are set aside, with the way to bring them back. */
export function TheirVersionLoaded({ form }: { form: Pick<RecordFormView<object>, 'restoreMine'> }) {
  if (!form.restoreMine) return null;
  return (
    <Alert tone="info" title="Their version is loaded">
      <p className={detailStyle}>Your changes are set aside.</p>
      <div className={actionsStyle}>
        <Button onClick={form.restoreMine}>Bring back my changes</Button>
      </div>
    </Alert>
  );
}

/** The 'Changed since you opened it' question a stale save (409) asks; forms with their own layout use it too. */
export function ChangedElsewhere({
  form,
  message,
  fieldLabels,
}: {
  form: Pick<RecordFormView<object>, 'conflict'>;
  message?: string | undefined;
  fieldLabels?: Readonly<Record<string, string>> | undefined;
}) {
  return (
    <ChangedElsewhereDialog
      conflict={form.conflict}
      fieldLabels={fieldLabels}
      message={`${message ?? CHANGED_ELSEWHERE} ${CHANGED_CHOICES}`}
    />
  );
}
