import { formatDateTime, type DateFormatOptions } from './format';

/**
 * The outbox (issue 38): every message the product sends, as an admin reads it. A message is queued
 * in the same transaction as the change that causes it, then delivered after the commit: Sent through
 * the SMTP server, Kept here when none is set up, or Failed (tried again with back-off while
 * `nextAttemptAt` is set; given up when it is not).
 */
export type OutboxStatus = 'queued' | 'sent' | 'kept' | 'failed';

/** What a message was sent for; later issues add their own kinds (grading news, returns…). */
export type OutboxKind = 'password-reset' | 'invitation' | (string & {});

export interface OutboxSummary {
  id: string;
  to: string;
  subject: string;
  kind: OutboxKind;
  status: OutboxStatus;
  /** Delivery attempts made so far (0 for a kept message). */
  attempts: number;
  /** Why the last attempt failed, as the mail server or the connection said. */
  lastError: string | null;
  createdAt: string;
  /** When it was sent or kept. */
  deliveredAt: string | null;
  /** When the next attempt is due, while a failed message is still being retried. */
  nextAttemptAt: string | null;
}

/** One message as its recipient sees it: a plain-text part and a simple HTML part. */
export interface OutboxMessage extends OutboxSummary {
  text: string;
  html: string;
}

export interface OutboxQuery {
  pageNumber: number;
  pageSize: number;
}

/** The status column: a failure still being retried reads Failed too, with its next try beside it. */
export function outboxStatusLabel(message: Pick<OutboxSummary, 'status' | 'attempts'>): string {
  if (message.status === 'sent') return 'Sent';
  if (message.status === 'kept') return 'Kept';
  if (message.status === 'failed' || message.attempts > 0) return 'Failed';
  return 'Queued';
}

/** The line under the status: why it failed and what happens next, or why it was kept. */
export function outboxStatusDetail(
  message: Pick<OutboxSummary, 'status' | 'attempts' | 'lastError' | 'nextAttemptAt'>,
  options: DateFormatOptions = {},
): string | null {
  if (message.status === 'kept') return 'No mail server is set up: the message is kept here.';
  // The mail server's words, ended as a sentence so what follows reads apart from them.
  const reason = message.lastError ? message.lastError.replace(/([^.!?])\s*$/, '$1.') : null;
  if (message.status === 'failed') {
    const tries = `Gave up after ${message.attempts} ${message.attempts === 1 ? 'try' : 'tries'}.`;
    return reason ? `${reason} ${tries}` : tries;
  }
  if (message.status === 'queued' && message.attempts > 0 && message.nextAttemptAt) {
    const retry = `Trying again ${formatDateTime(message.nextAttemptAt, options)}.`;
    return reason ? `${reason} ${retry}` : retry;
  }
  return null;
}
