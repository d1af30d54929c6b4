import type { Card } from '../../domain/card';
import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import type { Customer } from '../../domain/customer';
import type { Employee } from '../../domain/employee';
import type { StoredGraderOrder } from './graderOrderRecords';
import type { Persona } from '../../domain/session';
import type { Submission } from '../../domain/submission';
import type { StepType, Workflow, WorkflowType } from '../../domain/workflow';
import type { Organisation, SampleData } from '../../domain/sample-data';
import type { OutboxMessage } from '../../domain/outbox';
import type { Payment } from '../../domain/payments';
import type { AuditEntry } from '../../domain/audit';
import { personaAccounts, type DemoAccount, type DemoPasswordLink } from './accountRecords';
import type { Latency } from './latency';
import type { DemoWrites } from './writes';
import type { DemoAudit } from './audit';
import { DEFAULT_BUSINESS_PROFILE, type BusinessProfile } from '../../domain/businessProfile';

/** A workflow type as stored: its step types live in their own map and are joined on read. */
export type StoredWorkflowType = Omit<WorkflowType, 'stepTypes'>;
/** A step type as stored: next-step names are joined on read, so renames show everywhere. */
export type StoredStepType = Omit<StepType, 'nextSteps'>;

type CatalogueMaps = { [Kind in CatalogueKind]: Map<string, CatalogueKinds[Kind]['record']> };

/** Where the demo keeps its signed-in token; the app may pass one backed by localStorage. */
export interface DemoSessionStorage {
  read(): string | null;
  write(token: string | null): void;
}

/** The in-memory records of the demo. Only the area modules touch it; callers always get copies. */
export interface DemoStore {
  data: Pick<SampleData, 'personas' | 'organisation' | 'generatedAt'>;
  customers: Map<string, Customer>;
  submissions: Map<string, Submission>;
  workflowTypes: Map<string, StoredWorkflowType>;
  stepTypes: Map<string, StoredStepType>;
  workflows: Map<string, Workflow>;
  cards: Map<string, Card>;
  /** When each submission's Prescreen step opened (the queue's stepCreatedDate), by submission id. */
  prescreenOpenedAt: Map<string, string>;
  catalogues: CatalogueMaps;
  employees: Map<string, Employee>;
  /** Who may sign in (issue 38): the personas, sign-ups and invited staff, by user id. */
  accounts: Map<string, DemoAccount>;
  /** Sessions of accounts signed in with their own password: token → user id. */
  sessions: Map<string, string>;
  /** Reset and invitation links by token. */
  passwordLinks: Map<string, DemoPasswordLink>;
  /** Every message the demo 'sent' (kept: a browser sends no mail), by id. */
  outbox: Map<string, OutboxMessage>;
  /** Grader orders (issue 39); none in the sample data. */
  graderOrders: Map<string, StoredGraderOrder>;
  /** The business on every invoice (issue 40), one record. */
  businessProfile: BusinessProfile;
  /** Each submission's invoice number and date once issued, by submission id; never reissued. */
  invoices: Map<string, DemoIssuedInvoice>;
  /** Payments against issued invoices, by submission id, in the order recorded (issue 40 item 5). */
  payments: Map<string, Payment[]>;
  /** The audit trail, oldest first (issue 41): kept with the records, so History survives a reload. */
  auditEntries: AuditEntry[];
  session: DemoSessionStorage;
  /** The next free numeric id of a collection: one above the highest numeric id it ever held. */
  nextId(collection: IdCollection): string;
  /** The highest id each collection has given out (kept with the data, so ids are never reused). */
  counters(): Readonly<Record<IdCollection, number>>;
}

/** A submission's invoice identity as issued (the terms and due date are worked out on each read). */
export interface DemoIssuedInvoice {
  invoiceNumber: number;
  invoiceDate: string;
}

/**
 * The demo's first profile: the server's (DEFAULT_BUSINESS_PROFILE, empty for a real install to fill
 * in) with the sample organisation's name, address, email and phone, so a demo invoice is complete
 * (decision 0510). A snapshot kept before the organisation had them gives blanks.
 */
export const firstProfile = (
  at: string,
  organisation: Partial<Pick<Organisation, 'name' | 'address' | 'email' | 'phone'>>,
): BusinessProfile => ({
  ...DEFAULT_BUSINESS_PROFILE,
  name: organisation.name ?? '',
  address: organisation.address ?? '',
  email: organisation.email ?? '',
  phone: organisation.phone ?? '',
  version: 1,
  updatedAt: at,
});

/** The store's records, without its session and id counters. */
export type StoreRecords = Omit<DemoStore, 'session' | 'nextId' | 'counters'>;

export type IdCollection =
  | 'customers'
  | 'submissions'
  | 'workflowTypes'
  | 'stepTypes'
  | 'workflows'
  | 'steps'
  | 'cards'
  | 'assets'
  | 'users'
  | CatalogueKind
  | 'employees'
  | 'outbox'
  | 'graderOrders';

/** Everything an area module needs. */
export interface DemoContext {
  store: DemoStore;
  latency: Latency;
  now: () => Date;
  persona: () => Persona;
  /** Creates answered once per Idempotency-Key (decision 0230). */
  writes: DemoWrites;
  /** The audit trail every write appends to (issue 41). */
  audit: DemoAudit;
  /** Where links in the demo's mail point: this page's origin by default (issue 38). */
  appUrl: () => string;
}

export const memorySessionStorage = (): DemoSessionStorage => {
  let token: string | null = null;
  return {
    read: () => token,
    write: (value) => {
      token = value;
    },
  };
};

/** A deep copy, so neither the caller's sample data nor a returned record can reach into the store. */
export const copy = <T>(value: T): T => structuredClone(value);

export const byId = <T extends { id: string }>(items: readonly T[]): Map<string, T> =>
  new Map(items.map((item) => [item.id, item]));

const highestId = (ids: Iterable<string>, floor: number): number => {
  let highest = floor;
  for (const id of ids) {
    const value = Number(id);
    if (Number.isInteger(value) && value > highest) highest = value;
  }
  return highest;
};

/**
 * `given` is copied (one deep copy up front, much faster than one per record) unless the store owns it
 * already: copying 10,000 submissions with their workflows and cards takes most of a second.
 */
export function createDemoStore(given: SampleData, session: DemoSessionStorage, owned = false): DemoStore {
  const data = owned ? given : copy(given);
  const workflows = data.workflows;
  const stepTypes = data.workflowTypes.flatMap((type) =>
    type.stepTypes.map(({ nextSteps: _joined, ...stepType }) => stepType),
  );
  const store: StoreRecords = {
    data: { personas: data.personas, organisation: data.organisation, generatedAt: data.generatedAt },
    customers: byId(data.customers),
    submissions: byId(data.submissions),
    workflowTypes: new Map(data.workflowTypes.map(({ stepTypes: _own, ...type }) => [type.id, type])),
    stepTypes: new Map(stepTypes.map((stepType) => [stepType.id, stepType])),
    workflows: new Map(workflows.map((workflow) => [workflow.id, workflow])),
    cards: byId(data.cards),
    prescreenOpenedAt: new Map(
      data.prescreenQueue.flatMap((row) =>
        row.stepCreatedDate ? [[row.submissionId, row.stepCreatedDate]] : [],
      ),
    ),
    catalogues: {
      cardGrades: byId(data.catalogues.cardGrades),
      cardGradeErrors: byId(data.catalogues.cardGradeErrors),
      cardQualifiers: byId(data.catalogues.cardQualifiers),
      prescreenRecommendations: byId(data.catalogues.prescreenRecommendations),
    },
    employees: byId(data.employees),
    accounts: byId(personaAccounts(data.personas)),
    sessions: new Map(),
    passwordLinks: new Map(),
    outbox: new Map(),
    graderOrders: byId(data.graderOrders ?? []),
    businessProfile: firstProfile(data.generatedAt, data.organisation),
    invoices: new Map(),
    payments: new Map(),
    auditEntries: [],
  };
  // Mock ids of seed B §9: workflow types from 101, step types from 501.
  const counters: Record<IdCollection, number> = {
    customers: highestId(store.customers.keys(), 0),
    submissions: highestId(store.submissions.keys(), 0),
    workflowTypes: highestId(store.workflowTypes.keys(), 100),
    stepTypes: highestId(store.stepTypes.keys(), 500),
    workflows: highestId(store.workflows.keys(), 1000),
    steps: highestId(
      workflows.flatMap((workflow) => workflow.steps.map((step) => step.id)),
      5000,
    ),
    cards: highestId(store.cards.keys(), 0),
    assets: highestId(
      data.cards.flatMap((card) => card.assets.map((asset) => asset.id)),
      0,
    ),
    users: highestId(
      [
        ...Object.values(data.personas).map((persona) => persona.user.id),
        ...data.customers.map((c) => c.userId ?? ''),
      ],
      0,
    ),
    cardGrades: highestId(store.catalogues.cardGrades.keys(), 0),
    cardGradeErrors: highestId(store.catalogues.cardGradeErrors.keys(), 0),
    cardQualifiers: highestId(store.catalogues.cardQualifiers.keys(), 0),
    prescreenRecommendations: highestId(store.catalogues.prescreenRecommendations.keys(), 0),
    employees: highestId(store.employees.keys(), 0),
    outbox: 0,
    graderOrders: highestId(store.graderOrders.keys(), 0),
  };
  return withIds(store, session, counters);
}

export function withIds(
  records: StoreRecords,
  session: DemoSessionStorage,
  counters: Record<IdCollection, number>,
): DemoStore {
  return {
    ...records,
    session,
    nextId(collection) {
      counters[collection] += 1;
      return String(counters[collection]);
    },
    counters: () => ({ ...counters }),
  };
}
