import { HttpError } from './errors';

/** Seconds a client should wait before reading again; long enough for a busy write to finish. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * The database is briefly unusable: another writer held the lock past busy_timeout (SQLITE_BUSY /
 * SQLITE_LOCKED), or the server is shutting down and has closed it. That is not a server bug but a
 * moment to wait, so the client is told 503 with Retry-After and retries its reads (issue 24 item 1).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}

/**
 * SQLite busy or locked; PostgreSQL unreachable, shutting down or out of connections (class 57P,
 * 53300) — the same moment to wait on either engine.
 */
const UNAVAILABLE_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES = [
  'database connection is not open',
  'driver has already been destroyed',
  'Cannot use a pool after calling end on the pool',
  'Connection terminated',
];

export const databaseUnavailable = () =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', 'The server is busy. Please try again in a moment.', {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });
