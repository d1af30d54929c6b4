import type { Persona } from '../../domain/session';
import { BUILD_VERSION } from '../../domain/version';
import type { Backend } from '../backend';
import { createSampleData, type SampleData } from '../../domain/sample-data';
import { createDemoAudit } from './audit';
import { createDemoAccounts, type DemoContextWithAccounts } from './accounts';
import { createDemoCards } from './cards';
import { createDemoCatalogues } from './catalogues';
import { createDemoCustomers } from './customers';
import { createDemoEmployees } from './employees';
import { lazyArea } from './lazyArea';
import { createLatency, type LatencyMode } from './latency';
import { createDemoPrescreening } from './prescreening';
import { createDemoSession } from './session';
import { afterWrites, parseDemoSnapshot, type DemoPersistence } from './persist';
import { restoreDemoStore, snapshotOf } from './snapshot';
import { createDemoStore, memorySessionStorage, type DemoContext, type DemoSessionStorage } from './store';
import { createDemoSubmissions } from './submissions';
import { createDemoWorkflows } from './workflows';
import { createDemoWrites } from './writes';

export { DEMO_SESSION_TOKEN } from './session';
export { LATENCY_RANGES, type LatencyArea, type LatencyMode } from './latency';
export { memorySessionStorage, type DemoSessionStorage } from './store';
export type { DemoPersistence } from './persist';

export interface DemoBackendOptions {
  /** The persona picked in the data-mode switch, read at every session call. */
  persona: () => Persona;
  /** The demo's clock for new records and timestamps. Default: the real clock. */
  now?: () => Date;
  /** 'realistic' (default) waits the seeds' delays; 'none' answers at once (tests, benchmarks). */
  latency?: LatencyMode;
  /** Source of the delays' randomness, in [0, 1). Default Math.random. */
  random?: () => number;
  /** The records to start from; copied, never mutated. Default: the small sample built at `now()`. */
  data?: SampleData;
  /** Where the session token lives; default in memory (a page reload signs out). */
  session?: DemoSessionStorage;
  /**
   * Where the records are kept between visits (decision 0241); absent, they live for the tab. A kept
   * snapshot is used instead of `data`.
   */
  persistence?: DemoPersistence;
  /** Where links in the demo's mail point: this page's origin by default (issue 38). */
  appUrl?: () => string;
}

/**
 * The demo data mode: the Backend interface over in-memory sample data with simulated latency (kept in
 * the browser between visits when given a `persistence`). Every
 * call honours its AbortSignal, rejects with the spec's AppError codes, and returns copies, so a
 * caller mutating a result never changes the store.
 */
export function createDemoBackend(options: DemoBackendOptions): Backend {
  const now = options.now ?? (() => new Date());
  const session = options.session ?? memorySessionStorage();
  const kept = parseDemoSnapshot(options.persistence?.load() ?? null);
  const store = kept
    ? restoreDemoStore(kept, session)
    : createDemoStore(options.data ?? createSampleData({ now: now() }), session, options.data === undefined);
  const latency = createLatency(options.latency ?? 'realistic', options.random ?? Math.random);
  const user = () => store.data.personas[options.persona()].user;
  const appUrl = options.appUrl ?? (() => globalThis.location?.origin ?? 'http://localhost');
  const base: DemoContext = {
    store,
    latency,
    now,
    persona: options.persona,
    writes: createDemoWrites(now, options.persona),
    audit: createDemoAudit({ now, user, entries: store.auditEntries }),
    appUrl,
  };
  const context: DemoContextWithAccounts = { ...base, accounts: createDemoAccounts(base) };
  const builtAt = now().toISOString();
  const { persistence } = options;
  const backend: Backend = {
    mode: 'mock',
    session: createDemoSession(context),
    submissions: createDemoSubmissions(context),
    customers: createDemoCustomers(context),
    workflows: createDemoWorkflows(context),
    cards: createDemoCards(context),
    prescreening: createDemoPrescreening(context),
    catalogues: createDemoCatalogues(context),
    employees: createDemoEmployees(context),
    // The trail's reads: a first visit writes entries (a sign-in) but reads none (decision 0303).
    audit: lazyArea(
      () => import('./auditReads').then((area) => area.createDemoAuditReads({ store, latency, user })),
      { history: true, activity: true, people: true, exportCsv: true },
    ),
    outbox: lazyArea(() => import('./outbox').then((area) => area.createDemoOutbox(context)), {
      search: true,
      get: true,
    }),
    // Grading, the outbox, the customers' pages and the business profile are no part of a first
    // visit: their code loads on their first call (decision 0303).
    graderOrders: lazyArea(
      () => import('./graderOrders').then((area) => area.createDemoGraderOrders(context)),
      {
        search: true,
        get: true,
        create: true,
        update: true,
        transition: true,
        assignCards: true,
        removeCard: true,
        postGrade: true,
        importGrades: true,
        ofSubmission: true,
        figures: true,
      },
    ),
    returns: lazyArea(
      () =>
        import('./returns').then((area) =>
          area.createDemoReturns(context, () => user().displayName || user().fullName),
        ),
      { ofOrder: true, log: true, byConsignor: true },
    ),
    version: {
      async current(callOptions) {
        await latency.wait('version', callOptions?.signal);
        return { version: BUILD_VERSION, commit: 'demo', branch: 'main', builtAt };
      },
    },
    portal: lazyArea(() => import('./portal').then((area) => area.createDemoPortal(context)), {
      searchSubmissions: true,
      submission: true,
      details: true,
      saveDetails: true,
      invoice: true,
    }),
    businessProfile: lazyArea(
      () => import('./businessProfile').then((area) => area.createDemoBusinessProfile(context)),
      { get: true, save: true },
    ),
  };
  if (!persistence) return backend;
  const snapshot = () => JSON.stringify(snapshotOf(store));
  return afterWrites(backend, () => persistence.changed(snapshot));
}
