import { css } from 'styled-system/css';
import { FormScreen, type FormScreenTexts } from '../../kit/form-screen';
import { FormTextField, type FormTextFieldProps } from '../../kit/form-text-field';
import { HistoryPanel } from '../../kit/history-panel';
import { LoadFailed } from '../../kit/record-not-found';
import { pushToast, useRecordFormScreen } from '../../kit/screen-actor';
import {
  DEFAULT_BUSINESS_PROFILE,
  LOGO_MAX_BYTES,
  businessProfileFormOf,
  businessProfileInputOf,
  validateBusinessProfileForm,
  type BusinessProfileForm,
} from '../../domain/businessProfile';
import { FormSection, ImageFileField, TextAreaField, type ImageKind } from '../../ui';

const BLANK: BusinessProfileForm = businessProfileFormOf(DEFAULT_BUSINESS_PROFILE);

const TEXTS: FormScreenTexts = {
  loading: 'Loading the business profile…',
  create: 'Save business profile',
  save: 'Save business profile',
  saveFailed: 'Business profile not saved',
  leave: 'Your changes to the business profile will be lost.',
  changedElsewhere: 'Someone else saved the business profile after you opened it.',
  fieldLabels: {
    name: 'Business name',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    logo: 'Logo image',
    paymentTerms: 'Payment terms',
    paymentDueDays: 'Days until due',
    nextInvoiceNumber: 'Next invoice number',
  },
};

/** What the logo may be (decision 0412): raster kinds only, never SVG (it can carry script). */
const LOGO_KINDS: readonly ImageKind[] = [
  { mime: 'image/png', name: 'PNG' },
  { mime: 'image/jpeg', name: 'JPEG' },
  { mime: 'image/webp', name: 'WebP' },
];

type TextFieldSpec = Omit<FormTextFieldProps<BusinessProfileForm>, 'form'>;

/** Name first, then (after the address) how to reach the business. */
const IDENTITY_FIELDS: readonly TextFieldSpec[] = [
  { name: 'name', label: 'Business name', required: true, input: { autoComplete: 'organization' } },
  { name: 'email', label: 'Email', input: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', label: 'Phone', input: { type: 'tel', autoComplete: 'tel' } },
];

const INVOICE_FIELDS: readonly TextFieldSpec[] = [
  { name: 'paymentTerms', label: 'Payment terms', helperText: 'Printed on every invoice as written.' },
  {
    name: 'paymentDueDays',
    label: 'Days until due',
    required: true,
    helperText: 'The due date is the invoice date plus these days.',
    input: { inputMode: 'numeric' },
  },
  {
    name: 'nextInvoiceNumber',
    label: 'Next invoice number',
    required: true,
    helperText:
      'The number the next invoice issued will carry. It may skip ahead, never back to one already used.',
    input: { inputMode: 'numeric' },
  },
];

/**
 * The business profile (issue 40 item 3), under Configurations: who the invoices come from, their
 * terms and where the invoice sequence stands. It stays open after each save, like Settings.
 */
export default function BusinessProfileScreen() {
  const form = useRecordFormScreen<BusinessProfileForm>({
    draftKind: 'business-profile',
    recordId: 'business-profile',
    blank: BLANK,
    validate: validateBusinessProfileForm,
    loadWithVersion: ({ backend }, _id, signal) =>
      backend()
        .businessProfile.get({ signal })
        .then((profile) => ({ values: businessProfileFormOf(profile), version: profile.version })),
    save: ({ backend }, _id, values, signal, write) =>
      backend()
        .businessProfile.save(businessProfileInputOf(values), { signal, ...write })
        .then((saved) => ({ id: 'business-profile', version: saved.version })),
    onSaved: ({ notifications }) =>
      pushToast(notifications, {
        type: 'success',
        title: 'Business profile saved',
        message: 'Invoices issued from now on carry it.',
      }),
    onLeave: () => {},
    stayAfterSave: true,
  });
  const fields = (list: readonly TextFieldSpec[]) =>
    list.map((spec) => <FormTextField key={spec.name} form={form} {...spec} />);
  const logo = form.field('logo');
  return (
    <div className={css({ maxW: '3xl' })}>
      <FormScreen
        form={form}
        title="Business profile"
        texts={TEXTS}
        saveMessages
        missing={(failure) =>
          failure && <LoadFailed title="Unable to load the business profile right now." failure={failure} />
        }
      >
        <FormSection title="Business identity">
          {fields(IDENTITY_FIELDS.slice(0, 1))}
          <TextAreaField label="Address" field={form.field('address')} maxLength={500} />
          {fields(IDENTITY_FIELDS.slice(1))}
          <ImageFileField
            label="Logo image"
            value={logo.value}
            onChange={logo.onChange}
            kinds={LOGO_KINDS}
            maxBytes={LOGO_MAX_BYTES}
            helperText="PNG, JPEG or WebP, at most 100 KB. Printed at the top of every invoice."
            errorText={logo.error}
            disabled={form.saving}
            previewAlt="Current logo"
            removeLabel="Remove logo"
          />
        </FormSection>
        <FormSection title="Invoices">{fields(INVOICE_FIELDS)}</FormSection>
      </FormScreen>
      {/*
        Who changed the profile and when (decision 0440), read again after each save. No Restore: a
        logo is kept in the trail as changed or not, never as an image to put back.
      */}
      {!form.loading && (
        <div className={css({ mt: '6' })}>
          <HistoryPanel key={form.version ?? 0} recordType="businessProfile" recordId="1" />
        </div>
      )}
    </div>
  );
}
