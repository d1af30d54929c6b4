import ky, { TimeoutError, type KyInstance } from 'ky';
import { AppError, isAbortError, type AppErrorCode } from '../../domain/errors';
import type { RequestProblemSink } from '../backend';
import { unwrapEnvelope } from './envelope';
import { gatherServerMessages } from './messages';
import {
  REQUEST_TIMEOUT_MS,
  retryDelay,
  SESSION_EXPIRED_MESSAGE,
  TIMEOUT_MESSAGE,
  wait,
  type AttemptOutcome,
} from './policy';
import { createProblemReporter } from './problems';
import { UNEXPECTED_RESPONSE } from './schemas/parse';

export { REQUEST_TIMEOUT_MS };

export interface HttpClientOptions {
  baseUrl: string;
  problems: RequestProblemSink;
  fetch?: typeof fetch;
  now: () => number;
  timeoutMs?: number;
  /** Waits between a read's tries (policy.ts `wait` by default); must reject at once on abort. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface RequestSpec {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Path under the API base, without a leading slash ('auth/login'). */
  path: string;
  json?: unknown;
  body?: FormData;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal | undefined;
  /** Message when the call fails and the server said nothing useful. */
  fallback: string;
  /**
   * Status-specific failures, such as 401 on login → INVALID_CREDENTIALS. A call that maps 401 itself
   * (the session calls) is not reported as an expired session.
   */
  byStatus?: Readonly<Partial<Record<number, StatusMapping>>>;
  /** Extra request headers (Idempotency-Key, If-Match); Accept is always sent. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * A failure status read as one of the app's codes. With `serverCode`, only when the server's own code
 * says the same (or it sent none): a 409 'archived' on an update is not a version conflict.
 */
export interface StatusMapping {
  code: AppErrorCode;
  message: string;
  serverCode?: string;
}

export interface FileRequestSpec extends Omit<RequestSpec, 'path'> {
  /** A URL outside the API base (the version file). */
  url: string;
  cache?: RequestCache;
  /** Failures are only logged by the caller: no server or connection toast. */
  quiet?: boolean;
}

export interface HttpClient {
  /** Sends the request and resolves with the unwrapped data, or null for 204, 205 or an empty body. */
  request(spec: RequestSpec): Promise<unknown>;
  requestFile(spec: FileRequestSpec): Promise<unknown>;
  /** Like request, reporting how much of the body has been sent. */
  upload(spec: RequestSpec, onProgress: (loaded: number, total: number) => void): Promise<unknown>;
}

/** Statuses with a code of their own; every other failure status is HTTP_ERROR (the status is always kept). */
const STATUS_CODES: Partial<Record<number, AppErrorCode>> = { 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

const NOT_JSON = Symbol('not JSON');

/** The wrapper's machine-readable `code`, when a failure body carries one. */
function serverCodeOf(body: unknown): string | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const reporter = createProblemReporter(options.problems, options.now);
  const sleep = options.sleep ?? wait;
  const shared = {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    // Retries follow the one policy in policy.ts (reads only), applied below; ky's own retry is off.
    retry: 0,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  } as const;
  const api = ky.create({ ...shared, prefixUrl: options.baseUrl });
  const plain = ky.create(shared);

  type Answer = { status: number; ok: boolean; text: string; retryAfter: string | null };

  /** One try: the answer, or what kept it from coming (an abort is re-thrown untouched). */
  async function attempt(
    instance: KyInstance,
    input: string,
    spec: RequestSpec | FileRequestSpec,
    cache?: RequestCache,
  ): Promise<Answer | AttemptOutcome> {
    try {
      const answer = await instance(input, {
        method: spec.method,
        ...(spec.headers ? { headers: spec.headers } : {}),
        ...(spec.json !== undefined ? { json: spec.json } : {}),
        ...(spec.body !== undefined ? { body: spec.body } : {}),
        ...(spec.searchParams ? { searchParams: spec.searchParams } : {}),
        ...(spec.signal ? { signal: spec.signal } : {}),
        ...(cache ? { cache } : {}),
      });
      return {
        status: answer.status,
        ok: answer.ok,
        text: await answer.text(),
        retryAfter: answer.headers.get('Retry-After'),
      };
    } catch (cause) {
      // An abort is the caller's own decision (leaving a screen): re-thrown untouched, never shown.
      if (isAbortError(cause) || spec.signal?.aborted) throw cause;
      if (cause instanceof TimeoutError) return { kind: 'timeout' };
      return { kind: 'network', cause };
    }
  }

  async function send(
    instance: KyInstance,
    input: string,
    spec: RequestSpec | FileRequestSpec,
    quiet: boolean,
    cache?: RequestCache,
  ): Promise<unknown> {
    for (let tried = 1; ; tried += 1) {
      const result = await attempt(instance, input, spec, cache);
      if ('kind' in result) {
        const delay = retryDelay(spec.method, result, tried, options.now());
        if (delay !== null) {
          await sleep(delay, spec.signal);
          continue;
        }
        // A hung call ends with its own words and no connection toast: the line may be fine.
        if (result.kind === 'timeout') throw new AppError('NETWORK_ERROR', TIMEOUT_MESSAGE);
        if (!quiet) reporter.network();
        throw new AppError('NETWORK_ERROR', spec.fallback, {
          cause: result.kind === 'network' ? result.cause : undefined,
        });
      }
      if (!result.ok) {
        const outcome = { kind: 'answer', status: result.status, retryAfter: result.retryAfter } as const;
        const delay = retryDelay(spec.method, outcome, tried, options.now());
        if (delay !== null) {
          await sleep(delay, spec.signal);
          continue;
        }
      }
      return interpret(result, spec, quiet);
    }
  }

  /**
   * Uploads with progress: fetch cannot report how much of a request body has gone (streaming request
   * bodies need HTTP/2), so this one call uses XMLHttpRequest; its answer is read like any other.
   */
  async function upload(
    spec: RequestSpec,
    onProgress: (loaded: number, total: number) => void,
  ): Promise<unknown> {
    const url = `${options.baseUrl.replace(/\/+$/, '')}/${spec.path}`;
    const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    let response: { status: number; ok: boolean; text: string };
    try {
      response = await new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        const abort = () => xhr.abort();
        // The page's own timer rather than xhr.timeout: the same whole-request limit, kept on the clock
        // every other call's timeout uses, so a test that moves the page's clock moves this one too.
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          xhr.abort();
        }, timeoutMs);
        const settle = () => {
          clearTimeout(timer);
          spec.signal?.removeEventListener('abort', abort);
        };
        xhr.open(spec.method.toUpperCase(), url);
        xhr.withCredentials = true;
        xhr.setRequestHeader('Accept', 'application/json');
        for (const [name, value] of Object.entries(spec.headers ?? {})) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
        xhr.onload = () => {
          settle();
          resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, text: xhr.responseText });
        };
        xhr.onerror = () => {
          settle();
          reject(new TypeError('Failed to upload'));
        };
        xhr.onabort = () => {
          settle();
          reject(
            timedOut
              ? new DOMException('The upload took too long.', 'TimeoutError')
              : new DOMException('The upload was cancelled.', 'AbortError'),
          );
        };
        if (spec.signal?.aborted) {
          settle();
          return reject(new DOMException('The upload was cancelled.', 'AbortError'));
        }
        spec.signal?.addEventListener('abort', abort, { once: true });
        xhr.send(spec.body ?? null);
      });
    } catch (cause) {
      if (isAbortError(cause) || spec.signal?.aborted) throw cause;
      if (cause instanceof DOMException && cause.name === 'TimeoutError')
        throw new AppError('NETWORK_ERROR', TIMEOUT_MESSAGE, { cause });
      reporter.network();
      throw new AppError('NETWORK_ERROR', spec.fallback, { cause });
    }
    return interpret(response, spec, false);
  }

  function interpret(
    response: { status: number; ok: boolean; text: string },
    spec: RequestSpec | FileRequestSpec,
    quiet: boolean,
  ): unknown {
    const { text } = response;
    const { status } = response;
    const body = parseBody(text);
    if (!response.ok) {
      if (status >= 500 && !quiet) reporter.server(status);
      const messages = body === NOT_JSON ? [] : gatherServerMessages(body);
      const special = spec.byStatus?.[status];
      const said = serverCodeOf(body);
      if (special && (special.serverCode === undefined || said === undefined || said === special.serverCode))
        throw new AppError(special.code, special.message, { status, messages });
      if (status === 401) {
        // Signed out behind the user's back (expired, or signed out elsewhere): the app asks them to
        // sign in again over the screen they are on; this call fails with words they understand.
        options.problems.sessionExpired?.();
        throw new AppError('SESSION_NOT_FOUND', SESSION_EXPIRED_MESSAGE, { status, messages });
      }
      throw new AppError(STATUS_CODES[status] ?? 'HTTP_ERROR', messages.join('; ') || spec.fallback, {
        status,
        messages,
      });
    }
    if (status === 204 || status === 205 || body === undefined) return null;
    if (body === NOT_JSON) throw new AppError('API_RESPONSE_ERROR', UNEXPECTED_RESPONSE, { status });

    const unwrapped = unwrapEnvelope(body);
    if (!unwrapped.ok) {
      const { messages } = unwrapped;
      throw new AppError('API_RESPONSE_ERROR', messages.join('; ') || 'Request failed', { status, messages });
    }
    return unwrapped.data;
  }

  return {
    request: (spec) => send(api, spec.path, spec, false),
    // With an injected fetch (tests, other runtimes) or without XMLHttpRequest, progress is not reported.
    upload: (spec, onProgress) =>
      options.fetch || typeof XMLHttpRequest === 'undefined'
        ? send(api, spec.path, spec, false)
        : upload(spec, onProgress),
    requestFile: (spec) => send(plain, spec.url, spec, spec.quiet ?? false, spec.cache),
  };
}
