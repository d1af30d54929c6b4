import ky, { type KyInstance } from 'ky';
import { AppError, isAbortError, type AppErrorCode } from '../../domain/errors';
import type { RequestProblemSink } from '../backend';
import { unwrapEnvelope } from './envelope';
import { gatherServerMessages } from './messages';
import { createProblemReporter } from './problems';
import { UNEXPECTED_RESPONSE } from './schemas/parse';

/** Generous: a slow search should finish, a dead connection should not hang a screen forever. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpClientOptions {
  baseUrl: string;
  problems: RequestProblemSink;
  fetch?: typeof fetch;
  now: () => number;
  timeoutMs?: number;
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
  /** Status-specific failures, such as 401 on login → INVALID_CREDENTIALS. */
  byStatus?: Readonly<Partial<Record<number, { code: AppErrorCode; message: string }>>>;
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
  const shared = {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    // The app decides about retrying (a person presses the button again); ky must not do it silently.
    retry: 0,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  } as const;
  const api = ky.create({ ...shared, prefixUrl: options.baseUrl });
  const plain = ky.create(shared);

  async function send(
    instance: KyInstance,
    input: string,
    spec: RequestSpec | FileRequestSpec,
    quiet: boolean,
    cache?: RequestCache,
  ): Promise<unknown> {
    const connectionFailed = (cause: unknown): never => {
      // An abort is the caller's own decision: re-thrown untouched, never shown.
      if (isAbortError(cause) || spec.signal?.aborted) throw cause;
      if (!quiet) reporter.network();
      throw new AppError('NETWORK_ERROR', spec.fallback, { cause });
    };

    let response: { status: number; ok: boolean; text: string };
    try {
      const answer = await instance(input, {
        method: spec.method,
        ...(spec.json !== undefined ? { json: spec.json } : {}),
        ...(spec.body !== undefined ? { body: spec.body } : {}),
        ...(spec.searchParams ? { searchParams: spec.searchParams } : {}),
        ...(spec.signal ? { signal: spec.signal } : {}),
        ...(cache ? { cache } : {}),
      });
      response = { status: answer.status, ok: answer.ok, text: await answer.text() };
    } catch (cause) {
      return connectionFailed(cause);
    }
    return interpret(response, spec, quiet);
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
        xhr.open(spec.method.toUpperCase(), url);
        xhr.withCredentials = true;
        xhr.timeout = timeoutMs;
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
        xhr.onload = () => {
          spec.signal?.removeEventListener('abort', abort);
          resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, text: xhr.responseText });
        };
        xhr.onerror = xhr.ontimeout = () => reject(new TypeError('Failed to upload'));
        xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
        if (spec.signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
        spec.signal?.addEventListener('abort', abort, { once: true });
        xhr.send(spec.body ?? null);
      });
    } catch (cause) {
      if (isAbortError(cause) || spec.signal?.aborted) throw cause;
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
      if (special) throw new AppError(special.code, special.message, { status, messages });
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
