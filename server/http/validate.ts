import type { Context } from 'hono';
import * as v from 'valibot';
import { HttpError, badRequest } from './errors';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** Turns valibot issues into readable lines; custom (spec) messages are kept as written. */
export function issueMessages(issues: readonly v.BaseIssue<unknown>[]): string[] {
  const lines = issues.map((issue) => {
    const path = v.getDotPath(issue);
    // Shared rules name the field with a placeholder (fields.ts: maxChars).
    if (issue.message.includes('{field}')) return issue.message.replace('{field}', path ?? 'A value');
    // valibot's own messages start with "Invalid …"; prefix them with the field so they make sense.
    return path && issue.message.startsWith('Invalid') ? `${path}: ${issue.message}` : issue.message;
  });
  return [...new Set(lines)];
}

/** Parses a value or raises a 400 with the wrapper's error messages. */
export function parseWith<S extends AnySchema>(schema: S, value: unknown): v.InferOutput<S> {
  // One message per field: the first rule it breaks.
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (!result.success) throw badRequest(issueMessages(result.issues));
  return result.output;
}

/** A UTF-16 surrogate without its partner: JSON can carry one as '\ud800', UTF-8 cannot store it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** U+0000: PostgreSQL's text cannot hold it, so no engine is asked to store or search for it. */
const NUL = new RegExp(String.fromCharCode(0));

/** Whether any key or string anywhere in the JSON value matches `pattern`. */
function holdsText(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (Array.isArray(value)) return value.some((item) => holdsText(item, pattern));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => pattern.test(key) || holdsText(item, pattern));
  }
  return false;
}

/** application/json, with or without parameters (charset). */
export function isJsonType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** No form nests deeper than a few levels; 32 leaves room for any real body. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests arrays/objects deeper than `max`, found by scanning the text (no
 * recursion), so a body of 100 000 '[' is refused with a 400 before anything walks it recursively
 * and runs out of stack (a 500).
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > max) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

export const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * Reads the JSON body (an empty body counts as `{}`) and validates it. Malformed JSON, or JSON that is
 * not an object (an array would otherwise expose Array.prototype members as fields), is a 400.
 */
export async function readBody<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const text = (c.get('bodyText') as string | undefined) ?? (await c.req.text());
  let value: unknown = {};
  if (text.trim() !== '') {
    // A page on another site can post text/plain (or a typeless blob) without asking; only
    // application/json needs the browser's permission, which this server never grants (issue 11).
    if (!isJsonType(c.req.header('content-type'))) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', JSON_ONLY);
    }
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      throw badRequest(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
    }
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('The request body must be valid JSON.');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw badRequest('The request body must be a JSON object.');
    }
    // Refused rather than stored: SQLite would turn each into U+FFFD and the text would change.
    if (holdsText(value, LONE_SURROGATE)) {
      throw badRequest('The request body holds text that is not valid Unicode (a lone surrogate).');
    }
    if (holdsText(value, NUL)) {
      throw badRequest('The request body holds a NUL character, which no text field can store.');
    }
  }
  return parseWith(schema, value);
}

/**
 * A numeric id from the path. Missing → '{label} is required'; not a positive whole number →
 * '{label} must be numeric' (seed B §5's wording for settings ids, used for every id).
 */
export function parseId(raw: string | undefined, label: string): number {
  if (raw === undefined || raw.trim() === '') throw badRequest(`${label} is required`);
  // Strict: ' 1' or '00000000001' is not another spelling of record 1 (issue 11).
  if (!/^\d+$/.test(raw)) throw badRequest(`${label} must be numeric`);
  if (/^0\d/.test(raw)) throw badRequest(`${label} must be a whole number without leading zeros`);
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest(`${label} must be numeric`);
  return id;
}

const toId = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
      ? Number(value)
      : NaN;
const isId = (id: number) => Number.isSafeInteger(id) && id >= 1;

/** A required id in a body: a number or numeric string, both become numbers. Missing is invalid. */
export const numericId = (message: string) =>
  v.pipe(v.optional(v.unknown(), null), v.transform(toId), v.check(isId, message));

/** An id that may be left out: missing, null or '' become null. */
export const nullableNumericId = (message: string) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.transform((value) => (value === null || value === '' ? null : toId(value))),
    v.check((id) => id === null || isId(id), message),
  );
