import { RefreshCw, Undo2 } from 'lucide-react';
import { css } from 'styled-system/css';
import { connectSession } from '../../machines/session';
import type { CollectionView } from '../../machines/collection';
import { type AuditEntry, type AuditRecordRef, type AuditRecordType, mayReadHistory } from '../domain/audit';
import {
  auditRecordName,
  describeAuditEntry,
  isEntryOf,
  mayRestoreEntry,
  previousValues,
} from '../domain/auditText';
import { failureDetail } from '../domain/errors';
import { formatStamp } from '../domain/format';
import { Button, Card, EmptyState, LoadingState, Pagination, plainListStyle } from '../ui';
import { useCollectionPanel } from './collection-screen';
import { LoadFailure } from './list-screen';
import { RESTORE_STATE_KEY, type RestoreState } from './restore-values';
import { useServices } from './services';
import { useView } from './use-view';

const PAGE_SIZE = 10;
const DEFAULTS = { search: '', filters: {}, sort: [], page: 1, pageSize: PAGE_SIZE };

const entryStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '2',
  py: '3',
  borderBottom: 'default',
  _first: { pt: '0' },
  _last: { borderBottomStyle: 'none', pb: '0' },
});
const linesStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  flexGrow: '1',
  flexBasis: '64',
  minW: '0',
  overflowWrap: 'anywhere',
  fontSize: 'sm',
});
const stampStyle = css({ color: 'fg.muted', whiteSpace: 'nowrap' });
const recordStyle = css({ color: 'fg.muted', fontSize: 'xs', fontWeight: 'medium' });
const asideStyle = css({ display: 'flex', alignItems: 'center', gap: '2', flexShrink: '0' });
const versionStyle = css({
  fontSize: 'xs',
  fontWeight: 'medium',
  color: 'fg.muted',
  border: 'default',
  borderRadius: 'full',
  px: '2',
  py: '0.5',
});
const busyStyle = css({ '&[aria-busy=true]': { opacity: 0.6 } });

export interface HistoryPanelProps {
  recordType: AuditRecordType;
  recordId: string;
  /**
   * The record's edit form: an admin's Restore opens it with an update's previous values filled in,
   * to be saved through the record's own save (its version checked, the save recorded; decision 0433).
   * This page's own path when the form is on it: the values go into that form. Absent: the record
   * has no form to restore through.
   */
  restoreHref?: string;
  headingLevel?: 2 | 3;
}

/**
 * A record's History (issue 41): who changed what and when, newest first, ten to a page, with the
 * version each change made. Shown only to people who may read the record's history (decision 0430);
 * remount it (`key`) when the record's version changes to read the new entry. A submission's lists
 * its cards', workflows' and payments' entries too, an employee's their sign-in account's (decision
 * 0541): a change of one of those is named by its record above its sentences.
 */
export function HistoryPanel({ recordType, recordId, restoreHref, headingLevel = 2 }: HistoryPanelProps) {
  const { session } = useServices();
  const roles = useView(session, connectSession, (view) => view.roles);
  if (!mayReadHistory(recordType, roles)) return null;
  return (
    <HistoryCard
      recordType={recordType}
      recordId={recordId}
      restoreHref={restoreHref}
      headingLevel={headingLevel}
      roles={roles}
    />
  );
}

/**
 * The card and its list. 'Refresh' reads the history again: a card uploaded or a workflow step
 * completed on the same page changes no version of the record, so nothing else would show it.
 */
function HistoryCard({
  recordType,
  recordId,
  restoreHref,
  headingLevel,
  roles,
}: HistoryPanelProps & { roles: readonly string[] }) {
  const list = useCollectionPanel<AuditEntry>({
    defaults: DEFAULTS,
    fetchPage: ({ backend }, query, signal) =>
      backend().audit.history(
        recordType,
        recordId,
        { pageNumber: query.page, pageSize: query.pageSize },
        { signal },
      ),
  });
  return (
    <Card
      title="History"
      headingLevel={headingLevel}
      actions={
        !list.loading && (
          <Button size="sm" onClick={list.refresh} loading={list.refreshing} aria-label="Refresh history">
            <RefreshCw size={14} aria-hidden />
            Refresh
          </Button>
        )
      }
    >
      <HistoryEntries
        list={list}
        record={{ recordType, recordId: Number(recordId) }}
        restoreHref={restoreHref}
        roles={roles}
      />
    </Card>
  );
}

function HistoryEntries({
  list,
  record,
  restoreHref,
  roles,
}: {
  list: CollectionView<AuditEntry>;
  record: AuditRecordRef;
  restoreHref: string | undefined;
  roles: readonly string[];
}) {
  const { navigate } = useServices();
  if (list.error && !list.error.hasRows) {
    return <LoadFailure title="Unable to load the history right now." failure={list.error} />;
  }
  if (list.loading) return <LoadingState message="Loading history…" />;
  if (list.rows.length === 0) {
    return (
      <EmptyState
        title="No changes recorded yet"
        description="Changes made from now on are listed here, newest first."
        headingLevel={3}
      />
    );
  }
  const restore = (entry: AuditEntry) => {
    if (!restoreHref) return;
    const state: RestoreState = { values: previousValues(entry), at: entry.at };
    // The form on this very page (a catalogue record's, a workflow type's) takes the values where
    // it is, and the page scrolls up to it; another page's form is opened with them (decision 0442).
    const here = restoreHref === window.location.pathname;
    navigate(restoreHref, { replace: here, state: { [RESTORE_STATE_KEY]: state } });
    if (here) window.scrollTo({ top: 0 });
  };
  return (
    <>
      <ol
        aria-label="Changes, newest first"
        aria-busy={list.refreshing}
        className={`${plainListStyle} ${busyStyle}`}
      >
        {list.rows.map((entry) => {
          const stamp = formatStamp(entry.at);
          // A card's, a step's or a payment's entry on its submission's History names its record.
          const related = !isEntryOf(entry, record) && entry.action === 'update';
          return (
            <li key={entry.id} className={entryStyle}>
              <div className={linesStyle}>
                {related && <span className={recordStyle}>{auditRecordName(entry)}</span>}
                {describeAuditEntry(entry).map((line, index) => (
                  <span key={index}>
                    {line} <span className={stampStyle}>· {stamp}</span>
                  </span>
                ))}
              </div>
              <div className={asideStyle}>
                {entry.version !== null && <span className={versionStyle}>{`v${entry.version}`}</span>}
                {restoreHref && mayRestoreEntry(entry, roles, record) && (
                  <Button
                    size="sm"
                    onClick={() => restore(entry)}
                    aria-label={`Restore the values before ${stamp}`}
                  >
                    <Undo2 size={14} aria-hidden />
                    Restore
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {list.error && (
        <p className={css({ color: 'fg.danger', fontSize: 'sm' })}>{failureDetail(list.error.error)}</p>
      )}
      {list.pagination.pageCount > 1 && <Pagination {...list.pagination} label="History pages" />}
    </>
  );
}
