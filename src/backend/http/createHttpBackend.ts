import type { Backend, RequestProblemSink } from '../backend';
import { createAuditApi } from './apis/audit';
import { createBusinessProfileApi } from './apis/businessProfile';
import { createCardsApi } from './apis/cards';
import { createCataloguesApi } from './apis/catalogues';
import { createCustomersApi } from './apis/customers';
import { createEmployeesApi } from './apis/employees';
import { createPortalApi } from './apis/portal';
import { createOutboxApi } from './apis/outbox';
import { createGraderOrdersApi } from './apis/graderOrders';
import { createReturnsApi } from './apis/returns';
import { createPrescreeningApi } from './apis/prescreening';
import { createSessionApi } from './apis/session';
import { createSubmissionsApi } from './apis/submissions';
import { createVersionApi } from './apis/version';
import { createWorkflowsApi } from './apis/workflows';
import { createHttpClient } from './client';

export interface HttpBackendOptions {
  /** Where the API lives; configured per deployment. */
  baseUrl?: string;
  /** Receives server and connection problems (shown as toasts, with cooldowns applied here). */
  problems: RequestProblemSink;
  fetch?: typeof fetch;
  /** The version file, outside the API base. */
  versionUrl?: string;
  /** Clock for the toast cooldowns and the version query; tests pass a fake one. */
  now?: () => number;
  /** Per-request timeout; a hung call fails with its own message (policy.ts). */
  timeoutMs?: number;
  /** How the client waits between a read's tries; tests pass one that records and resolves at once. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The API-mode Backend: ky for transport, valibot at the boundary, the spec's errors throughout. */
export function createHttpBackend({
  baseUrl = '/api',
  problems,
  fetch,
  versionUrl = '/version.json',
  now = Date.now,
  timeoutMs,
  sleep,
}: HttpBackendOptions): Backend {
  const client = createHttpClient({
    baseUrl,
    problems,
    now,
    ...(fetch ? { fetch } : {}),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    ...(sleep ? { sleep } : {}),
  });
  const cards = createCardsApi(client);
  return {
    mode: 'api',
    session: createSessionApi(client),
    submissions: createSubmissionsApi(client),
    customers: createCustomersApi(client),
    workflows: createWorkflowsApi(client),
    cards,
    prescreening: createPrescreeningApi(client, cards),
    catalogues: createCataloguesApi(client),
    employees: createEmployeesApi(client),
    outbox: createOutboxApi(client),
    graderOrders: createGraderOrdersApi(client),
    returns: createReturnsApi(client),
    audit: createAuditApi(client),
    version: createVersionApi(client, versionUrl, now),
    portal: createPortalApi(client),
    businessProfile: createBusinessProfileApi(client),
  };
}
