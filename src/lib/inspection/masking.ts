/**
 * What the inspection stream may show of the running machines (decision 0450): an allow-list. A
 * value a person typed or a record holds is shown only when its field is declared safe below (ids,
 * codes, statuses, counts, flags); anything else is replaced by its kind and length ('text(11)',
 * 'number'), so a name, a phone number, a note or a search text never reaches the statechart view or
 * leaves the page with `?inspect=stately`, whatever the field is called. Loaded only with the
 * inspector and the statechart view, so none of it is part of the page's first script.
 */
import type { createBrowserInspector } from '@statelyai/inspect';

type BrowserInspectorOptions = NonNullable<Parameters<typeof createBrowserInspector>[0]>;

/**
 * Fields whose values are shown as they are: they identify records and say what happened, never
 * who or what a person typed. `value` (a form field's or an option's) and `state` (an address's) are
 * deliberately not here; a machine's own state value is kept by `maskSnapshot`.
 */
const SAFE_FIELDS = new Set([
  'id',
  'ids',
  'type',
  'kind',
  'status',
  'code',
  'mode',
  'persona',
  'role',
  'roles',
  'reason',
  'field',
  'side',
  'direction',
  'page',
  'pagesize',
  'pagenumber',
  'totalrecords',
  'index',
  'count',
  'total',
  'version',
  'step',
  'attempt',
  'attempts',
  'saves',
  'nextid',
  'timeout',
  'delay',
  'scope',
  'scopes',
  'level',
  'xstate$$type',
]);
/**
 * Name endings that declare a field safe: `cardId`, `stepIds`, `totalCount`, `imageStatus`, `card_id`
 * (a word before the ending: not 'paid' or 'valid'). Not 'Code': a zipCode is part of an address.
 */
const SAFE_ENDING = /(?:[a-z0-9](?:Id|Ids|ID|Count|Status)|[_-](?:id|ids|count|status))$/;

/** Whether a field's value may be shown as it is (its name is declared safe). */
export function isSafeField(key: string): boolean {
  return SAFE_FIELDS.has(key.toLowerCase().replace(/[-_]/g, '')) || SAFE_ENDING.test(key);
}

/** Secrets show not even their length. */
const SECRET_FIELD = /pass(word|phrase)?|secret|token|cookie|authorization|api[-_]?key/i;
export const SECRET = 'secret';

const EMAIL_IN_TEXT = /[^\s@"'<>(),;:]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * What masking puts in place of a value. The browser inspector serialises an event twice (once when
 * it is sent, once when it is posted to the window), so a token is left as it is the second time.
 */
const TOKEN = /^(text\(\d+\)|file\(\d+\)|number|date|secret|\[Circular\]|\[Truncated\])$/;

/** What stands for a value that may not be shown: its kind and, for text, its length. */
export function kindOf(value: unknown): string {
  if (typeof value === 'string') return `text(${value.length})`;
  if (typeof value === 'number' || typeof value === 'bigint') return 'number';
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `file(${value.size})`;
  if (value instanceof Date) return 'date';
  return typeof value;
}

/**
 * A JSON-safe copy in which only safe fields keep their primitive values (flags, true or false,
 * identify nobody and are kept too); every other string and number becomes its kind. Objects and
 * arrays keep their shape, so an analyst still sees that a draft has notes of 12 characters. Cycles
 * and deep nesting are cut; actor refs and errors are reduced to what they are.
 */
export function maskValue(value: unknown, depth = 10): unknown {
  return mask(value, false, depth, new WeakSet());
}

function mask(value: unknown, safe: boolean, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value === 'string') {
    if (TOKEN.test(value)) return value;
    return safe ? value.replace(EMAIL_IN_TEXT, kindOf) : kindOf(value);
  }
  if (typeof value === 'number') return safe && Number.isFinite(value) ? value : kindOf(value);
  if (typeof value === 'bigint') return kindOf(value);
  if (typeof value !== 'object') return undefined;
  if (value instanceof Date || (typeof Blob !== 'undefined' && value instanceof Blob)) return kindOf(value);
  if (depth <= 0) return '[Truncated]';
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  try {
    const inner = (item: unknown, itemSafe: boolean) => mask(item, itemSafe, depth - 1, seen);
    if (value instanceof Error) {
      // the code says what failed; the message may repeat what a person typed
      const { code, status } = value as Error & { code?: unknown; status?: unknown };
      const error: Record<string, unknown> = { name: value.name, message: kindOf(value.message) };
      if (code !== undefined) error.code = inner(code, true);
      if (status !== undefined) error.status = inner(status, true);
      return error;
    }
    if (isActorRef(value)) return { actor: inner(value.id, true) };
    if (Array.isArray(value)) return value.map((item) => inner(item, safe) ?? null);
    if (value instanceof Map) return inner(Object.fromEntries(value), safe);
    if (value instanceof Set) return inner([...value], safe);
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (SECRET_FIELD.test(key) && typeof field === 'string' && field !== '') {
        result[key] = SECRET;
        continue;
      }
      const converted = inner(field, isSafeField(key));
      if (converted !== undefined) result[key] = converted;
    }
    return result;
  } finally {
    seen.delete(value);
  }
}

function isActorRef(value: object): value is { id: string } {
  const candidate = value as { send?: unknown; getSnapshot?: unknown; id?: unknown };
  return (
    typeof candidate.send === 'function' &&
    typeof candidate.getSnapshot === 'function' &&
    typeof candidate.id === 'string'
  );
}

/** An event with its payload masked; its type stays readable. */
export function maskEvent<T extends { type: string }>(event: T): T {
  const masked = maskValue(event) as Record<string, unknown>;
  return { ...masked, type: event.type } as T;
}

/**
 * A snapshot as it may be shown: the machine's state value, status and tags as they are (they are
 * the chart's, not a person's), the context, input, output and error masked, the children by id.
 */
export function maskSnapshot(snapshot: unknown): Record<string, unknown> {
  if (!snapshot || typeof snapshot !== 'object') return {};
  const { value, status, tags, context, input, output, error, children } = snapshot as Record<
    string,
    unknown
  >;
  const result: Record<string, unknown> = {};
  if (value !== undefined) result.value = JSON.parse(JSON.stringify(value)) as unknown;
  if (typeof status === 'string') result.status = status;
  if (Array.isArray(tags)) result.tags = tags.filter((tag) => typeof tag === 'string');
  if (children && typeof children === 'object') result.children = Object.keys(children);
  for (const [key, part] of Object.entries({ context, input, output, error })) {
    if (part !== undefined) result[key] = maskValue(part);
  }
  return result;
}

/** The inspector's own fields, kept as they are: ids, the actor's name, the machine definition. */
const ENVELOPE = [
  'type',
  'name',
  'sessionId',
  'parentId',
  'rootId',
  'sourceId',
  'id',
  'createdAt',
  '_version',
  'definition',
] as const;

/**
 * An inspection event as it may leave the page: only the envelope's known fields, the snapshot as
 * `maskSnapshot` shows it and the event as `maskEvent` does; any other field is dropped.
 */
export function maskInspectionEvent<T extends object>(inspectionEvent: T): T {
  const source = inspectionEvent as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const key of ENVELOPE) {
    const field = source[key];
    if (field === null || typeof field === 'string' || typeof field === 'number') result[key] = field;
  }
  if (source.snapshot !== undefined) result.snapshot = maskSnapshot(source.snapshot);
  const event = source.event;
  if (event && typeof event === 'object' && typeof (event as { type?: unknown }).type === 'string') {
    result.event = maskEvent(event as { type: string });
  }
  return result as T;
}

/** The inspector options that keep what people typed and records hold on the page. */
export function maskingInspectorOptions(): BrowserInspectorOptions {
  return {
    sanitizeContext: (context) => maskValue(context) as typeof context,
    sanitizeEvent: (event) => maskEvent(event),
    serialize: (inspectionEvent) => maskInspectionEvent(inspectionEvent),
  };
}
