import {
  type AuditEntry,
  type AuditRecordRef,
  type AuditRecordType,
  mayReadHistory,
} from '../../domain/audit';
import {
  AUDIT_OWNED_TYPES,
  type AuditRelatedIds,
  historyOf,
  matchesAuditFilters,
} from '../../domain/auditQuery';
import { AUDIT_EXPORT_LIMIT, auditCsv } from '../../domain/auditCsv';
import type { AuditApi, AuditPerson } from '../backend';
import { pageOf } from './query';
import type { SessionUser } from '../../domain/session';
import type { Latency } from './latency';
import type { DemoStore } from './store';
import { refusal } from './writes';

const ids = (values: Iterable<string>): ReadonlySet<number> => new Set([...values].map(Number));

/** The records that belong to a record, as its History reads them (decision 0541; the server's query). */
function relatedIds(store: DemoStore, recordType: AuditRecordType, recordId: string): AuditRelatedIds {
  if (recordType === 'submission') {
    const workflows = [...store.workflows.values()].filter((run) => run.submissionId === recordId);
    return {
      card: ids([...store.cards.values()].filter((card) => card.submissionId === recordId).map((c) => c.id)),
      workflow: ids(workflows.map((run) => run.id)),
      step: ids(workflows.flatMap((run) => run.steps.map((step) => step.id))),
      invoice: ids([recordId]),
      payment: ids((store.payments.get(recordId) ?? []).map((payment) => payment.id)),
    };
  }
  if (recordType === 'employee') {
    const userId = store.employees.get(recordId)?.userId;
    return { user: ids(userId ? [userId] : []) };
  }
  return {};
}

/** The record an entry of a record with no page belongs to (decision 0542), as the server finds it. */
function ownerOf(store: DemoStore, { recordType, recordId }: AuditRecordRef): AuditRecordRef | null {
  const id = String(recordId);
  const submission = (submissionId: string | undefined): AuditRecordRef | null =>
    submissionId ? { recordType: 'submission', recordId: Number(submissionId) } : null;
  switch (recordType) {
    case 'card':
      return submission(store.cards.get(id)?.submissionId);
    case 'workflow':
      return submission(store.workflows.get(id)?.submissionId);
    case 'step':
      return submission(
        [...store.workflows.values()].find((run) => run.steps.some((step) => step.id === id))?.submissionId,
      );
    case 'payment': {
      const paid = [...store.payments].find(([, payments]) => payments.some((payment) => payment.id === id));
      return paid ? { recordType: 'invoice', recordId: Number(paid[0]) } : null;
    }
    case 'stepType': {
      const typeId = store.stepTypes.get(id)?.workflowTypeId;
      return typeId ? { recordType: 'workflowType', recordId: Number(typeId) } : null;
    }
    case 'user': {
      const employee = [...store.employees.values()].find((one) => one.userId === id);
      if (employee) return { recordType: 'employee', recordId: Number(employee.id) };
      const customer = [...store.customers.values()].find((one) => one.userId === id);
      return customer ? { recordType: 'customer', recordId: Number(customer.id) } : null;
    }
    default:
      return null;
  }
}

/** The demo trail's reads, with the server's rules: who may read, filters, pages, CSV. */
export function createDemoAuditReads({
  store,
  latency,
  user,
}: {
  store: DemoStore;
  latency: Latency;
  /** The signed-in persona's user. */
  user: () => SessionUser;
}): AuditApi {
  const entries = store.auditEntries;
  const copy = <T>(value: T): T => structuredClone(value);
  const newestFirst = () => [...entries].reverse();
  const refuseUnlessAdmin = () => {
    if (!user().roles.includes('ADMIN')) throw refusal(403, 'You do not have permission to do that.');
  };
  return {
    async history(recordType, recordId, page, options) {
      await latency.wait('records', options?.signal);
      if (!mayReadHistory(recordType, user().roles))
        throw refusal(403, 'You do not have permission to do that.');
      const mine = historyOf(
        newestFirst(),
        recordType,
        Number(recordId),
        relatedIds(store, recordType, recordId),
      );
      return copy(pageOf(mine, page.pageNumber, page.pageSize));
    },
    async activity(query, options) {
      await latency.wait('records', options?.signal);
      refuseUnlessAdmin();
      const matching = newestFirst().filter((entry) => matchesAuditFilters(entry, query));
      const page = copy(pageOf(matching, query.pageNumber, query.pageSize));
      return { ...page, items: page.items.map((entry) => withOwner(store, entry)) };
    },
    async people(options) {
      await latency.wait('records', options?.signal);
      refuseUnlessAdmin();
      const people = new Map<number, AuditPerson>();
      for (const entry of entries)
        if (entry.actorId !== null) people.set(entry.actorId, { id: entry.actorId, name: entry.actorName });
      return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
    async exportCsv(filters, options) {
      await latency.wait('records', options?.signal);
      refuseUnlessAdmin();
      const matching = newestFirst().filter((entry) => matchesAuditFilters(entry, filters));
      return {
        csv: auditCsv(matching.slice(0, AUDIT_EXPORT_LIMIT)),
        truncated: matching.length > AUDIT_EXPORT_LIMIT,
      };
    },
  };
}

/** Entries of a record with no page carry the record they belong to; others are as kept. */
function withOwner(store: DemoStore, entry: AuditEntry): AuditEntry {
  return AUDIT_OWNED_TYPES.includes(entry.recordType) ? { ...entry, owner: ownerOf(store, entry) } : entry;
}
