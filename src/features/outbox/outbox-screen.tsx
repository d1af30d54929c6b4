import { css } from 'styled-system/css';
import { formatDateTime } from '../../domain/format';
import type { OutboxSummary } from '../../domain/outbox';
import { listScreen } from '../../kit/list-screen';
import { TextLink, type DataTableColumn } from '../../ui';
import { OutboxStatus, outboxMessageHref } from './outbox-parts';

const wrap = css({ overflowWrap: 'anywhere' });

const COLUMNS: readonly DataTableColumn<OutboxSummary>[] = [
  {
    key: 'subject',
    header: 'Subject',
    cell: (message) => (
      <TextLink href={outboxMessageHref(message.id)} className={css({ fontWeight: 'medium' })}>
        {message.subject || '(no subject)'}
      </TextLink>
    ),
  },
  { key: 'to', header: 'To', cell: (message) => <span className={wrap}>{message.to}</span> },
  {
    key: 'when',
    header: 'When',
    cell: (message) => (
      <span className={css({ whiteSpace: 'nowrap' })}>{formatDateTime(message.createdAt)}</span>
    ),
  },
  { key: 'status', header: 'Status', cell: (message) => <OutboxStatus message={message} /> },
];

/**
 * The outbox (issue 38, admins): every message the product sent or kept, newest first. Without a
 * mail server (no SMTP_URL, or demo mode) this is where reset links and invitations are read.
 */
export default listScreen<OutboxSummary>({
  title: 'Outbox',
  noun: 'messages',
  fetch: ({ backend }, query, signal) =>
    backend().outbox.search({ pageNumber: query.page, pageSize: query.pageSize }, { signal }),
  columns: COLUMNS,
  rowHref: (message) => outboxMessageHref(message.id),
  query: { defaults: { pageSize: 25 } },
  description: () => 'Every message sent to staff and customers, newest first.',
  texts: {
    error: 'Unable to load the outbox right now.',
    empty: 'No messages yet',
    emptyDescription: 'Password reset links and invitations appear here as they are sent.',
    caption: 'Messages',
  },
});
