import {
  type AuditAction,
  type AuditEntry,
  type AuditFields,
  type AuditRecordType,
  actionOf,
  auditFieldsOf,
  changesBetween,
} from '../../domain/audit';
import type { SessionUser } from '../../domain/session';
import { versionOf } from './writes';

export interface DemoChange {
  recordType: AuditRecordType;
  recordId: string;
  before: AuditFields | null;
  after: AuditFields | null;
  version: number | null;
  previousVersion?: number | null;
  action?: AuditAction;
  /** Who the entry names when it is not the signed-in persona (a reset link asked for by no one signed in). */
  actor?: { id: number | null; name: string };
}

/**
 * How much of the trail the demo keeps (decision 0540): it is saved with the demo's records in local
 * storage, whose quota (about five million characters) a long trail would fill, and a snapshot that
 * does not fit is not saved at all. The oldest entries go first.
 */
export const DEMO_AUDIT_KEPT = { entries: 1_000, characters: 1_000_000 } as const;

/** The demo's audit trail: the same entries the server writes, kept with the demo's records (issue 41). */
export interface DemoAudit {
  /** Appends one entry for a write, by the signed-in persona, with the rules the server uses. */
  record(change: DemoChange): void;
  /** The same for a versioned record, read before (null: created) and after the write. */
  recordVersioned<T extends { id: string; version?: number }>(
    recordType: AuditRecordType,
    fields: readonly (keyof T & string)[],
    before: T | null,
    after: T,
  ): void;
  /** The same for a record removed for good (its entry's after is empty). */
  recordRemoved<T extends { id: string }>(
    recordType: AuditRecordType,
    fields: readonly (keyof T & string)[],
    before: T,
  ): void;
  /** Who the entries name now: the signed-in persona's name. */
  actorName(): string;
}

/**
 * Writes append here. The reads (History, /activity, its people and CSV: src/backend/demo/auditReads.ts)
 * load on their first call (decision 0303): a first visit writes entries (a sign-in) but reads none.
 */
export function createDemoAudit(context: {
  now: () => Date;
  /** The signed-in persona's user. */
  user: () => SessionUser;
  /** The store's entries, oldest first: saved and restored with its records (decision 0540). */
  entries: AuditEntry[];
}): DemoAudit {
  const { entries } = context;
  const { user } = context;
  const sizes = new WeakMap<AuditEntry, number>();
  const sizeOf = (entry: AuditEntry) => {
    let size = sizes.get(entry);
    if (size === undefined) {
      size = JSON.stringify(entry).length;
      sizes.set(entry, size);
    }
    return size;
  };
  // Measured on the first write, not at start-up: most visits never write.
  let characters: number | null = null;
  const append = (entry: AuditEntry) => {
    characters ??= entries.reduce((sum, kept) => sum + sizeOf(kept), 0);
    entries.push(entry);
    characters += sizeOf(entry);
    while (
      entries.length > DEMO_AUDIT_KEPT.entries ||
      (characters > DEMO_AUDIT_KEPT.characters && entries.length > 1)
    ) {
      const oldest = entries.shift();
      if (oldest) characters -= sizeOf(oldest);
    }
  };
  return {
    record(change) {
      const changes = changesBetween(change.before, change.after);
      const action = change.action ?? actionOf(change.before, change.after);
      if (action === 'update' && changes.length === 0 && change.version === (change.previousVersion ?? null))
        return;
      const actor = change.actor ?? { id: Number(user().id), name: this.actorName() };
      append({
        // Ids grow as the server's do, and are never given twice, even after the oldest are dropped.
        id: (entries.at(-1)?.id ?? 0) + 1,
        at: context.now().toISOString(),
        actorId: actor.id,
        actorName: actor.name,
        action,
        recordType: change.recordType,
        recordId: Number(change.recordId),
        version: change.version,
        changes,
      });
    },
    recordRemoved(recordType, fields, before) {
      this.record({
        recordType,
        recordId: before.id,
        before: auditFieldsOf(before, fields),
        after: null,
        version: null,
      });
    },
    actorName: () => user().displayName || user().fullName,
    recordVersioned(recordType, fields, before, after) {
      this.record({
        recordType,
        recordId: after.id,
        before: before && auditFieldsOf(before, fields),
        after: auditFieldsOf(after, fields),
        version: versionOf(after),
        previousVersion: before && versionOf(before),
      });
    },
  };
}
