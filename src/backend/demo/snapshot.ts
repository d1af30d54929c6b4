import type { AuditEntry } from '../../domain/audit';
import type { BusinessProfile } from '../../domain/businessProfile';
import type { Card } from '../../domain/card';
import { EMPTY_GRADING_DESCRIPTION } from '../../domain/cardDescription';
import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import type { Customer } from '../../domain/customer';
import type { Employee } from '../../domain/employee';
import type { OutboxMessage } from '../../domain/outbox';
import type { Payment } from '../../domain/payments';
import type { Submission } from '../../domain/submission';
import type { Workflow } from '../../domain/workflow';
import type { DemoAccount, DemoPasswordLink } from './accountRecords';
import type { StoredGraderOrder } from './graderOrderRecords';
import {
  byId,
  firstProfile,
  withIds,
  type DemoIssuedInvoice,
  type DemoSessionStorage,
  type DemoStore,
  type IdCollection,
  type StoredStepType,
  type StoredWorkflowType,
  type StoreRecords,
} from './store';

/**
 * The demo's records as JSON-ready data, to keep in the browser between visits (decision 0241). The
 * version changes when the shape does: a snapshot of another version is not read back.
 */
export const DEMO_SNAPSHOT_VERSION = 2;

export interface DemoSnapshot {
  version: typeof DEMO_SNAPSHOT_VERSION;
  data: StoreRecords['data'];
  customers: Customer[];
  submissions: Submission[];
  workflowTypes: StoredWorkflowType[];
  stepTypes: StoredStepType[];
  workflows: Workflow[];
  cards: Card[];
  prescreenOpenedAt: Array<[string, string]>;
  catalogues: { [Kind in CatalogueKind]: Array<CatalogueKinds[Kind]['record']> };
  employees: Employee[];
  accounts: DemoAccount[];
  sessions: Array<[string, string]>;
  passwordLinks: Array<[string, DemoPasswordLink]>;
  outbox: OutboxMessage[];
  /** Absent in snapshots kept before grader orders existed. */
  graderOrders?: StoredGraderOrder[];
  /** Absent in snapshots kept before the business profile existed (issue 40). */
  businessProfile?: BusinessProfile;
  invoices?: Array<[string, DemoIssuedInvoice]>;
  /** Absent in snapshots kept before payments existed. */
  payments?: Array<[string, Payment[]]>;
  /** Absent in snapshots kept before the trail was kept (decision 0540). */
  auditEntries?: AuditEntry[];
  counters: Record<IdCollection, number>;
}

/**
 * A picture uploaded in the demo lives in the tab's memory (an object URL, gone after a reload), so a
 * card showing one is not kept: it would come back as a broken image.
 */
const keptAfterReload = (card: Card): boolean => card.assets.every((asset) => !asset.url.startsWith('blob:'));

export function snapshotOf(store: DemoStore): DemoSnapshot {
  return {
    version: DEMO_SNAPSHOT_VERSION,
    data: store.data,
    customers: [...store.customers.values()],
    submissions: [...store.submissions.values()],
    workflowTypes: [...store.workflowTypes.values()],
    stepTypes: [...store.stepTypes.values()],
    workflows: [...store.workflows.values()],
    cards: [...store.cards.values()].filter(keptAfterReload),
    prescreenOpenedAt: [...store.prescreenOpenedAt.entries()],
    catalogues: {
      cardGrades: [...store.catalogues.cardGrades.values()],
      cardGradeErrors: [...store.catalogues.cardGradeErrors.values()],
      cardQualifiers: [...store.catalogues.cardQualifiers.values()],
      prescreenRecommendations: [...store.catalogues.prescreenRecommendations.values()],
    },
    employees: [...store.employees.values()],
    accounts: [...store.accounts.values()],
    sessions: [...store.sessions.entries()],
    passwordLinks: [...store.passwordLinks.entries()],
    outbox: [...store.outbox.values()],
    graderOrders: [...store.graderOrders.values()],
    businessProfile: store.businessProfile,
    invoices: [...store.invoices.entries()],
    payments: [...store.payments.entries()],
    auditEntries: store.auditEntries,
    counters: { ...store.counters() },
  };
}

/** The store a snapshot describes (the snapshot is owned by the store from then on). */
export function restoreDemoStore(snapshot: DemoSnapshot, session: DemoSessionStorage): DemoStore {
  const records: StoreRecords = {
    data: snapshot.data,
    customers: byId(snapshot.customers),
    submissions: byId(snapshot.submissions),
    workflowTypes: byId(snapshot.workflowTypes),
    stepTypes: byId(snapshot.stepTypes),
    workflows: byId(snapshot.workflows),
    // A snapshot kept before cards carried a grading description (decision 0520) reads as undescribed.
    cards: byId(
      snapshot.cards.map((card) => ({
        ...card,
        gradingDescription: (card as Partial<Card>).gradingDescription ?? { ...EMPTY_GRADING_DESCRIPTION },
      })),
    ),
    prescreenOpenedAt: new Map(snapshot.prescreenOpenedAt),
    catalogues: {
      cardGrades: byId(snapshot.catalogues.cardGrades),
      cardGradeErrors: byId(snapshot.catalogues.cardGradeErrors),
      cardQualifiers: byId(snapshot.catalogues.cardQualifiers),
      prescreenRecommendations: byId(snapshot.catalogues.prescreenRecommendations),
    },
    employees: byId(snapshot.employees),
    accounts: byId(snapshot.accounts),
    sessions: new Map(snapshot.sessions),
    passwordLinks: new Map(snapshot.passwordLinks),
    outbox: byId(snapshot.outbox),
    graderOrders: byId(snapshot.graderOrders ?? []),
    businessProfile:
      snapshot.businessProfile ?? firstProfile(snapshot.data.generatedAt, snapshot.data.organisation),
    invoices: new Map(snapshot.invoices ?? []),
    payments: new Map(snapshot.payments ?? []),
    auditEntries: snapshot.auditEntries ?? [],
  };
  return withIds(records, session, {
    ...snapshot.counters,
    graderOrders: snapshot.counters.graderOrders ?? 0,
  });
}
