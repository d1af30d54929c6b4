import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest } from './errors';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** Turns valibot issues into readable lines; custom (spec) messages are kept as written. */
export function issueMessages(issues: readonly v.BaseIssue<unknown>[]): string[] {
  const lines = issues.map((issue) => {
    const path = v.getDotPath(issue);
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

/**
 * Reads the JSON body (an empty body counts as `{}`) and validates it. Malformed JSON, or JSON that is
 * not an object (an array would otherwise expose Array.prototype members as fields), is a 400.
 */
export async function readBody<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('The request body must be valid JSON.');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw badRequest('The request body must be a JSON object.');
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
  if (!/^\d+$/.test(raw.trim())) throw badRequest(`${label} must be numeric`);
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
