import { type AuditStore, auditStore } from './audit';
import { type BusinessProfileStore, businessProfileStore } from './businessProfile';
import { type CardStore, cardStore } from './cards';
import { type CustomerStore, customerStore } from './customers';
import { type ConsignorReturnStore, consignorReturnStore } from './consignorReturns';
import { type CustomerGradingStore, customerGradingStore } from './customerGrading';
import { type CatalogueStore, catalogueStore } from './catalogues';
import type { Db } from './database';
import { type DashboardStore, dashboardStore } from './dashboard';
import { type EmployeeStore, employeeStore } from './employees';
import { type GraderOrderStore, graderOrderStore } from './graderOrders';
import { type IdempotencyStore, idempotencyStore } from './idempotency';
import { type LimitStore, limitStore } from './limits';
import { type PaymentStore, paymentStore } from './payments';
import { type PortalStore, portalStore } from './portal';
import { type OutboxStore, outboxStore } from './outbox';
import { type PasswordTokenStore, passwordTokenStore } from './passwordTokens';
import { type PrescreenQueueStore, prescreenQueueStore } from './prescreenQueue';
import { type ReturnStore, returnStore } from './returns';
import { type RequestCountStore, requestCountStore } from './requestCounts';
import { type SearchTotalsCache, searchTotalsCache } from './searchTotals';
import { type SubmissionStore, submissionStore } from './submissions';
import { type UserStore, userStore } from './users';
import { type WorkflowRunStore, workflowRunStore } from './workflowRuns';
import { type WorkflowTypeStore, workflowTypeStore } from './workflowTypes';

/** What the stores tell the rest of the server. */
export interface StoreEvents {
  /**
   * A message was queued in the outbox and is committed: the mail worker may deliver it now. Inside
   * `transaction()` it is told once the transaction commits, never for one that rolls back.
   */
  mailQueued?: () => void;
}

/**
 * Every store routes and auth modules call; none of them holds SQL. One search totals cache serves
 * the process (decision 0274); stores made for a transaction share it but do not use it.
 */
export function createStores(
  db: Db,
  totals: SearchTotalsCache = searchTotalsCache(),
  events: StoreEvents = {},
): Stores {
  const stores: Stores = {
    db,
    users: userStore(db),
    limits: limitStore(db),
    passwordTokens: passwordTokenStore(db),
    requestCounts: requestCountStore(db),
    outbox: outboxStore(db, () => events.mailQueued?.()),
    customers: customerStore(db, totals),
    catalogues: catalogueStore(db),
    submissions: submissionStore(db, totals),
    dashboard: dashboardStore(db),
    prescreenQueue: prescreenQueueStore(db),
    employees: employeeStore(db),
    workflowTypes: workflowTypeStore(db),
    workflowRuns: workflowRunStore(db),
    cards: cardStore(db),
    idempotency: idempotencyStore(db),
    audit: auditStore(db, totals),
    payments: paymentStore(db),
    portal: portalStore(db),
    businessProfile: businessProfileStore(db),
    graderOrders: graderOrderStore(db, totals),
    customerGrading: customerGradingStore(db),
    returns: returnStore(db),
    consignorReturns: consignorReturnStore(db, totals),
    /**
     * Runs `work` in one transaction, handing it stores that write inside it. Mail it queues is
     * announced after the commit (the transactional outbox, decision 0370). Stores already inside a
     * transaction join it (Kysely does not nest them): their mail is announced when that one commits.
     */
    async transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T> {
      if (db.isTransaction) return work(stores);
      let queued = false;
      const inside: StoreEvents = {
        mailQueued: () => {
          queued = true;
        },
      };
      const result = await db.transaction().execute((trx) => work(createStores(trx, totals, inside)));
      if (queued) events.mailQueued?.();
      return result;
    },
  };
  return stores;
}

export interface Stores {
  db: Db;
  users: UserStore;
  limits: LimitStore;
  passwordTokens: PasswordTokenStore;
  requestCounts: RequestCountStore;
  /** Queue mail with `outbox.enqueue` inside the transaction of the change it tells of. */
  outbox: OutboxStore;
  customers: CustomerStore;
  catalogues: CatalogueStore;
  submissions: SubmissionStore;
  dashboard: DashboardStore;
  prescreenQueue: PrescreenQueueStore;
  employees: EmployeeStore;
  workflowTypes: WorkflowTypeStore;
  workflowRuns: WorkflowRunStore;
  cards: CardStore;
  idempotency: IdempotencyStore;
  audit: AuditStore;
  /** Payments against issued invoices (issue 40 item 5). */
  payments: PaymentStore;
  /** The customer's own records (issue 40). */
  portal: PortalStore;
  /** The business on every invoice and the invoice sequence (issue 40). */
  businessProfile: BusinessProfileStore;
  graderOrders: GraderOrderStore;
  /** A customer's grader orders, for their batches and return performance (issue 39). */
  customerGrading: CustomerGradingStore;
  /** Return shipments and the submission status that follows its cards (issue 39 item 5). */
  returns: ReturnStore;
  /** The returns list per consignor, read from the lines the writes keep (decision 0570). */
  consignorReturns: ConsignorReturnStore;
  transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
}
