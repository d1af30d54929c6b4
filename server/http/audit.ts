import type { Context } from 'hono';
import {
  type AuditAction,
  type AuditFields,
  type AuditRecordType,
  actionOf,
  changesBetween,
} from '../../src/domain/audit';
import type { Stores } from '../store/stores';
import type { UserRow } from '../store/users';
import type { AppEnv } from './env';

/** Who an entry names: the signed-in user, by id and by the name they had then. */
export interface Actor {
  id: number | null;
  name: string;
}

export const actorFromUser = (user: UserRow): Actor => ({
  id: user.id,
  name: user.displayName || `${user.firstName} ${user.lastName}`.trim() || user.email,
});

export const actorOf = (c: Context<AppEnv>): Actor => actorFromUser(c.get('user'));

export interface Change {
  actor: Actor;
  at: Date;
  recordType: AuditRecordType;
  recordId: number;
  /** The record's audited fields before the write; null for a create. */
  before: AuditFields | null;
  /** …and after it; null when the write removed it. */
  after: AuditFields | null;
  /** The version the write made, for versioned records… */
  version: number | null;
  /** …and the one it started from (null for a create or an unversioned record). */
  previousVersion?: number | null;
  /** What happened, when the before/after pair does not say it (sign-ins); read from them otherwise. */
  action?: AuditAction;
}

/**
 * Appends one audit entry for a write. Call it with the stores of the write's own transaction, so the
 * entry commits only with the change. A write that changed nothing and made no new version (restoring
 * a record that is already active) leaves no entry.
 */
export async function recordChange(stores: Pick<Stores, 'audit'>, change: Change): Promise<void> {
  const changes = changesBetween(change.before, change.after);
  const action = change.action ?? actionOf(change.before, change.after);
  if (action === 'update' && changes.length === 0 && change.version === (change.previousVersion ?? null))
    return;
  await stores.audit.append({
    at: change.at,
    actorId: change.actor.id,
    actorName: change.actor.name,
    action,
    recordType: change.recordType,
    recordId: change.recordId,
    version: change.version,
    changes,
  });
}
