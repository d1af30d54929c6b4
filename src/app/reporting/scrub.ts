/**
 * What error reports may carry (decision 0151). Default personal data stays on for who was affected
 * (the user's id and email), but secrets never leave the page: passwords, tokens, cookies,
 * authorization headers and request bodies are removed or masked in every event and breadcrumb.
 * Pure functions over Sentry's event shapes, so the rules are tested without the SDK.
 */
import type { Breadcrumb, Event } from '@sentry/react';

export const FILTERED = '[Filtered]';

/** Field names whose values are secrets wherever they appear (body fields, headers, query, extras). */
const SECRET_KEY =
  /pass(word|wd|phrase)?|pwd|secret|token|auth|cookie|session|api[-_]?key|credential|csrf|xsrf|signature/i;

/** key=value pairs and bearer credentials inside free text (messages, URLs, console lines). */
const SECRET_IN_TEXT =
  /\b((?:[\w-]*?)(?:pass(?:word|wd)?|pwd|secret|token|auth|cookie|session|api[-_]?key|signature)[\w-]*)=([^&\s;,"']+)/gi;
const BEARER = /\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi;

const MAX_DEPTH = 8;

export function scrubText(text: string): string {
  return text.replace(SECRET_IN_TEXT, `$1=${FILTERED}`).replace(BEARER, `$1 ${FILTERED}`);
}

/** Masks secret-named fields and secrets in text, at any depth (arrays and plain objects). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? FILTERED : scrubValue(item, depth + 1);
  }
  return out;
}

function scrubRecord<T extends object>(value: T | undefined): T | undefined {
  return value === undefined ? undefined : (scrubValue(value) as T);
}

/**
 * Removes cookies and request bodies, masks secret headers, query parameters, extras and span data.
 * Errors and transactions alike (a transaction's spans carry request URLs).
 */
export function scrubEvent<T extends Event>(event: T): T {
  const { request } = event;
  const scrubbed: T = {
    ...event,
    message: event.message === undefined ? undefined : scrubText(event.message),
    extra: scrubRecord(event.extra),
    contexts: scrubRecord(event.contexts),
    tags: scrubRecord(event.tags),
    breadcrumbs: event.breadcrumbs
      ?.map(scrubBreadcrumb)
      .filter((crumb): crumb is Breadcrumb => crumb !== null),
    spans: event.spans?.map((span) => ({
      ...span,
      description: span.description === undefined ? undefined : scrubText(span.description),
      data: scrubValue(span.data) as typeof span.data,
    })),
    exception: event.exception && {
      ...event.exception,
      values: event.exception.values?.map((value) => ({
        ...value,
        value: value.value === undefined ? undefined : scrubText(value.value),
      })),
    },
  };
  if (request) {
    const { cookies: _cookies, data: _body, ...rest } = request;
    scrubbed.request = {
      ...rest,
      url: rest.url === undefined ? undefined : scrubText(rest.url),
      query_string: scrubQuery(rest.query_string),
      headers: scrubRecord(rest.headers),
    };
  }
  // Who was affected is kept (seed: default personal data); anything else set on the user is not.
  if (event.user) {
    const { id, email, ip_address } = event.user;
    scrubbed.user = { id, email, ...(ip_address === undefined ? {} : { ip_address }) };
  }
  return scrubbed;
}

type QueryString = NonNullable<Event['request']>['query_string'];

/** A query as text, as [name, value] pairs, or as an object: secret-named values are masked. */
function scrubQuery(query: QueryString): QueryString {
  if (query === undefined || typeof query === 'string') return query === undefined ? query : scrubText(query);
  if (Array.isArray(query)) {
    return query.map(([name, value]): [string, string] => [
      name,
      SECRET_KEY.test(name) ? FILTERED : scrubText(value),
    ]);
  }
  return scrubValue(query) as QueryString;
}

/** Breadcrumb data never carries bodies; URLs, messages and console arguments are masked. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  const data = breadcrumb.data && { ...breadcrumb.data };
  if (data) {
    for (const key of Object.keys(data)) {
      if (/body|payload|request_data|response_data/i.test(key)) delete data[key];
    }
  }
  return {
    ...breadcrumb,
    message: breadcrumb.message === undefined ? undefined : scrubText(breadcrumb.message),
    data: scrubRecord(data),
  };
}

/** Seed A §8: script errors (cross-origin, no detail) and ResizeObserver notices are noise. */
const NOISE = [
  /^Script error\.?$/i,
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i,
];

export function isNoise(event: Event): boolean {
  const texts = [event.message, ...(event.exception?.values ?? []).map((value) => value.value)];
  return texts.some((text) => text !== undefined && NOISE.some((pattern) => pattern.test(text)));
}

/** What makes two errors "the same": type, message and where it was thrown. */
export function fingerprintOf(event: Event): string {
  const exception = event.exception?.values?.at(-1);
  const frame = exception?.stacktrace?.frames?.at(-1);
  return [
    exception?.type ?? '',
    exception?.value ?? event.message ?? '',
    frame ? `${frame.filename ?? ''}:${frame.lineno ?? ''}:${frame.colno ?? ''}` : '',
  ].join('|');
}

/**
 * Seed A §8: repeated errors are deduplicated. The SDK's own dedupe drops an event identical to the
 * one just before; this also drops an error already sent in the last `windowMs` (a render loop or a
 * timer throwing the same error between other events).
 */
export function createRepeatFilter(windowMs: number, now: () => number = Date.now) {
  const sentAt = new Map<string, number>();
  return (event: Event): boolean => {
    const key = fingerprintOf(event);
    const last = sentAt.get(key);
    const at = now();
    if (last !== undefined && at - last < windowMs) return true;
    sentAt.set(key, at);
    if (sentAt.size > 200) sentAt.delete(sentAt.keys().next().value ?? key);
    return false;
  };
}
