import * as v from 'valibot';
import type { CatalogueKind } from './catalogue';
import { decodePrescreenNotes } from './prescreenNotes';
import { hasAnyRole } from './session';
import { SERVICE_KEYS } from './submission';

/**
 * The audit trail (issue 41): who changed which record, when, to which version, and each changed
 * field's value before and after. The server and the demo backend build entries with the same rules
 * here, so both data modes record the same thing.
 */

/** What happened to the record. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'archive',
  'restore',
  'delete',
  'sign-in',
  'sign-in-failed',
  // A sign-in account's password (decision 0439): asked for a reset link, set by one, set by an
  // invitation's link, changed in Settings. None of them keeps the password, the link or its token.
  'password-reset-requested',
  'password-reset',
  'invitation-accepted',
  'password-changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record that keep a history; `user` holds sign-ins. */
export const AUDIT_RECORD_TYPES = [
  'customer',
  'submission',
  'card',
  'workflow',
  'step',
  'workflowType',
  'stepType',
  'employee',
  'cardGrade',
  'cardGradeError',
  'cardQualifier',
  'prescreenRecommendation',
  'graderOrder',
  'invoice',
  'payment',
  'businessProfile',
  'user',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_RECORD_TYPE_LABELS: Record<AuditRecordType, string> = {
  customer: 'Customer',
  submission: 'Submission',
  card: 'Card',
  workflow: 'Workflow',
  step: 'Workflow step',
  workflowType: 'Workflow type',
  stepType: 'Step type',
  employee: 'Employee',
  cardGrade: 'Card grade',
  cardGradeError: 'Grade error',
  cardQualifier: 'Qualifier',
  prescreenRecommendation: 'Prescreen recommendation',
  graderOrder: 'Grader order',
  invoice: 'Invoice',
  payment: 'Payment',
  businessProfile: 'Business profile',
  user: 'Sign-in account',
};

/** Each catalogue's record type in the trail. */
export const CATALOGUE_AUDIT_TYPES: Record<CatalogueKind, AuditRecordType> = {
  cardGrades: 'cardGrade',
  cardGradeErrors: 'cardGradeError',
  cardQualifiers: 'cardQualifier',
  prescreenRecommendations: 'prescreenRecommendation',
};

/**
 * The record types whose histories only admins read: the roster, the sign-in accounts, and the
 * business profile (only admins change it, in Configurations); staff read the rest.
 */
const ADMIN_ONLY: ReadonlySet<AuditRecordType> = new Set(['employee', 'user', 'businessProfile']);

/**
 * Personal fields (a customer's contact details, an employee's) are recorded, but a history is shown
 * only to people who may read the record itself: staff read customers and the catalogues; the roster
 * and the sign-in accounts are admins' alone (decision 0430).
 */
export function mayReadHistory(recordType: AuditRecordType, roles: readonly string[]): boolean {
  if (hasAnyRole(roles, ['ADMIN'])) return true;
  return hasAnyRole(roles, ['EMPLOYEE']) && !ADMIN_ONLY.has(recordType);
}

const AuditValueSchema = v.nullable(v.union([v.string(), v.number(), v.boolean()]));

/** A recorded value: what the record held, flattened to something a table cell can show. */
export type AuditValue = v.InferOutput<typeof AuditValueSchema>;

/** One changed field, as stored and as sent. */
export const AuditChangeSchema = v.object({
  field: v.string(),
  before: AuditValueSchema,
  after: AuditValueSchema,
});
export type AuditChange = v.InferOutput<typeof AuditChangeSchema>;

export interface AuditEntry {
  id: number;
  /** ISO instant. */
  at: string;
  /** The signed-in user who made the change; null for a failed sign-in. */
  actorId: number | null;
  /** Their name as it was then, so the entry reads the same after they leave. */
  actorName: string;
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: number;
  /** The record's version this change made, where the record is versioned. */
  version: number | null;
  changes: AuditChange[];
  /**
   * The record an entry of a record with no page of its own belongs to, as the activity log reads it
   * (decision 0542): a card's, workflow's or step's submission, a payment's invoice, a step type's
   * workflow type, a sign-in account's employee or customer. Null when that record is gone; absent
   * where it is not read (a record's History).
   */
  owner?: AuditRecordRef | null;
}

/** A record named by its type and id. */
export interface AuditRecordRef {
  recordType: AuditRecordType;
  recordId: number;
}

/** A record's audited fields, as the stores read them. */
export type AuditFields = Readonly<Record<string, unknown>>;

/**
 * Field names that are never recorded, whatever a store hands over: passwords, their hashes, tokens
 * and keys. Stores already leave them out; this is the second lock.
 */
const SECRET_FIELD = /password|token|secret|hash|apikey|api_key/i;

export function isSecretField(field: string): boolean {
  return SECRET_FIELD.test(field);
}

/** Objects and lists are kept as their JSON text, so an entry stays one flat row of values. */
export function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * The fields that differ between two readings of a record: a create lists every field with a value
 * (before null), a removal every field it had (after null), an update only what changed.
 */
export function changesBetween(before: AuditFields | null, after: AuditFields | null): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (isSecretField(field)) continue;
    const was = before ? auditValue(before[field]) : null;
    const now = after ? auditValue(after[field]) : null;
    if (was === now) continue;
    // A create's empty fields say nothing; a removal's neither.
    if (
      (before === null && (now === null || now === '')) ||
      (after === null && (was === null || was === ''))
    ) {
      continue;
    }
    changes.push({ field, before: was, after: now });
  }
  return changes;
}

/** Which kind of write a before/after pair is, when the caller did not say. */
export function actionOf(before: AuditFields | null, after: AuditFields | null): AuditAction {
  if (before === null) return 'create';
  if (after === null) return 'delete';
  if (before['isActive'] === true && after['isActive'] === false) return 'archive';
  if (before['isActive'] === false && after['isActive'] === true) return 'restore';
  return 'update';
}

/** The activity log's filters: a person, a kind of record, one record, and days (inclusive, UTC, YYYY-MM-DD). */
export interface AuditFilters {
  actorId?: number | undefined;
  recordType?: AuditRecordType | undefined;
  recordId?: number | undefined;
  fromDay?: string | undefined;
  toDay?: string | undefined;
}

export interface AuditQuery extends AuditFilters {
  pageNumber: number;
  pageSize: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/** The fields a customer's history keeps, on the server and in the demo alike. */
export const CUSTOMER_AUDIT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'canEmail',
  'canText',
  'canCall',
  'address1',
  'address2',
  'city',
  'state',
  'zipCode',
  'userId',
  'isActive',
] as const;

/** A submission's: its customer, card counts per service (its price follows), status, notes. */
export const SUBMISSION_AUDIT_FIELDS = [
  'customerId',
  ...SERVICE_KEYS,
  'prescreening',
  'consignAfterGrading',
  'notes',
  'status',
  'isActive',
] as const;

/** An employee's: the roster's fields and their sign-in access (never a password or token). */
export const EMPLOYEE_AUDIT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'role',
  'startDate',
  'access',
] as const;

/**
 * An invoice's issue (its record id is the submission's: one invoice each) and a payment against it
 * (its own id), as the server and the demo record them (issue 40, decision 0420).
 */
export const INVOICE_AUDIT_FIELDS = ['submissionId', 'invoiceNumber', 'invoiceDate'] as const;
export const PAYMENT_AUDIT_FIELDS = [
  'submissionId',
  'invoiceNumber',
  'amount',
  'method',
  'paidOn',
  'reference',
] as const;

/** A card's upload: its submission and the names it was given. */
export const CARD_AUDIT_FIELDS = ['submissionId', 'name', 'description'] as const;

/**
 * A card's prescreen values as its history keeps them, on the server and in the demo alike: the
 * recommendation, the estimated grade, the notes as typed, and a drawing as its number of marks —
 * never the strokes' coordinates, which the saved notes hold as JSON (seed B §3) and no one can read
 * in a History. Empty notes are none.
 */
export function prescreenAuditFields(card: {
  prescreenRecommendationTypeId: number | null;
  estimatedGrade: number | null;
  /** The notes as saved: plain text, or JSON {text, markup} with a drawing. */
  notes: string | null;
}): AuditFields {
  const { text, markup } = decodePrescreenNotes(card.notes);
  return {
    prescreenRecommendationTypeId: card.prescreenRecommendationTypeId,
    estimatedGrade: card.estimatedGrade,
    notes: text === '' ? null : text,
    drawing: markup.length === 0 ? null : `${markup.length} ${markup.length === 1 ? 'mark' : 'marks'}`,
  };
}

/** A workflow type's and a step type's: what their forms edit. */
export const WORKFLOW_TYPE_AUDIT_FIELDS = ['name', 'description', 'primaryStepTypeId'] as const;
export const STEP_TYPE_AUDIT_FIELDS = ['workflowTypeId', 'name', 'description', 'isInitialStep'] as const;

/** The named fields of a record as an entry keeps them; ids written as digits are kept as numbers. */
export function auditFieldsOf<T extends object>(
  record: T,
  fields: readonly (keyof T & string)[],
): AuditFields {
  return Object.fromEntries(
    fields.map((field) => {
      const value: unknown = record[field];
      return [
        field,
        field.endsWith('Id') && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
      ];
    }),
  );
}
