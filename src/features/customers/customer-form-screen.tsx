import { FormScreen } from '../../kit/form-screen';
import type { ScreenProps } from '../../kit/services';
import { pushToast, useRecordFormScreen } from '../../kit/screen-actor';
import {
  customerToFormValues,
  EMPTY_CUSTOMER_FORM,
  toCustomerInput,
  validateCustomerForm,
  type CustomerFormValues,
} from '../../domain/customerForm';
import { customerFullName } from '../../domain/names';
import { customerHref } from './customer-columns';
import { CUSTOMER_FIELD_LABELS, CustomerFormFields } from './customer-form-fields';
import { CustomerNotFound } from './customer-not-found';

const SAVE_FALLBACK = 'Unable to save this customer right now. Please try again later.';

/** Customer form (seed A §2 Customer form, §5): create without an id, edit with one. */
export default function CustomerFormScreen({ params }: ScreenProps) {
  const recordId = params.id ?? null;
  const form = useRecordFormScreen<CustomerFormValues>({
    draftKind: 'customer',
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
    loadWithVersion: ({ backend }, id, signal) =>
      backend()
        .customers.get(id, { signal })
        .then((customer) => ({ values: customerToFormValues(customer), version: customer.version })),
    save: ({ backend }, id, values, signal, write) =>
      id
        ? backend().customers.update(id, toCustomerInput(values), { signal, ...write })
        : backend().customers.create(toCustomerInput(values), { signal, ...write }),
    // Issue 37: a customer save says so, as the catalogue and workflow saves do.
    onSaved: ({ navigate, notifications }, id) => {
      pushToast(notifications, {
        type: 'success',
        title: 'Saved',
        message: recordId ? 'Customer updated.' : 'Customer created.',
      });
      navigate(customerHref(id), { replace: true });
    },
    onLeave: ({ navigate }, to) => navigate(to ?? (recordId ? customerHref(recordId) : '/customers')),
  });

  return (
    <FormScreen
      form={form}
      title={form.isNew ? 'New customer' : 'Edit customer'}
      texts={{
        loading: 'Loading customer…',
        create: 'Create customer',
        save: 'Save changes',
        saveFailed: 'Customer not saved',
        saveFallback: SAVE_FALLBACK,
        leave: 'Your changes to this customer will be lost.',
        changedElsewhere: 'Someone else saved this customer after you opened it.',
        fieldLabels: CUSTOMER_FIELD_LABELS,
      }}
      // Seed A §8: a customer that is missing or fails to load reads 'Customer not found'.
      missing={() => <CustomerNotFound />}
    >
      <CustomerFormFields form={form} />
    </FormScreen>
  );
}
