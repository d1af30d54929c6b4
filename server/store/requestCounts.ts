import type { Db } from './database';

/** Requests counted per (scope, subject) for the limits that need only a count (reset requests). */
export function requestCountStore(db: Db) {
  return {
    /** Times of the subject's requests after `since`, newest first. */
    async timesSince(scope: string, subject: string, since: string): Promise<string[]> {
      const rows = await db
        .selectFrom('request_counts')
        .select('at')
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('at', '>', since)
        .orderBy('at', 'desc')
        .execute();
      return rows.map((row) => row.at);
    },

    /** One request counted under each entry; rows that can never count again are dropped. */
    async add(entries: readonly { scope: string; subject: string }[], at: string, dropBefore: string) {
      await db.deleteFrom('request_counts').where('at', '<=', dropBefore).execute();
      await db
        .insertInto('request_counts')
        .values(entries.map((entry) => ({ ...entry, at })))
        .execute();
    },
  };
}

export type RequestCountStore = ReturnType<typeof requestCountStore>;
