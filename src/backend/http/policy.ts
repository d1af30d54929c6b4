/**
 * The one request policy of the HTTP backend (issue 24, decision 0220), as pure functions so each rule
 * is tested on its own: which requests are retried, how long to wait, and how long any request may take.
 * The client (client.ts) applies them; no screen retries on its own.
 */

/** Generous: a slow search should finish, a dead connection should not hang a screen forever. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A read is tried at most this many times in all (the first try and two retries). */
export const MAX_ATTEMPTS = 3;

/** The first retry waits this long; each further one twice as long, up to the cap. */
export const BACKOFF_BASE_MS = 400;
export const BACKOFF_CAP_MS = 4_000;

/**
 * The longest `Retry-After` the client waits for by itself. A server asking for longer is not waited
 * for: the screen shows its error with Retry at once, and the person decides.
 */
export const MAX_RETRY_AFTER_MS = 10_000;

/** Shown when a request got no answer in time (the seeds have no text for it; decision 0220). */
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

/** Shown when a signed-in call answers 401 (seed A §8: 'Session expired', SESSION_NOT_FOUND). */
export const SESSION_EXPIRED_MESSAGE = 'Session expired';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** Gateway answers that mean "not now": the request most likely never reached the application. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Only reads are retried by the client. A write is never repeated blindly: its first try may have
 * reached the server with only the answer lost, and a second one would create a second record.
 */
export const isRetryableMethod = (method: HttpMethod): boolean => method === 'get';

export const isRetryableStatus = (status: number): boolean => RETRY_STATUSES.has(status);

/** What ended one try: an answer with a status, a connection failure, a timeout or the caller's abort. */
export type AttemptOutcome =
  | { kind: 'answer'; status: number; retryAfter?: string | null }
  | { kind: 'network'; cause?: unknown }
  | { kind: 'timeout' }
  | { kind: 'aborted' };

/**
 * `Retry-After` in milliseconds: delay-seconds ('120') or an HTTP date, measured from `now`. A date in
 * the past means at once (0); anything unreadable is null (the back-off applies instead).
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value == null) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only the date forms HTTP allows start with a day name or a digit; Date.parse would take '1.5' too.
  if (!/^[A-Za-z]{3},? /.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/** Exponential back-off before retry number `retry` (1 for the first retry). */
export const backoffDelay = (retry: number): number =>
  Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, retry - 1));

/**
 * How long to wait before trying `method` again after `outcome` on try number `attempt` (1-based),
 * or null to stop and report the outcome. Timeouts are not retried: a person already waited the
 * whole timeout once, and a third of that again would feel like a hang.
 */
export function retryDelay(
  method: HttpMethod,
  outcome: AttemptOutcome,
  attempt: number,
  now: number,
): number | null {
  if (!isRetryableMethod(method) || attempt >= MAX_ATTEMPTS) return null;
  if (outcome.kind === 'network') return backoffDelay(attempt);
  if (outcome.kind !== 'answer' || !isRetryableStatus(outcome.status)) return null;
  const asked = parseRetryAfter(outcome.retryAfter, now);
  if (asked === null) return backoffDelay(attempt);
  return asked > MAX_RETRY_AFTER_MS ? null : asked;
}

/** Resolves after `ms`, or rejects with the signal's abort at once (leaving a screen stops the wait). */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The request was cancelled.', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}
