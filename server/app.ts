import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import type { AppVersion } from '../src/domain/version';
import { STAFF, requireRole, requireSession } from './auth/guard';
import { parseTrustProxy } from './http/clientAddress';
import { closeWhenBodyUnread } from './http/closeUnread';
import { compressLargeJson } from './http/compress';
import type { AppDeps, AppEnv } from './http/env';
import { jsonBodyLimit } from './http/bodyLimit';
import { HttpError } from './http/errors';
import { idempotentWrites } from './http/idempotency';
import { databaseUnavailable, isDatabaseUnavailable } from './http/unavailable';
import { failureBody } from './http/wrap';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { cardRoutes } from './routes/cards';
import { settingsRoutes } from './routes/catalogues';
import { businessProfileRoutes } from './routes/businessProfile';
import { customerRoutes } from './routes/customers';
import { dashboardRoutes } from './routes/dashboard';
import { employeeRoutes } from './routes/employees';
import { meRoutes } from './routes/me';
import { graderOrderRoutes } from './routes/graderOrders';
import { returnRoutes } from './routes/returns';
import { gradeImportRoutes } from './routes/gradeImport';
import { errorReportRoutes, reportingProject } from './routes/errorReports';
import { prescreeningRoutes } from './routes/prescreening';
import { paymentRoutes } from './routes/payments';
import { submissionRoutes } from './routes/submissions';
import { outboxRoutes } from './routes/outbox';
import { uploadRoutes } from './routes/uploads';
import { workflowRunRoutes } from './routes/workflowRuns';
import { workflowTypeRoutes } from './routes/workflowTypes';
import { csrfGuard } from './security/csrf';
import { refuseSourceMaps, securityHeaders } from './security/headers';
import { staticApp } from './static';
import { localStorage } from './storage/local';
import { type UploadsInFlight, uploadsInFlight } from './uploads/inFlight';
import { uploadsFolder } from './storage/fromEnv';
import type { ObjectStorage } from './storage/storage';
import { type Db, databaseAnswers, queryBuilderOver } from './store/database';
import { createStores, type StoreEvents } from './store/stores';
import { createMailDelivery, type MailDelivery } from './mail/delivery';
import { mailLinks } from './mail/links';
import { versionReader } from './version';

export interface CreateAppOptions {
  /** The SQLite file (tests pass it); the server passes `queryBuilder`, on either engine. */
  db?: Database;
  /** The query builder the stores use (SQLite or PostgreSQL); one over `db` when absent. */
  queryBuilder?: Db;
  /** Data folder: the SQLite file and uploads/ live here. */
  dataDir: string;
  /** Where card images live; the data folder's uploads/ when absent. */
  storage?: ObjectStorage;
  now?: () => Date;
  /** Built app to serve (dist/) with the SPA fallback; null or absent serves the API alone. */
  staticDir?: string | null;
  /** Version file source; defaults to reading staticDir/version.json. */
  version?: () => AppVersion;
  /** TRUST_PROXY as written: a hop count ('1') or the proxies' addresses (decision 0330); none when absent. */
  trustProxy?: string;
  /** The registry of running uploads main.ts cleans up at a stop; a private one when absent. */
  uploads?: UploadsInFlight;
  /** The error-reporting DSN the built app names; its envelopes are forwarded there (decision 0340). */
  reportingDsn?: string;
  /**
   * The mail worker (decision 0370): main.ts gives one that sends through SMTP_URL or keeps every
   * message, in the background. Absent (tests), messages are kept, and only when the test calls
   * `deliverDue()`.
   */
  mail?: MailDelivery;
  /** Where links in mail point: APP_URL or the address main.ts announces (default http://localhost). */
  appUrl?: string;
}

/** JSON bodies are small; only the card upload route takes large multipart bodies. */
const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_PATH = /\/cards\/upload-batch$/;

function databaseOf(options: CreateAppOptions): Db {
  if (options.queryBuilder) return options.queryBuilder;
  if (options.db) return queryBuilderOver(options.db);
  throw new Error('createApp needs a database: db (a SQLite file) or queryBuilder.');
}

export function createApp(options: CreateAppOptions) {
  const now = options.now ?? (() => new Date());
  const mail = options.mail ?? createMailDelivery({ transport: null, now, automatic: false });
  // Mail queued by a committed change wakes the worker; it never runs inside a request.
  const storeEvents: StoreEvents = { mailQueued: () => mail.wake() };
  const deps: AppDeps = {
    stores: createStores(databaseOf(options), undefined, storeEvents),
    dataDir: options.dataDir,
    storage: options.storage ?? localStorage(uploadsFolder(options.dataDir)),
    now,
    trustProxy: parseTrustProxy(options.trustProxy),
    uploads: options.uploads ?? uploadsInFlight(),
    links: mailLinks(options.appUrl ?? 'http://localhost'),
  };
  mail.attach(deps.stores);
  const version = options.version ?? versionReader(options.staticDir ?? null, deps.now());
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders(deps.trustProxy));

  // The update check polls this; it must never come from a cache. Also under /api for the dev proxy.
  for (const path of ['/version.json', '/api/version.json']) {
    app.get(path, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(version());
    });
  }

  const api = new Hono<AppEnv>();
  // Lists and dashboards run to hundreds of KB of JSON; Brotli or gzip them (small answers stay as is).
  api.use('*', compressLargeJson());
  api.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  // For a load balancer: 200 while the database answers, 503 when it does not (no session needed).
  api.get('/health', async (c) =>
    (await databaseAnswers(deps.stores.db))
      ? c.json({ status: 'ok' }, 200)
      : c.json({ status: 'unavailable' }, 503),
  );
  // The error-reporting tunnel takes the SDK's text/plain envelopes without a session, so it comes
  // before the CSRF guard's JSON-only rule; it forwards only to the configured project.
  api.route('/error-reports', errorReportRoutes(reportingProject(options.reportingDsn)));
  api.use('*', csrfGuard({ trustProxy: deps.trustProxy, multipartPath: UPLOAD_PATH }));
  api.use('*', async (c, next) => {
    if (UPLOAD_PATH.test(c.req.path)) return next();
    return jsonBodyLimit(JSON_BODY_LIMIT, 'The request body is too large.')(c, next);
  });
  api.route('/auth', authRoutes(deps));

  // A refused upload (no session) is answered before its body is read, and its connection closed.
  api.use('/employee/*', closeWhenBodyUnread(UPLOAD_PATH));
  const staff = [requireSession(deps), requireRole(...STAFF)] as const;
  api.use('/employee/*', ...staff);
  api.use('/settings/*', ...staff);
  api.use('/uploads/*', ...staff);
  // After the session guard: a repeated create's key is looked up for the signed-in user only.
  api.use('/employee/*', idempotentWrites(deps));
  api.use('/settings/*', idempotentWrites(deps));
  api.route('/employee/customer', customerRoutes(deps));
  api.route('/employee/dashboard', dashboardRoutes(deps));
  api.route('/employee/submission', submissionRoutes(deps));
  api.route('/employee/submission', cardRoutes(deps));
  api.route('/employee/submission', paymentRoutes(deps));
  api.route('/employee/workflow', workflowTypeRoutes(deps));
  api.route('/employee/workflow', workflowRunRoutes(deps));
  api.route('/employee/prescreening', prescreeningRoutes(deps));
  api.route('/employee/employees', employeeRoutes(deps));
  api.route('/employee/outbox', outboxRoutes(deps));
  api.route('/employee', returnRoutes(deps));
  api.route('/employee/grader-orders', graderOrderRoutes(deps));
  api.route('/employee/grader-orders', gradeImportRoutes(deps));
  api.route('/employee', auditRoutes(deps));
  api.route('/settings', settingsRoutes(deps));
  api.route('/uploads', uploadRoutes(deps));
  // The customer's own calls (issue 40): any signed-in user, answered for their linked customer only.
  api.use('/me/*', requireSession(deps));
  api.route('/me', meRoutes(deps));
  // The business on every invoice (issue 40): any signed-in user reads it, admins change it.
  api.use('/business-profile', requireSession(deps));
  api.route('/business-profile', businessProfileRoutes(deps));

  api.all('*', () => {
    throw new HttpError(404, 'NOT_FOUND', 'There is no such API call.');
  });
  app.route('/api', api);

  if (options.staticDir) {
    app.use('*', refuseSourceMaps());
    app.route('/', staticApp(options.staticDir));
  }

  app.onError((caught, c) => {
    const error = isDatabaseUnavailable(caught) ? databaseUnavailable() : caught;
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(failureBody(error.messages, error.code), error.status);
    }
    // Unexpected: log the error itself (never the request's cookies or body) and answer generically.
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(
      failureBody(['Something went wrong on the server. Please try again.'], 'SERVER_ERROR'),
      500,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
