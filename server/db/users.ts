import type { Database } from 'better-sqlite3';
import { type NewUser, type RawUser, type UserRow, toUser } from '../store/users';

export type { NewUser, UserRow };

export function findUserByEmail(db: Database, email: string): UserRow | null {
  const raw = db.prepare<[string], RawUser>('SELECT * FROM users WHERE email = ?').get(email.trim());
  return raw ? toUser(raw) : null;
}

export function findUserById(db: Database, id: number): UserRow | null {
  const raw = db.prepare<[number], RawUser>('SELECT * FROM users WHERE id = ?').get(id);
  return raw ? toUser(raw) : null;
}

export function insertUser(db: Database, user: NewUser, now: Date): number {
  const result = db
    .prepare(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, display_name, phone, roles, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.id ?? null,
      user.email.trim().toLowerCase(),
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.displayName ?? `${user.firstName} ${user.lastName}`.trim(),
      user.phone,
      JSON.stringify(user.roles),
      now.toISOString(),
    );
  return Number(result.lastInsertRowid);
}

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
