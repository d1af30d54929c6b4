import { gatherServerMessages } from './messages';
import { isRecord } from './schemas/fields';

export type Unwrapped = { ok: true; data: unknown } | { ok: false; messages: string[] };

const SUCCESS_KEYS = ['is-success', 'isSuccess'] as const;
const DATA_KEYS = ['data', 'Data'] as const;
const ENVELOPE_KEYS = new Set<string>([...SUCCESS_KEYS, ...DATA_KEYS, 'error-messages', 'errorMessages']);

/**
 * Unwraps {is-success, data, error-messages} (or isSuccess / errorMessages). A body without the flag is
 * the data itself. When a wrapped list carries its totals beside the array ({is-success, data: [...],
 * totalRecords}), the totals are kept with the array so the list parser still sees them.
 */
export function unwrapEnvelope(body: unknown): Unwrapped {
  if (!isRecord(body)) return { ok: true, data: body };
  const flagKey = SUCCESS_KEYS.find((key) => typeof body[key] === 'boolean');
  if (flagKey === undefined) return { ok: true, data: body };
  if (body[flagKey] === false) return { ok: false, messages: gatherServerMessages(body) };

  const siblings = Object.entries(body).filter(([key]) => !ENVELOPE_KEYS.has(key));
  const dataKey = DATA_KEYS.find((key) => key in body);
  if (dataKey === undefined) {
    // No data field: whatever else the envelope carries is the data ({isSuccess, items, total}).
    return { ok: true, data: siblings.length > 0 ? Object.fromEntries(siblings) : null };
  }
  const data = body[dataKey];
  if (Array.isArray(data) && siblings.length > 0)
    return { ok: true, data: { ...Object.fromEntries(siblings), data } };
  return { ok: true, data: data === undefined ? null : data };
}
