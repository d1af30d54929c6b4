import * as v from 'valibot';
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
  user: 'Sign-in account',
};

/** The record types whose records only admins read (the roster, the sign-in accounts); staff read the rest. */
const ADMIN_ONLY: ReadonlySet<AuditRecordType> = new Set(['employee', 'user']);

/**
 * Personal fields (a customer's contact details, an employee's) are recorded, but a history is shown
 * only to people who may read the record itself: staff read customers and the catalogues; the roster
 * and the sign-in accounts are admins' alone (decision 0430).
 */
export function mayReadHistory(recordType: AuditRecordType, roles: readonly string[]): boolean {
  if (roles.includes('ADMIN')) return true;
  return roles.includes('EMPLOYEE') && !ADMIN_ONLY.has(recordType);
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The half-open range of instants the filters' days cover (the server checks the days are real first). */
export function auditInstants(filters: AuditFilters): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  if (filters.fromDay && DAY.test(filters.fromDay)) range.from = `${filters.fromDay}T00:00:00.000Z`;
  if (filters.toDay && DAY.test(filters.toDay)) {
    const end = new Date(`${filters.toDay}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    range.to = end.toISOString();
  }
  return range;
}

/** True when the entry passes the filters (the demo backend's filter; the server's is the same in SQL). */
export function matchesAuditFilters(entry: AuditEntry, filters: AuditFilters): boolean {
  const { from, to } = auditInstants(filters);
  if (filters.actorId !== undefined && entry.actorId !== filters.actorId) return false;
  if (filters.recordType !== undefined && entry.recordType !== filters.recordType) return false;
  if (filters.recordId !== undefined && entry.recordId !== filters.recordId) return false;
  if (from !== undefined && entry.at < from) return false;
  if (to !== undefined && entry.at >= to) return false;
  return true;
}

/** The most rows one export holds; a wider one asks for narrower filters (decision 0431). */
export const AUDIT_EXPORT_LIMIT = 50_000;

export const AUDIT_CSV_HEADER = [
  'When',
  'Person',
  'Action',
  'Record type',
  'Record id',
  'Version',
  'Field',
  'Before',
  'After',
] as const;

/**
 * One CSV cell. A value a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed
 * with a quote mark, since entries hold text people typed (OWASP's CSV injection advice).
 */
export function csvCell(value: AuditValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The activity log as CSV: one row per changed field (one row for an entry that changed none). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows: AuditValue[][] = [[...AUDIT_CSV_HEADER]];
  for (const entry of entries) {
    const common: AuditValue[] = [
      entry.at,
      entry.actorName,
      entry.action,
      AUDIT_RECORD_TYPE_LABELS[entry.recordType],
      entry.recordId,
      entry.version,
    ];
    if (entry.changes.length === 0) rows.push([...common, null, null, null]);
    for (const change of entry.changes) rows.push([...common, change.field, change.before, change.after]);
  }
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
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

/** What people call the fields the entries name; others are spelled out from their key. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  canEmail: 'Can email',
  canText: 'Can text',
  canCall: 'Can call',
  address1: 'Address 1',
  address2: 'Address 2',
  zipCode: 'ZIP code',
  userId: 'Linked user',
  isActive: 'Active',
  customerId: 'Customer',
  psaValueBulk: 'PSA value bulk',
  psaRegularCount: 'PSA regular',
  cgcBulkCount: 'CGC bulk',
  cgcComicCount: 'CGC comic',
  psaDualCount: 'PSA dual',
  bgsBaseCount: 'BGS base',
  sgcStandardCount: 'SGC standard',
  consignAfterGrading: 'Consign after grading',
  prescreenRecommendationTypeId: 'Recommendation',
  estimatedGrade: 'Estimated grade',
  primaryStepTypeId: 'Primary step',
  isInitialStep: 'Initial step',
  workflowTypeId: 'Workflow type',
  gradingCompany: 'Grading company',
  sortOrder: 'Sort order',
};

export function auditFieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const shown = (value: AuditValue): string => {
  if (value === null || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
};

const ACTION_VERBS: Record<AuditAction, string> = {
  create: 'created',
  update: 'changed',
  archive: 'archived',
  restore: 'restored',
  delete: 'deleted',
  'sign-in': 'signed in',
  'sign-in-failed': 'failed to sign in',
};

/**
 * An entry as sentences people read: 'Jordan Lee changed Phone from 555-0100 to 555-0199'. An update
 * names each field; the other actions say what happened to the record.
 */
export function describeAuditEntry(entry: AuditEntry): string[] {
  const who = entry.actorName || 'Someone';
  if (entry.action !== 'update') {
    return [
      `${who} ${ACTION_VERBS[entry.action]} ${AUDIT_RECORD_TYPE_LABELS[entry.recordType]} ${entry.recordId}`,
    ];
  }
  if (entry.changes.length === 0) return [`${who} saved without changes`];
  return entry.changes.map(
    (change) =>
      `${who} changed ${auditFieldLabel(change.field)} from ${shown(change.before)} to ${shown(change.after)}`,
  );
}

/** Where an entry's record is shown, when it has a page of its own. */
export function auditRecordHref(entry: Pick<AuditEntry, 'recordType' | 'recordId'>): string | null {
  const id = entry.recordId;
  switch (entry.recordType) {
    case 'customer':
      return `/customers/${id}`;
    case 'submission':
      return `/submissions/${id}`;
    case 'employee':
      return `/employees/${id}`;
    case 'workflowType':
      return `/workflows/${id}`;
    case 'cardGrade':
      return `/configurations/card-grades/${id}/edit`;
    case 'cardGradeError':
      return `/configurations/card-grade-errors/${id}/edit`;
    case 'cardQualifier':
      return `/configurations/card-qualifiers/${id}/edit`;
    case 'prescreenRecommendation':
      return `/configurations/prescreen-recommendations/${id}/edit`;
    default:
      return null;
  }
}
