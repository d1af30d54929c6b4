import { css } from 'styled-system/css';
import type { ScreenProps } from '../../kit/services';
import { useRecordFormScreen } from '../../kit/screen-actor';
import {
  customerToFormValues,
  EMPTY_CUSTOMER_FORM,
  toCustomerInput,
  validateCustomerForm,
  type CustomerFormValues,
} from '../../domain/customerForm';
import { customerFullName } from '../../domain/names';
import { Alert, Button, LeaveFormDialog, LoadingState, PageHeader } from '../../ui';
import { customerHref } from './customer-columns';
import { CustomerFormFields } from './customer-form-fields';
import { CustomerNotFound } from './customer-not-found';

const SAVE_FALLBACK = 'Unable to save this customer right now. Please try again later.';
const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '3xl' });

/** Customer form (seed A §2 Customer form, §5): create without an id, edit with one. */
export default function CustomerFormScreen({ params }: ScreenProps) {
  const recordId = params.id ?? null;
  const form = useRecordFormScreen<CustomerFormValues>({
    recordId,
    blank: EMPTY_CUSTOMER_FORM,
    validate: validateCustomerForm,
    saveFailure: SAVE_FALLBACK,
    label: recordId
      ? {
          path: customerHref(recordId),
          of: (values) => customerFullName({ ...values, id: recordId }),
          missing: 'Customer not found',
        }
      : undefined,
    load: ({ backend }, id, signal) => backend().customers.get(id, { signal }).then(customerToFormValues),
    save: ({ backend }, id, values, signal) =>
      id
        ? backend().customers.update(id, toCustomerInput(values), { signal })
        : backend().customers.create(toCustomerInput(values), { signal }),
    onSaved: ({ navigate }, id) => navigate(customerHref(id), { replace: true }),
    onLeave: ({ navigate }, to) => navigate(to ?? (recordId ? customerHref(recordId) : '/customers')),
  });

  if (form.loading) return <LoadingState message="Loading customer…" />;
  // Seed A §8: a customer that is missing or fails to load reads 'Customer not found'.
  if (form.notFound || form.loadError) return <CustomerNotFound />;

  return (
    <div className={pageStyle}>
      <PageHeader title={form.isNew ? 'New customer' : 'Edit customer'} />
      <form
        noValidate
        onSubmit={form.submit}
        className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
      >
        <CustomerFormFields form={form} />
        {form.saveError && (
          <Alert tone="error" title="Customer not saved">
            {form.saveError.message || SAVE_FALLBACK}
          </Alert>
        )}
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })}>
          <Button onClick={() => form.leave()} disabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={form.saving}>
            {form.isNew ? 'Create customer' : 'Save changes'}
          </Button>
        </div>
      </form>
      <LeaveFormDialog
        confirmLeave={form.confirmLeave}
        message="Your changes to this customer will be lost."
      />
    </div>
  );
}
