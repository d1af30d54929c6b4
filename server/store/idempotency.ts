import type { Db } from './database';

/** A key answers for a day; after that the same key is a new request (decision 0230). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What a stored response is: its status and its body, exactly as first sent. */
export interface StoredResponse {
  status: number;
  body: string;
}

/**
 * What claiming a key finds: nothing yet (the caller runs the request and stores its answer), a
 * finished answer to replay, the same key still running, or the key used for another call.
 */
export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'running' }
  | { kind: 'otherRequest' };

/** Idempotency keys: one row per user and key, replayed only to the user who sent it. */
export function idempotencyStore(db: Db) {
  const expiredBefore = (at: Date) => new Date(at.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString();

  return {
    /**
     * Claims `key` for `request` ('PUT /api/employee/customer') with its body's `fingerprint`, or
     * says what the key already holds: a key used for another call or another body is `otherRequest`.
     * Expired keys are dropped first, so a day-old key starts afresh.
     */
    async claim(
      userId: number,
      key: string,
      { request, fingerprint }: { request: string; fingerprint: string | null },
      at: Date,
    ): Promise<KeyClaim> {
      await db.deleteFrom('idempotency_keys').where('created_at', '<', expiredBefore(at)).execute();
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          key,
          request,
          fingerprint,
          status: null,
          body: null,
          created_at: at.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return { kind: 'claimed' };
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['request', 'fingerprint', 'status', 'body'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      // Removed between the insert and the read (a failed first request released it): claim again.
      if (!row) return this.claim(userId, key, { request, fingerprint }, at);
      // A key kept before fingerprints (migration 8) is told apart by its call alone.
      const otherBody = row.fingerprint !== null && row.fingerprint !== fingerprint;
      if (row.request !== request || otherBody) return { kind: 'otherRequest' };
      if (row.status === null) return { kind: 'running' };
      return { kind: 'replay', response: { status: row.status, body: row.body ?? '' } };
    },

    /** Keeps the answer of a claimed key, to replay for the same key. */
    async complete(userId: number, key: string, response: StoredResponse): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status: response.status, body: response.body })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    },

    /** Forgets a claimed key whose request failed, so the same key may try again. */
    async release(userId: number, key: string): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
    },
  };
}

export type IdempotencyStore = ReturnType<typeof idempotencyStore>;
