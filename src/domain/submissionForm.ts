import { compact, isBlank } from './formRules';
import type { FieldErrors } from './formRules';
import { isStatusCode } from './statuses';
import { SERVICE_KEYS } from './submission';
import type { PrescreeningLevel, ServiceCounts, ServiceKey, Submission, SubmissionInput } from './submission';

export const NOTES_MAX_LENGTH = 1000;

export const SUBMISSION_MESSAGES = {
  customerRequired: 'Select a customer to continue',
  prescreeningOption: 'Choose a prescreening option',
  notesTooLong: 'Notes must be 1000 characters or fewer',
  countNegative: 'Enter a non-negative number',
} as const;

/** The submission form: prescreening is a checkbox plus an option (2 or 3) shown while it is on. */
export interface SubmissionFormValues extends ServiceCounts {
  customerId: string | null;
  prescreeningRequested: boolean;
  /** The chosen option; read only while prescreeningRequested is true. */
  prescreening: number | null;
  consignAfterGrading: boolean;
  notes: string;
}

export type SubmissionField = 'customerId' | 'prescreening' | 'notes' | ServiceKey;

/** Counts are checked as typed; NaN (an emptied number box) fails like a negative. */
const countError = (count: number): string | undefined =>
  Number.isFinite(count) && count >= 0 ? undefined : SUBMISSION_MESSAGES.countNegative;

export function validateSubmissionForm(values: SubmissionFormValues): FieldErrors<SubmissionField> {
  const counts = Object.fromEntries(SERVICE_KEYS.map((key) => [key, countError(values[key])])) as Record<
    ServiceKey,
    string | undefined
  >;
  return compact({
    customerId: isBlank(values.customerId) ? SUBMISSION_MESSAGES.customerRequired : undefined,
    prescreening:
      values.prescreeningRequested && values.prescreening !== 2 && values.prescreening !== 3
        ? SUBMISSION_MESSAGES.prescreeningOption
        : undefined,
    // Counted in UTF-16 units, as the textarea's maxLength and character counter count.
    notes: values.notes.length > NOTES_MAX_LENGTH ? SUBMISSION_MESSAGES.notesTooLong : undefined,
    ...counts,
  });
}

/** A stepper's value: a whole number, never below 0; anything unreadable is 0. */
export function clampCount(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.trunc(number) : 0;
}

/** 2 and 3 are prescreening levels; anything else means not requested (1). */
export const coercePrescreening = (value: unknown): PrescreeningLevel => {
  const level = typeof value === 'string' ? Number(value.trim()) : value;
  return level === 2 || level === 3 ? level : 1;
};

function coerceCustomerId(value: unknown): string | undefined {
  const id = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : undefined;
}

/**
 * A submission body from loose input (a form, a demo request): counts become non-negative whole numbers,
 * prescreening outside 2 and 3 becomes 1, and customerId is left out when empty.
 */
export function coerceSubmissionInput(raw: Readonly<Record<string, unknown>>): SubmissionInput {
  const input: SubmissionInput = {
    ...(Object.fromEntries(SERVICE_KEYS.map((key) => [key, clampCount(raw[key])])) as ServiceCounts),
    prescreening: coercePrescreening(raw['prescreening']),
    consignAfterGrading: raw['consignAfterGrading'] === true || raw['consignAfterGrading'] === 'true',
    notes: typeof raw['notes'] === 'string' ? raw['notes'] : '',
  };
  const customerId = coerceCustomerId(raw['customerId']);
  if (customerId !== undefined) input.customerId = customerId;
  const status = typeof raw['status'] === 'string' ? Number(raw['status']) : raw['status'];
  if (isStatusCode(status)) input.status = status;
  return input;
}

/** The same coercion for an update: only the fields present in the input are returned. */
export function coerceSubmissionPatch(raw: Readonly<Record<string, unknown>>): Partial<SubmissionInput> {
  const full = coerceSubmissionInput(raw);
  const patch: Partial<SubmissionInput> = {};
  for (const key of Object.keys(full) as (keyof SubmissionInput)[]) {
    if (key in raw) Object.assign(patch, { [key]: full[key] });
  }
  return patch;
}

/** What the form sends: prescreening is 1 unless requested with a valid option. */
export const toSubmissionInput = (values: SubmissionFormValues): SubmissionInput =>
  coerceSubmissionInput({
    ...values,
    prescreening: values.prescreeningRequested ? values.prescreening : 1,
  });

export const EMPTY_SUBMISSION_FORM: SubmissionFormValues = {
  ...(Object.fromEntries(SERVICE_KEYS.map((key) => [key, 0])) as ServiceCounts),
  customerId: null,
  prescreeningRequested: false,
  prescreening: null,
  consignAfterGrading: false,
  notes: '',
};

/** Edit starts from the stored submission. */
export const submissionToFormValues = (submission: Submission): SubmissionFormValues => ({
  ...(Object.fromEntries(SERVICE_KEYS.map((key) => [key, submission[key]])) as ServiceCounts),
  customerId: submission.customerId,
  prescreeningRequested: submission.prescreening !== 1,
  prescreening: submission.prescreening === 1 ? null : submission.prescreening,
  consignAfterGrading: submission.consignAfterGrading,
  notes: submission.notes,
});

/** Turning prescreening on picks Pass/Fail (2) unless an option is already chosen; off clears it (1). */
export const setPrescreeningRequested = (
  values: SubmissionFormValues,
  requested: boolean,
): SubmissionFormValues => ({
  ...values,
  prescreeningRequested: requested,
  prescreening: requested ? (values.prescreening === 3 ? 3 : 2) : null,
});
