import { css } from 'styled-system/css';
import { outboxStatusDetail, outboxStatusLabel, type OutboxSummary } from '../../domain/outbox';
import { Badge, type Status } from '../../ui';

export const OUTBOX_PATH = '/outbox';
export const outboxMessageHref = (id: string) => `${OUTBOX_PATH}/${encodeURIComponent(id)}`;

/** The badge's colour for each status: Sent done, Kept informational, Failed an error, Queued waiting. */
function toneOf(message: Pick<OutboxSummary, 'status' | 'attempts'>): Status {
  const label = outboxStatusLabel(message);
  if (label === 'Sent') return 'completed';
  if (label === 'Kept') return 'in-progress';
  if (label === 'Failed') return 'failed';
  return 'pending';
}

const detailStyle = css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' });

/** Sent / Kept / Failed / Queued, with why it failed (and when it is tried again) under it. */
export function OutboxStatus({
  message,
  withDetail = true,
}: {
  message: OutboxSummary;
  withDetail?: boolean;
}) {
  const detail = withDetail ? outboxStatusDetail(message) : null;
  return (
    <span className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' })}>
      <Badge status={toneOf(message)}>{outboxStatusLabel(message)}</Badge>
      {detail && <span className={detailStyle}>{detail}</span>}
    </span>
  );
}
