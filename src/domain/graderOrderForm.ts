import type { FieldErrors } from './formRules';
import type { GraderOrder, GraderOrderInput } from './graderOrder';
import type { ServiceKey } from './submission';

/** The grader order form's fields, as typed. */
export interface GraderOrderFormValues {
  service: ServiceKey;
  orderNumber: string;
  label: string;
  /** YYYY-MM-DD or ''. */
  targetReturnOn: string;
  notes: string;
}

export type GraderOrderField = keyof GraderOrderFormValues;

export const EMPTY_GRADER_ORDER_FORM: GraderOrderFormValues = {
  service: 'psaValueBulk',
  orderNumber: '',
  label: '',
  targetReturnOn: '',
  notes: '',
};

export const GRADER_ORDER_MESSAGES = {
  labelRequired: 'Label is required.',
  targetDate: 'Target return date must be a date.',
} as const;

/** A label to find the order by; the company's number may come later. */
export function validateGraderOrderForm(values: GraderOrderFormValues): FieldErrors<GraderOrderField> {
  const errors: FieldErrors<GraderOrderField> = {};
  if (!values.label.trim()) errors.label = GRADER_ORDER_MESSAGES.labelRequired;
  if (values.targetReturnOn && !/^\d{4}-\d{2}-\d{2}$/.test(values.targetReturnOn)) {
    errors.targetReturnOn = GRADER_ORDER_MESSAGES.targetDate;
  }
  return errors;
}

export const toGraderOrderInput = (values: GraderOrderFormValues): GraderOrderInput => ({
  service: values.service,
  orderNumber: values.orderNumber.trim(),
  label: values.label.trim(),
  targetReturnOn: values.targetReturnOn || null,
  notes: values.notes.trim(),
});

export const graderOrderToFormValues = (order: GraderOrder): GraderOrderFormValues => ({
  service: order.service,
  orderNumber: order.orderNumber,
  label: order.label,
  targetReturnOn: order.targetReturnOn ?? '',
  notes: order.notes,
});
