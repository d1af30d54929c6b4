import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonBodyLimit } from '../http/bodyLimit';
import type { AppEnv } from '../http/env';
import { HttpError, badRequest } from '../http/errors';

/**
 * The error-reporting tunnel (decision 0340). The browser SDK posts its envelopes here, to the app's
 * own origin, so the page's `connect-src 'self'` lets them through (issue 37 item 17: a DSN on another
 * origin received nothing) and privacy blockers that stop requests to reporting services do not lose
 * them; this route checks that the envelope names the project the server is configured for and
 * forwards it to that project's envelope endpoint. It is not an open relay: any other DSN is refused.
 */

/** A DSN's parts: `{protocol}://{publicKey}@{host}{path}/{projectId}`. */
export interface ReportingProject {
  protocol: string;
  publicKey: string;
  /** Host name and port, as in a URL's `host`. */
  host: string;
  /** Any path before the project id ('' for Sentry's own service). */
  path: string;
  projectId: string;
}

/** Reads a DSN, or null when it is not one. */
export function parseDsn(dsn: string): ReportingProject | null {
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username || !projectId) return null;
  if (!/^\d+$/.test(projectId)) return null;
  return {
    protocol: url.protocol,
    publicKey: decodeURIComponent(url.username),
    host: url.host.toLowerCase(),
    path: segments.length > 0 ? `/${segments.join('/')}` : '',
    projectId,
  };
}

const sameProject = (a: ReportingProject, b: ReportingProject) =>
  a.protocol === b.protocol &&
  a.publicKey === b.publicKey &&
  a.host === b.host &&
  a.path === b.path &&
  a.projectId === b.projectId;

/** Where the project's service takes envelopes (Sentry's and self-hosted Sentry's documented path). */
export const envelopeEndpoint = (project: ReportingProject) =>
  `${project.protocol}//${project.host}${project.path}/api/${project.projectId}/envelope/`;

/** The configured DSN read at start-up; a value that is not a DSN stops the start with the reason. */
export function reportingProject(dsn: string | undefined): ReportingProject | null {
  if (dsn === undefined || dsn.trim() === '') return null;
  const project = parseDsn(dsn);
  if (!project) throw new Error('SENTRY_DSN (or VITE_SENTRY_DSN) is not a DSN such as https://key@host/1.');
  return project;
}

/** Envelopes of errors, spans and client reports are a few KB; 1 MB leaves room and stops abuse. */
const MAX_ENVELOPE_BYTES = 1024 * 1024;
const FORWARD_TIMEOUT_MS = 10_000;
/** The service's answers the SDK acts on (rate limits), passed back to it. */
const PASSED_HEADERS = ['retry-after', 'x-sentry-rate-limits'];

export const REPORTING_OFF = 'Error reporting is not configured on this server.';
export const OTHER_PROJECT = 'This error report names another reporting project.';
export const SERVICE_UNREACHABLE = 'The error-reporting service could not be reached.';

/** The project an envelope's header names, or null (the first line is the header, as JSON). */
function projectOf(envelope: string): ReportingProject | null {
  const header = envelope.slice(0, envelope.indexOf('\n') === -1 ? undefined : envelope.indexOf('\n'));
  try {
    const parsed: unknown = JSON.parse(header);
    const dsn = typeof parsed === 'object' && parsed !== null ? (parsed as { dsn?: unknown }).dsn : undefined;
    return typeof dsn === 'string' ? parseDsn(dsn) : null;
  } catch {
    return null;
  }
}

export function errorReportRoutes(project: ReportingProject | null) {
  const app = new Hono<AppEnv>();
  // Any content type: the SDK sends text/plain (a simple request), so this runs before the CSRF
  // guard's JSON-only rule; no session is needed (errors on the sign-in page are reported too).
  app.post('/', jsonBodyLimit(MAX_ENVELOPE_BYTES, 'This error report is too large.'), async (c) => {
    if (!project) throw new HttpError(404, 'REPORTING_OFF', REPORTING_OFF);
    const envelope = (c.get('bodyText') as string | undefined) ?? '';
    const named = projectOf(envelope);
    if (!named || !sameProject(named, project)) throw badRequest(OTHER_PROJECT, 'REPORT_PROJECT_MISMATCH');
    let answer: Response;
    try {
      answer = await fetch(envelopeEndpoint(project), {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: envelope,
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
    } catch {
      throw new HttpError(502, 'REPORTING_UNREACHABLE', SERVICE_UNREACHABLE);
    }
    for (const name of PASSED_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) c.header(name, value);
    }
    c.header('content-type', answer.headers.get('content-type') ?? 'application/json');
    return c.body(await answer.text(), answer.status as ContentfulStatusCode);
  });
  return app;
}
