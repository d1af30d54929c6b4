import type { PasswordLinkPurpose } from '../../src/domain/accounts';
import type { Db } from './database';

/** A link's row as the policy reads it. */
export interface LivePasswordToken {
  id: number;
  userId: number;
  purpose: PasswordLinkPurpose;
  expiresAt: string;
}

/** Used or expired links are kept a week (to tell a used link from a forged one in logs), then dropped. */
const KEPT_AFTER_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/** Reset and invitation links (issue 38): only their tokens' SHA-256 is stored. Times are ISO strings. */
export function passwordTokenStore(db: Db) {
  return {
    async insert(token: {
      tokenHash: string;
      userId: number;
      purpose: PasswordLinkPurpose;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      const dropBefore = new Date(new Date(token.createdAt).getTime() - KEPT_AFTER_EXPIRY_MS).toISOString();
      await db.deleteFrom('password_tokens').where('expires_at', '<', dropBefore).execute();
      await db
        .insertInto('password_tokens')
        .values({
          token_hash: token.tokenHash,
          user_id: token.userId,
          purpose: token.purpose,
          created_at: token.createdAt,
          expires_at: token.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /** The link behind `tokenHash` while it is unused and unexpired at `at`, else null. */
    async findLive(tokenHash: string, at: string): Promise<LivePasswordToken | null> {
      const row = await db
        .selectFrom('password_tokens')
        .select(['id', 'user_id', 'purpose', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      if (!row) return null;
      const purpose: PasswordLinkPurpose = row.purpose === 'invitation' ? 'invitation' : 'reset';
      return { id: row.id, userId: row.user_id, purpose, expiresAt: row.expires_at };
    },

    /** Marks the link used; false when another request used it first (two clicks racing). */
    async use(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('password_tokens')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Every unused link of the account stops working (a password was set, or access was taken away). */
    async voidForUser(userId: number, at: string, purpose?: PasswordLinkPurpose): Promise<void> {
      await db
        .updateTable('password_tokens')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .$if(purpose !== undefined, (query) => query.where('purpose', '=', purpose ?? 'reset'))
        .execute();
    },
  };
}

export type PasswordTokenStore = ReturnType<typeof passwordTokenStore>;
