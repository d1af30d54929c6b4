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
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
  return error.message.includes('database connection is not open');
}

export const databaseUnavailable = () =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', 'The server is busy. Please try again in a moment.', {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });
