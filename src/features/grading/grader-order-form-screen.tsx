import { FormScreen } from '../../kit/form-screen';
import type { ScreenProps } from '../../kit/services';
import { useRecordFormScreen } from '../../kit/screen-actor';
import {
  EMPTY_GRADER_ORDER_FORM,
  graderOrderToFormValues,
  toGraderOrderInput,
  validateGraderOrderForm,
  type GraderOrderFormValues,
} from '../../domain/graderOrderForm';
import { SERVICE_PRICING } from '../../domain/pricing';
import { SERVICE_KEYS, type ServiceKey } from '../../domain/submission';
import { FormSection, NativeSelect, TextAreaField, TextField } from '../../ui';
import { GRADING_PATH, orderHref } from './grading-links';

const SAVE_FAILED = 'We could not save this grader order. Please try again.';

const SERVICE_OPTIONS = SERVICE_KEYS.map((key) => ({ value: key, label: SERVICE_PRICING[key].label }));

/** New grader order / Edit grader order: the service decides the grading company. */
export default function GraderOrderFormScreen({ params }: ScreenProps) {
  const recordId = params.id ?? null;
  const form = useRecordFormScreen<GraderOrderFormValues>({
    draftKind: 'graderOrder',
    recordId,
    blank: EMPTY_GRADER_ORDER_FORM,
    validate: validateGraderOrderForm,
    saveFailure: SAVE_FAILED,
    loadWithVersion: ({ backend }, id, signal) =>
      backend()
        .graderOrders.get(id, { signal })
        .then((order) => ({ values: graderOrderToFormValues(order), version: order.version })),
    save: ({ backend }, id, values, signal, write) =>
      id
        ? backend().graderOrders.update(id, toGraderOrderInput(values), { signal, ...write })
        : backend().graderOrders.create(toGraderOrderInput(values), { signal, ...write }),
    onSaved: ({ navigate }, id) => navigate(orderHref(id), { replace: true }),
    onLeave: ({ navigate }, to) => navigate(to ?? (recordId ? orderHref(recordId) : GRADING_PATH)),
  });
  const service = form.field('service');
  return (
    <FormScreen
      form={form}
      title={form.isNew ? 'New grader order' : 'Edit grader order'}
      texts={{
        loading: 'Loading grader order…',
        create: 'Create order',
        save: 'Save order',
        saving: 'Saving…',
        saveFailed: SAVE_FAILED,
        leave: 'Your changes to this grader order will be lost.',
      }}
    >
      <FormSection>
        <NativeSelect
          label="Service"
          name={service.name}
          options={SERVICE_OPTIONS}
          value={service.value}
          disabled={form.saving}
          onValueChange={(value: ServiceKey) => service.onChange(value)}
        />
        <TextField label="Label" required field={form.field('label')} input={{ disabled: form.saving }} />
        <TextField
          label="Company order number"
          helperText="The number the grading company gave this order, once it has one."
          field={form.field('orderNumber')}
          input={{ disabled: form.saving }}
        />
        <TextField
          label="Target return date"
          field={form.field('targetReturnOn')}
          input={{ type: 'date', disabled: form.saving }}
        />
        <TextAreaField label="Notes" field={form.field('notes')} />
      </FormSection>
    </FormScreen>
  );
}
