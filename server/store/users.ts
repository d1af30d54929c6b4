import type { Db } from './database';

export interface UserRow {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  displayName: string;
  phone: string;
  roles: string[];
}

export interface RawUser {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  display_name: string;
  phone: string;
  roles: string;
}

/** The stored JSON list of role names; anything else reads as no roles. */
export function parseRoles(text: string): string[] {
  let roles: unknown;
  try {
    roles = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
}

export function toUser(raw: RawUser): UserRow {
  return {
    id: raw.id,
    email: raw.email,
    passwordHash: raw.password_hash,
    firstName: raw.first_name,
    lastName: raw.last_name,
    displayName: raw.display_name,
    phone: raw.phone,
    roles: parseRoles(raw.roles),
  };
}

export interface NewUser {
  id?: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  roles: readonly string[];
  /** Defaults to the full name. */
  displayName?: string;
}

export interface Session {
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

/** Users and their sessions: the one place their SQL lives. Times are ISO strings, as stored. */
export function userStore(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      // The column compares without case on SQLite (COLLATE NOCASE); emails are stored lower-cased.
      const raw = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return raw ? toUser(raw) : null;
    },

    async findById(id: number): Promise<UserRow | null> {
      const raw = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return raw ? toUser(raw) : null;
    },

    async insert(user: NewUser, at: Date): Promise<number> {
      const row = await db
        .insertInto('users')
        .values({
          ...(user.id === undefined ? {} : { id: user.id }),
          email: user.email.trim().toLowerCase(),
          password_hash: user.passwordHash,
          first_name: user.firstName,
          last_name: user.lastName,
          display_name: user.displayName ?? `${user.firstName} ${user.lastName}`.trim(),
          phone: user.phone,
          roles: JSON.stringify(user.roles),
          created_at: at.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Adds a session and drops expired ones in one transaction. */
    async addSession(session: Session, dropExpiredBefore: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sessions')
          .values({
            token_hash: session.tokenHash,
            user_id: session.userId,
            created_at: session.createdAt,
            expires_at: session.expiresAt,
          })
          .execute();
        await trx.deleteFrom('sessions').where('expires_at', '<=', dropExpiredBefore).execute();
      });
    },

    /** The user of a live session, in one query: every signed-in request starts with it. */
    async liveSessionUser(tokenHash: string, at: string): Promise<UserRow | null> {
      const raw = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', at)
        .executeTakeFirst();
      return raw ? toUser(raw) : null;
    },

    /** When the session was signed in, or null when there is no such session. */
    async sessionCreatedAt(tokenHash: string): Promise<string | null> {
      const row = await db
        .selectFrom('sessions')
        .select('created_at')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row?.created_at ?? null;
    },

    async extendSession(tokenHash: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ expires_at: expiresAt })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async endSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every session of the account but `keepTokenHash` (the one changing its password). */
    async endSessionsOf(userId: number, keepTokenHash?: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .$if(keepTokenHash !== undefined, (query) => query.where('token_hash', '<>', keepTokenHash ?? ''))
        .execute();
    },

    /** An empty hash means no password yet: an invited account nobody can sign in to. */
    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },

    async setRoles(userId: number, roles: readonly string[]): Promise<void> {
      await db
        .updateTable('users')
        .set({ roles: JSON.stringify(roles) })
        .where('id', '=', userId)
        .execute();
    },

    /** The account follows its roster entry's email and name (the roster is where staff are managed). */
    async setProfile(
      userId: number,
      profile: { email: string; firstName: string; lastName: string; phone: string },
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          email: profile.email.trim().toLowerCase(),
          first_name: profile.firstName,
          last_name: profile.lastName,
          display_name: `${profile.firstName} ${profile.lastName}`.trim(),
          phone: profile.phone,
        })
        .where('id', '=', userId)
        .execute();
    },

    /** Admins who can sign in (a password set), other than `exceptUserId`. */
    async countAdminsOtherThan(exceptUserId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('admins'))
        .where('roles', 'like', '%"ADMIN"%')
        .where('password_hash', '<>', '')
        .where('id', '<>', exceptUserId)
        .executeTakeFirst();
      return Number(row?.admins ?? 0);
    },
  };
}

export type UserStore = ReturnType<typeof userStore>;

/** The user payload of GET /auth/user, in the field names seed A §3 lists first. */
export function userPayload(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    displayName: user.displayName,
    phoneNumber: user.phone,
    roles: user.roles,
  };
}
