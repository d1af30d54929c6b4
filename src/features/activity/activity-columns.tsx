import { css } from 'styled-system/css';
import { AUDIT_RECORD_TYPE_LABELS, type AuditEntry } from '../../domain/audit';
import { describeAuditEntry } from '../../domain/auditText';
import { formatDateTime } from '../../domain/format';
import type { DataTableColumn } from '../../ui';

const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' });
const linesStyle = css({ display: 'flex', flexDirection: 'column', gap: '1', overflowWrap: 'anywhere' });

/** The activity log's columns: when, the change in words, the record and the version it made. */
export const ACTIVITY_COLUMNS: readonly DataTableColumn<AuditEntry>[] = [
  { key: 'at', header: 'When', cell: (entry) => formatDateTime(entry.at) },
  {
    key: 'change',
    header: 'Change',
    cell: (entry) => (
      <div className={linesStyle}>
        {describeAuditEntry(entry).map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </div>
    ),
  },
  {
    key: 'record',
    header: 'Record',
    cell: (entry) => (
      <>
        <div>{AUDIT_RECORD_TYPE_LABELS[entry.recordType]}</div>
        <div className={mutedStyle}>#{entry.recordId}</div>
      </>
    ),
  },
  {
    key: 'version',
    header: 'Version',
    cell: (entry) => (entry.version === null ? '—' : `v${entry.version}`),
  },
];
