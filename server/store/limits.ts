import type { Db } from './database';

/** The rows behind the sign-in and sign-up limits; the policy (how many, how long) lives in server/auth. */
export function limitStore(db: Db) {
  return {
    /** Failures for one subject after `since`, and the time of the latest. */
    async failuresSince(scope: string, subject: string, since: string) {
      const row = await db
        .selectFrom('sign_in_failures')
        .select((eb) => [eb.fn.countAll<number | string>().as('failures'), eb.fn.max('failed_at').as('last')])
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('failed_at', '>', since)
        .executeTakeFirst();
      return { failures: Number(row?.failures ?? 0), last: row?.last ?? null };
    },

    async isKnownAddress(account: string, address: string, since: string): Promise<boolean> {
      const row = await db
        .selectFrom('known_sign_ins')
        .select('account')
        .where('account', '=', account)
        .where('address', '=', address)
        .where('last_at', '>', since)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether this device token signed in to `account` after `since` (decision 0331). */
    async isKnownDevice(tokenHash: string, account: string, since: string): Promise<boolean> {
      const known = db
        .selectFrom('known_devices')
        .select('last_at')
        .where((eb) => eb.and({ token_hash: tokenHash, account }))
        .where('last_at', '>', since);
      return (await known.executeTakeFirst()) !== undefined;
    },

    /** A browser that just signed in to `account`: known from now, stale devices forgotten. */
    async rememberDevice(tokenHash: string, account: string, at: string, forgetBefore: string) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('known_devices')
          .values({ token_hash: tokenHash, account, last_at: at })
          .onConflict((oc) => oc.columns(['token_hash', 'account']).doUpdateSet({ last_at: at }))
          .execute();
        await trx.deleteFrom('known_devices').where('last_at', '<=', forgetBefore).execute();
      });
    },

    /** One failure counted under every scope at once, and rows that can never count again dropped. */
    async addFailures(
      entries: readonly { scope: string; subject: string }[],
      at: string,
      dropBefore: string,
    ) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sign_in_failures')
          .values(entries.map((entry) => ({ ...entry, failed_at: at })))
          .execute();
        await trx.deleteFrom('sign_in_failures').where('failed_at', '<=', dropBefore).execute();
      });
    },

    /**
     * A success: forgive the pair (and the device, when it was one), remember the address as usual,
     * forget stale usual addresses. Pair and device subjects never collide (a device's has '#').
     */
    async recordSuccess(
      forgiven: readonly string[],
      account: string,
      address: string,
      at: string,
      forgetBefore: string,
    ) {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('sign_in_failures')
          .where('scope', 'in', ['pair', 'device'])
          .where('subject', 'in', forgiven)
          .execute();
        await trx
          .insertInto('known_sign_ins')
          .values({ account, address, last_at: at })
          .onConflict((oc) => oc.columns(['account', 'address']).doUpdateSet({ last_at: at }))
          .execute();
        await trx.deleteFrom('known_sign_ins').where('last_at', '<=', forgetBefore).execute();
      });
    },

    /**
     * Forgets an account's failed sign-ins: those counted for the account from anywhere, for each
     * (account, address) pair and each of its devices. Failures counted per address stay, so the
     * addresses that guessed stay slowed.
     */
    async clearAccountFailures(account: string, pairPrefix: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const pairs = await trx
          .selectFrom('sign_in_failures')
          .select('subject')
          .distinct()
          .where('scope', 'in', ['pair', 'device'])
          .execute();
        // Compared here rather than with LIKE, where '_' and '%' in an email would be wildcards.
        const ownPairs = pairs.map((row) => row.subject).filter((subject) => subject.startsWith(pairPrefix));
        const removed = await trx
          .deleteFrom('sign_in_failures')
          .where((eb) =>
            eb.or([
              eb.and([eb('scope', '=', 'account'), eb('subject', '=', account)]),
              ...(ownPairs.length > 0
                ? [eb.and([eb('scope', 'in', ['pair', 'device']), eb('subject', 'in', ownPairs)])]
                : []),
            ]),
          )
          .executeTakeFirst();
        return Number(removed.numDeletedRows);
      });
    },

    /** Sign-up attempt times from this address after `since`, newest first. */
    async signUpTimes(address: string, since: string): Promise<string[]> {
      const rows = await db
        .selectFrom('sign_up_attempts')
        .select('attempted_at')
        .where('address', '=', address)
        .where('attempted_at', '>', since)
        .orderBy('attempted_at', 'desc')
        .execute();
      return rows.map((row) => row.attempted_at);
    },

    /** The newest `count` sign-up attempt times from anywhere after `since`, newest first. */
    async recentSignUpTimes(since: string, count: number): Promise<string[]> {
      const rows = await db
        .selectFrom('sign_up_attempts')
        .select('attempted_at')
        .where('attempted_at', '>', since)
        .orderBy('attempted_at', 'desc')
        .limit(count)
        .execute();
      return rows.map((row) => row.attempted_at);
    },

    async addSignUp(address: string, at: string, dropBefore: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('sign_up_attempts').values({ address, attempted_at: at }).execute();
        await trx.deleteFrom('sign_up_attempts').where('attempted_at', '<=', dropBefore).execute();
      });
    },
  };
}

export type LimitStore = ReturnType<typeof limitStore>;
