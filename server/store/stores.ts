import { type AuditStore, auditStore } from './audit';
import { type CardStore, cardStore } from './cards';
import { type CustomerStore, customerStore } from './customers';
import { type CatalogueStore, catalogueStore } from './catalogues';
import type { Db } from './database';
import { type DashboardStore, dashboardStore } from './dashboard';
import { type EmployeeStore, employeeStore } from './employees';
import { type IdempotencyStore, idempotencyStore } from './idempotency';
import { type LimitStore, limitStore } from './limits';
import { type PrescreenQueueStore, prescreenQueueStore } from './prescreenQueue';
import { type SearchTotalsCache, searchTotalsCache } from './searchTotals';
import { type SubmissionStore, submissionStore } from './submissions';
import { type UserStore, userStore } from './users';
import { type WorkflowRunStore, workflowRunStore } from './workflowRuns';
import { type WorkflowTypeStore, workflowTypeStore } from './workflowTypes';
import { inTransaction } from './transaction';

/**
 * Every store routes and auth modules call; none of them holds SQL. One search totals cache serves
 * the process (decision 0274); stores made for a transaction share it but do not use it.
 */
export function createStores(db: Db, totals: SearchTotalsCache = searchTotalsCache()): Stores {
  const stores: Stores = {
    db,
    users: userStore(db),
    limits: limitStore(db),
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
    audit: auditStore(db),
    /** Runs `work` in one transaction (or joins the one these stores are in), handing it stores that write inside it. */
    transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T> {
      return inTransaction(db, (trx) => work(trx === db ? stores : createStores(trx, totals)));
    },
  };
  return stores;
}

export interface Stores {
  db: Db;
  users: UserStore;
  limits: LimitStore;
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
  transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
}
