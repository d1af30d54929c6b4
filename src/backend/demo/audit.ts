import {
  type AuditAction,
  type AuditEntry,
  type AuditFields,
  type AuditRecordType,
  actionOf,
  auditFieldsOf,
  changesBetween,
  currentLife,
  matchesAuditFilters,
  mayReadHistory,
} from '../../domain/audit';
import { AUDIT_EXPORT_LIMIT, auditCsv } from '../../domain/auditCsv';
import type { AuditApi, AuditPerson } from '../backend';
import type { SessionUser } from '../../domain/session';
import type { Latency } from './latency';
import { pageOf } from './query';
import { refusal, versionOf } from './writes';

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

/** The demo's audit trail: the same entries the server writes, kept for the tab (issue 41). */
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
  api: AuditApi;
}

export function createDemoAudit(context: {
  now: () => Date;
  latency: Latency;
  /** The signed-in persona's user. */
  user: () => SessionUser;
}): DemoAudit {
  const entries: AuditEntry[] = [];
  const { user } = context;
  const copy = <T>(value: T): T => structuredClone(value);
  const newestFirst = () => [...entries].reverse();
  const refuseUnlessAdmin = () => {
    if (!user().roles.includes('ADMIN')) throw refusal(403, 'You do not have permission to do that.');
  };
  return {
    record(change) {
      const changes = changesBetween(change.before, change.after);
      const action = change.action ?? actionOf(change.before, change.after);
      if (action === 'update' && changes.length === 0 && change.version === (change.previousVersion ?? null))
        return;
      const actor = change.actor ?? { id: Number(user().id), name: this.actorName() };
      entries.push({
        id: entries.length + 1,
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
    api: {
      async history(recordType, recordId, page, options) {
        await context.latency.wait('records', options?.signal);
        if (!mayReadHistory(recordType, user().roles))
          throw refusal(403, 'You do not have permission to do that.');
        const mine = currentLife(
          newestFirst().filter(
            (entry) => entry.recordType === recordType && entry.recordId === Number(recordId),
          ),
        );
        return copy(pageOf(mine, page.pageNumber, page.pageSize));
      },
      async activity(query, options) {
        await context.latency.wait('records', options?.signal);
        refuseUnlessAdmin();
        const matching = newestFirst().filter((entry) => matchesAuditFilters(entry, query));
        return copy(pageOf(matching, query.pageNumber, query.pageSize));
      },
      async people(options) {
        await context.latency.wait('records', options?.signal);
        refuseUnlessAdmin();
        const people = new Map<number, AuditPerson>();
        for (const entry of entries)
          if (entry.actorId !== null) people.set(entry.actorId, { id: entry.actorId, name: entry.actorName });
        return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
      },
      async exportCsv(filters, options) {
        await context.latency.wait('records', options?.signal);
        refuseUnlessAdmin();
        const matching = newestFirst().filter((entry) => matchesAuditFilters(entry, filters));
        return {
          csv: auditCsv(matching.slice(0, AUDIT_EXPORT_LIMIT)),
          truncated: matching.length > AUDIT_EXPORT_LIMIT,
        };
      },
    },
  };
}
