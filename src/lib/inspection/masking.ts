/**
 * What the inspector may see of the running machines: customer and user data masked at any depth,
 * email addresses masked inside any text. Loaded only with the inspector (see inspect.ts), so none of
 * it is part of the page's first script.
 */
import type { createBrowserInspector } from '@statelyai/inspect';

type BrowserInspectorOptions = NonNullable<Parameters<typeof createBrowserInspector>[0]>;

export const MASK = '[masked]';

/** Keys whose values never leave the page (compared lower-case without separators). */
const SENSITIVE_KEYS = new Set([
  'name',
  'firstname',
  'lastname',
  'middlename',
  'fullname',
  'displayname',
  'givenname',
  'surname',
  'username',
  'customername',
  'customerdisplayname',
  'initials',
  'street',
  'city',
  'state',
  'zip',
  'zipcode',
  'postcode',
  'postalcode',
  'mailing',
  'mailinglines',
  'cookie',
  'authorization',
  'apikey',
]);
/** Key fragments that mark a value as sensitive wherever they appear (e.g. rememberedEmail). */
const SENSITIVE_FRAGMENTS = ['email', 'phone', 'password', 'token', 'secret', 'address', 'note'];

const normaliseKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

export function isSensitiveKey(key: string): boolean {
  const normalised = normaliseKey(key);
  return (
    SENSITIVE_KEYS.has(normalised) || SENSITIVE_FRAGMENTS.some((fragment) => normalised.includes(fragment))
  );
}

const EMAIL_IN_TEXT = /[^\s@"'<>(),;:]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * A JSON-safe copy with sensitive keys masked at any depth (booleans kept), and email addresses
 * masked inside any text. Cycles and deep nesting are cut; actor refs and snapshots are reduced through their toJSON.
 */
export function maskValue(value: unknown, depth = 10): unknown {
  return toSafeJson(value, depth, true, new WeakSet());
}

function toSafeJson(value: unknown, depth: number, mask: boolean, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return mask ? value.replace(EMAIL_IN_TEXT, MASK) : value;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return undefined;
  if (depth <= 0) return '[Truncated]';
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  try {
    const next = (inner: unknown) => toSafeJson(inner, depth - 1, mask, seen);
    if (value instanceof Error) {
      const own = next({ ...value }) as Record<string, unknown>;
      return { ...own, name: value.name, message: next(value.message) };
    }
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') {
      const json: unknown = toJSON.call(value);
      if (json !== value) return next(json);
    }
    if (Array.isArray(value)) return value.map((item) => next(item) ?? null);
    if (value instanceof Map) return next(Object.fromEntries(value));
    if (value instanceof Set) return next([...value]);
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      // flags such as canEmail or emailConfirmed identify nobody and stay readable
      if (mask && isSensitiveKey(key) && typeof field !== 'boolean') {
        if (field !== undefined) result[key] = field === null ? null : MASK;
        continue;
      }
      const converted = next(field);
      if (converted !== undefined) result[key] = converted;
    }
    return result;
  } finally {
    seen.delete(value);
  }
}

/** An event with its payload masked; its type stays readable. */
export function maskEvent<T extends { type: string }>(event: T): T {
  const masked = maskValue(event);
  return { ...(masked as object), type: event.type } as T;
}

/**
 * An inspection event as it may leave the page: the payload parts (snapshot context, input, output,
 * error, and the event) masked; the inspector's own fields (ids, names, machine definition) kept.
 */
export function maskInspectionEvent<T extends object>(inspectionEvent: T): T {
  const result: Record<string, unknown> = { ...(inspectionEvent as Record<string, unknown>) };
  if (result.snapshot && typeof result.snapshot === 'object') result.snapshot = maskValue(result.snapshot);
  const event = result.event;
  if (event && typeof event === 'object' && typeof (event as { type?: unknown }).type === 'string') {
    result.event = maskEvent(event as { type: string });
  }
  // the envelope (ids, actor name, machine definition) stays as it is, made JSON-safe
  return toSafeJson(result, 14, false, new WeakSet()) as T;
}

/** The inspector options that keep customer and user data on the page. */
export function maskingInspectorOptions(): BrowserInspectorOptions {
  return {
    sanitizeContext: (context) => maskValue(context) as typeof context,
    sanitizeEvent: (event) => maskEvent(event),
    serialize: (inspectionEvent) => maskInspectionEvent(inspectionEvent),
  };
}
