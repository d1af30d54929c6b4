/**
 * What error reports may carry (decisions 0151, 0341). Who was affected stays (the signed-in user's
 * id and email), but secrets and other people's personal data never leave the page: passwords,
 * tokens, cookies, authorization headers and request bodies are removed or masked, and customers'
 * names, emails and phones are masked in messages, breadcrumbs and extras, in every event. Pure
 * functions over Sentry's event shapes, so the rules are tested without the SDK.
 */
import type { Breadcrumb, Event } from '@sentry/react';
import { isPersonalKey } from './personal-fields';

export const FILTERED = '[Filtered]';
export const EMAIL_MASK = '[email]';
export const PHONE_MASK = '[phone]';
export const NAME_MASK = '[name]';

/** Field names whose values are secrets wherever they appear (body fields, headers, query, extras). */
const SECRET_KEY =
  /pass(word|wd|phrase)?|pwd|secret|token|auth|cookie|session|api[-_]?key|credential|csrf|xsrf|signature/i;

const SECRET_NAME = String.raw`[\w-]*?(?:pass(?:word|wd|phrase)?|pwd|secret|token|auth|cookie|session|api[-_]?key|credential|signature)[\w-]*`;
/** Names of fields that hold a person's details, as they appear in query strings and logged objects. */
const PERSONAL_NAME = String.raw`(?:first|last|full|middle|display|customer|user)?[-_]?name|e-?mail|phone(?:[-_]?number)?|mobile|address[12]?|street|city|zip(?:[-_]?code)?|post(?:al)?[-_]?code|search(?:[-_]?term)?|q`;
/**
 * A value after `=` or `:`: quoted (JSON, logged objects) or bare up to the next separator. A value
 * already masked is taken whole, so scrubbing twice (a breadcrumb, then the event carrying it) changes
 * nothing.
 */
const VALUE = String.raw`("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\[Filtered\]|(?!(?:Bearer|Basic)\s)[^&\s;,"'}\]]+)`;

/**
 * `key=value`, `key: value`, `"key": "value"` and `'key':'value'` pairs inside free text, for a set of
 * key names; never a selector's `[name="…"]`, which names a form field, not a person.
 */
const pairs = (names: string) =>
  new RegExp(String.raw`(?<!\[)(["']?)\b(${names})\1(\s*[:=]\s*)${VALUE}`, 'gi');
const SECRET_PAIR = pairs(SECRET_NAME);
const PERSONAL_PAIR = pairs(PERSONAL_NAME);
const BEARER = /\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi;
/** What a clicked element's label says (`[aria-label="Open Ada Lovelace"]` in a ui.click breadcrumb). */
const LABEL_ATTRIBUTE = /\[(aria-label|title|alt|placeholder|value)="[^"]*"\]/gi;
const EMAIL = /[^\s@"'<>(),;:[\]]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** North American numbers as people write them, with a country code or not, and 10 bare digits. */
const PHONE =
  /(?<![\w.-])(?:(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}|\+?1?\d{10})(?![\w-])/g;
/** Two to four capitalised words in a row read as a person's name ('Ada Lovelace', "Mary O'Neil"). */
const TITLE_CASE_NAME = /\b\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,3}\b/gu;

const MAX_DEPTH = 8;

/** A pair's value masked, keeping its quotes so a logged object still reads as one. */
const maskPair = (_all: string, quote: string, key: string, separator: string, value: string) => {
  const quoted = /^["']/.test(value) ? `${value[0] ?? ''}${FILTERED}${value[0] ?? ''}` : FILTERED;
  return `${quote}${key}${quote}${separator}${quoted}`;
};

export function scrubText(text: string): string {
  return text
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(SECRET_PAIR, maskPair)
    .replace(PERSONAL_PAIR, maskPair)
    .replace(LABEL_ATTRIBUTE, `[$1="${FILTERED}"]`)
    .replace(EMAIL, EMAIL_MASK)
    .replace(PHONE, PHONE_MASK)
    .replace(TITLE_CASE_NAME, NAME_MASK);
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

/**
 * Like `scrubValue`, and fields naming a person's details (name, email, phone, address, notes …:
 * personal-fields.ts) are masked too: for what the app itself attaches (extras, breadcrumb data,
 * contexts of its own), never the SDK's own descriptions of the browser and the device.
 */
export function scrubPersonal(value: unknown, depth = 0): unknown {
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return scrubValue(value, depth);
  if (Array.isArray(value)) return value.map((item) => scrubPersonal(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const masked = SECRET_KEY.test(key) || (isPersonalKey(key) && typeof item !== 'boolean');
    out[key] = masked ? FILTERED : scrubPersonal(item, depth + 1);
  }
  return out;
}

/** Contexts the SDK fills in itself (browser name, OS name …): their fields describe no person. */
const SDK_CONTEXTS = new Set([
  'app',
  'browser',
  'os',
  'device',
  'culture',
  'runtime',
  'trace',
  'response',
  'cloud_resource',
]);

function scrubContexts(contexts: Event['contexts']): Event['contexts'] {
  if (contexts === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(contexts).map(([name, context]) => [
      name,
      SDK_CONTEXTS.has(name) ? scrubValue(context) : scrubPersonal(context),
    ]),
  ) as Event['contexts'];
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
    extra: event.extra === undefined ? undefined : (scrubPersonal(event.extra) as T['extra']),
    contexts: scrubContexts(event.contexts),
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

/** A query as text, as [name, value] pairs, or as an object: secret and personal values are masked. */
function scrubQuery(query: QueryString): QueryString {
  if (query === undefined || typeof query === 'string') return query === undefined ? query : scrubText(query);
  if (Array.isArray(query)) {
    return query.map(([name, value]): [string, string] => [
      name,
      SECRET_KEY.test(name) || isPersonalKey(name) || name === 'q' ? FILTERED : scrubText(value),
    ]);
  }
  return scrubPersonal(query) as QueryString;
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
    data: data === undefined ? undefined : (scrubPersonal(data) as Breadcrumb['data']),
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
