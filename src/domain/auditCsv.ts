import { AUDIT_RECORD_TYPE_LABELS, type AuditEntry, type AuditValue } from './audit';

/** The most rows one export holds; a wider one asks for narrower filters (decision 0431). */
export const AUDIT_EXPORT_LIMIT = 50_000;

/** What the activity log says when its export was cut at the limit (the newest entries are kept). */
export function auditExportNotice(): string {
  return `The file holds the newest ${AUDIT_EXPORT_LIMIT.toLocaleString('en-US')} entries only. Narrow the filters (a person, a record type or fewer days) to export the rest.`;
}

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
