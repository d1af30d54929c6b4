import {
  AUDIT_RECORD_TYPE_LABELS,
  type AuditAction,
  type AuditEntry,
  type AuditRecordRef,
  type AuditValue,
} from './audit';
import { hasAnyRole } from './session';

/** The audit trail in words (issue 41): field names, sentences, and where a record is shown. */

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
  paymentDueDays: 'Days until due',
  resetLink: 'Reset link',
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
  'sign-in': 'signed in to',
  'sign-in-failed': 'failed to sign in to',
  'password-reset-requested': 'asked for a password reset link for',
  'password-reset': 'reset the password of',
  'invitation-accepted': 'accepted the invitation of',
  'password-changed': 'changed the password of',
};

/**
 * An entry as sentences people read: 'Jordan Lee changed Phone from 555-0100 to 555-0199'. An update
 * names each field; the other actions say what happened to the record.
 */
export function describeAuditEntry(entry: AuditEntry): string[] {
  const who = entry.actorName || 'Someone';
  if (entry.action !== 'update') {
    return [`${who} ${ACTION_VERBS[entry.action]} ${auditRecordName(entry)}`];
  }
  if (entry.changes.length === 0) return [`${who} saved without changes`];
  return entry.changes.map(
    (change) =>
      `${who} changed ${auditFieldLabel(change.field)} from ${shown(change.before)} to ${shown(change.after)}`,
  );
}

/** Where a record is shown, when it has a page of its own. */
function pageOf({ recordType, recordId: id }: AuditRecordRef): string | null {
  switch (recordType) {
    case 'customer':
      return `/customers/${id}`;
    case 'submission':
      return `/submissions/${id}`;
    case 'invoice':
      return `/submissions/${id}/invoice`;
    case 'employee':
      return `/employees/${id}`;
    case 'workflowType':
      return `/workflows/${id}`;
    case 'graderOrder':
      return `/grading/${id}`;
    case 'cardGrade':
      return `/configurations/card-grades/${id}/edit`;
    case 'cardGradeError':
      return `/configurations/card-grade-errors/${id}/edit`;
    case 'cardQualifier':
      return `/configurations/card-qualifiers/${id}/edit`;
    case 'prescreenRecommendation':
      return `/configurations/prescreen-recommendations/${id}/edit`;
    case 'businessProfile':
      return '/configurations/business-profile';
    default:
      return null;
  }
}

/**
 * Where an entry opens: its record's page, or else the page of the record it belongs to (a card's
 * submission, a payment's invoice, a sign-in account's employee; decision 0542); null when neither.
 */
export function auditRecordHref(entry: AuditRecordRef & Pick<AuditEntry, 'owner'>): string | null {
  return pageOf(entry) ?? (entry.owner ? pageOf(entry.owner) : null);
}

/** A record in words, as the entries name it: 'Card 12'. */
export function auditRecordName({ recordType, recordId }: AuditRecordRef): string {
  return `${AUDIT_RECORD_TYPE_LABELS[recordType]} ${recordId}`;
}

/**
 * True when an admin may put an entry's previous values back into `record`'s form: an update of that
 * record that changed fields (a card's entry on its submission's History is not the submission's).
 */
export function mayRestoreEntry(
  entry: AuditEntry,
  roles: readonly string[],
  record: AuditRecordRef,
): boolean {
  return (
    hasAnyRole(roles, ['ADMIN']) &&
    entry.action === 'update' &&
    entry.changes.length > 0 &&
    isEntryOf(entry, record)
  );
}

/** True when the entry is the record's own, not one of a record that belongs to it. */
export function isEntryOf(entry: AuditRecordRef, record: AuditRecordRef): boolean {
  return entry.recordType === record.recordType && entry.recordId === record.recordId;
}

/** The values an update replaced, by field: what a restore puts back (decision 0433). */
export function previousValues(entry: AuditEntry): Readonly<Record<string, AuditValue>> {
  return Object.fromEntries(entry.changes.map((change) => [change.field, change.before]));
}
