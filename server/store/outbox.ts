import type { MailContent } from '../../src/domain/mail';
import type { OutboxStatus } from '../../src/domain/outbox';
import type { Db } from './database';
import type { OutboxTable } from './schema';

/**
 * A message to send, as a change queues it inside its own transaction (decision 0370): the worker
 * delivers it after the commit, so a change that rolls back sends nothing.
 */
export interface QueuedMail extends MailContent {
  to: string;
  /** What it is for ('password-reset', 'invitation', later 'grades-posted' …). */
  kind: string;
  /**
   * Names the event it tells of ('order-12-shipped-customer-7'): the same key again queues nothing,
   * so a change that runs twice (a retried request) mails once.
   */
  dedupeKey?: string;
  /** Texts in the bodies (link tokens) masked once the message has been sent. */
  secrets?: readonly string[];
}

/** A message as the worker delivers it. */
export interface DueMail extends MailContent {
  id: number;
  to: string;
  attempts: number;
  secrets: string[];
  createdAt: string;
}

type Row = Pick<
  OutboxTable,
  | 'to_address'
  | 'subject'
  | 'kind'
  | 'status'
  | 'last_error'
  | 'created_at'
  | 'delivered_at'
  | 'next_attempt_at'
> & { id: number; attempts: number };

const SUMMARY_COLUMNS = [
  'id',
  'to_address',
  'subject',
  'kind',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'delivered_at',
  'next_attempt_at',
] as const;

const STATUSES: readonly OutboxStatus[] = ['queued', 'sent', 'kept', 'failed'];
const statusOf = (value: string): OutboxStatus => STATUSES.find((status) => status === value) ?? 'queued';

function summaryPayload(row: Row) {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    kind: row.kind,
    status: statusOf(row.status),
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    // Only a failed attempt that will be tried again has a next attempt worth showing.
    nextAttemptAt: row.status === 'queued' && row.attempts > 0 ? row.next_attempt_at : null,
  };
}

const parseSecrets = (text: string | null): string[] => {
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** The outbox: the one place its SQL lives. `queued` tells the mail worker there is work. */
export function outboxStore(db: Db, queued: () => void = () => {}) {
  return {
    /** Queues a message; null when its `dedupeKey` was queued before (nothing is added then). */
    async enqueue(mail: QueuedMail, at: Date): Promise<number | null> {
      const row = await db
        .insertInto('outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          kind: mail.kind,
          dedupe_key: mail.dedupeKey ?? null,
          status: 'queued',
          next_attempt_at: at.toISOString(),
          lease_until: null,
          last_error: null,
          secrets: mail.secrets && mail.secrets.length > 0 ? JSON.stringify(mail.secrets) : null,
          created_at: at.toISOString(),
          delivered_at: null,
        })
        .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return null;
      queued();
      return row.id;
    },

    /** Newest first (ids grow with time), one page. */
    async list(pageNumber: number, pageSize: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('outbox')
          .select(SUMMARY_COLUMNS)
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
          .execute(),
        db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirst(),
      ]);
      return { items: rows.map(summaryPayload), totalRecords: Number(total?.total ?? 0) };
    },

    async find(id: number) {
      const row = await db
        .selectFrom('outbox')
        .select([...SUMMARY_COLUMNS, 'text_body', 'html_body'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...summaryPayload(row), text: row.text_body, html: row.html_body } : null;
    },

    /**
     * Takes up to `limit` due messages for this worker until `leaseUntil`: another worker (another
     * instance on the same PostgreSQL) skips them meanwhile, and a worker that died mid-send leaves
     * them to the next one once the lease runs out.
     */
    async claimDue(at: string, leaseUntil: string, limit: number): Promise<DueMail[]> {
      const due = await db
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
        .orderBy('id')
        .limit(limit)
        .execute();
      const claimed: DueMail[] = [];
      for (const { id } of due) {
        const taken = await db
          .updateTable('outbox')
          .set({ lease_until: leaseUntil })
          .where('id', '=', id)
          .where('status', '=', 'queued')
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) continue;
        const row = await db
          .selectFrom('outbox')
          .select([
            'id',
            'to_address',
            'subject',
            'text_body',
            'html_body',
            'attempts',
            'secrets',
            'created_at',
          ])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        claimed.push({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          attempts: row.attempts,
          secrets: parseSecrets(row.secrets),
          createdAt: row.created_at,
        });
      }
      return claimed;
    },

    /**
     * Delivered: sent through the mail server (its secrets masked in the bodies kept here, since the
     * recipient has them now), or kept here for want of one.
     */
    async delivered(
      id: number,
      outcome: { status: 'sent' | 'kept'; attempts: number; at: string; bodies?: MailContent },
    ): Promise<void> {
      await db
        .updateTable('outbox')
        .set({
          status: outcome.status,
          attempts: outcome.attempts,
          delivered_at: outcome.at,
          next_attempt_at: null,
          lease_until: null,
          last_error: null,
          ...(outcome.bodies
            ? { text_body: outcome.bodies.text, html_body: outcome.bodies.html, secrets: null }
            : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    /** An attempt failed: try again at `retryAt`, or give up (status failed) when it is null. */
    async attemptFailed(
      id: number,
      failure: { attempts: number; error: string; retryAt: string | null },
    ): Promise<void> {
      await db
        .updateTable('outbox')
        .set({
          status: failure.retryAt ? 'queued' : 'failed',
          attempts: failure.attempts,
          last_error: failure.error,
          next_attempt_at: failure.retryAt,
          lease_until: null,
        })
        .where('id', '=', id)
        .execute();
    },

    /** When the earliest queued message is due, or null when none waits. */
    async nextDueAt(): Promise<string | null> {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.min('next_attempt_at').as('next'))
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return row?.next ?? null;
    },
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;
export type OutboxPayload = NonNullable<Awaited<ReturnType<OutboxStore['find']>>>;
