import { type CardStore, cardStore } from './cards';
import { type CustomerStore, customerStore } from './customers';
import { type CatalogueStore, catalogueStore } from './catalogues';
import type { Db } from './database';
import { type DashboardStore, dashboardStore } from './dashboard';
import { type EmployeeStore, employeeStore } from './employees';
import { type IdempotencyStore, idempotencyStore } from './idempotency';
import { type LimitStore, limitStore } from './limits';
import { type PrescreenQueueStore, prescreenQueueStore } from './prescreenQueue';
import { type SubmissionStore, submissionStore } from './submissions';
import { type UserStore, userStore } from './users';
import { type WorkflowRunStore, workflowRunStore } from './workflowRuns';
import { type WorkflowTypeStore, workflowTypeStore } from './workflowTypes';

/** Every store routes and auth modules call; none of them holds SQL. */
export function createStores(db: Db): Stores {
  return {
    db,
    users: userStore(db),
    limits: limitStore(db),
    customers: customerStore(db),
    catalogues: catalogueStore(db),
    submissions: submissionStore(db),
    dashboard: dashboardStore(db),
    prescreenQueue: prescreenQueueStore(db),
    employees: employeeStore(db),
    workflowTypes: workflowTypeStore(db),
    workflowRuns: workflowRunStore(db),
    cards: cardStore(db),
    idempotency: idempotencyStore(db),
    /** Runs `work` in one transaction, handing it stores that write inside it. */
    transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(createStores(trx)));
    },
  };
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
  transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
}
