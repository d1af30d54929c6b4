import * as v from 'valibot';
import { statusFromUnknown } from '../../../domain/statuses';
import { isRecord, lenient } from './fields';

/**
 * A status as a payload carries it: a number, a text or an object ({code|id|value, name|label}).
 * The code follows the shared rules in src/domain/statuses.ts (text matched ignoring case and spaces,
 * unknown numbers kept, unknown text without a code); the label is kept exactly as the server sent it,
 * because a submission shows the server's own label when there is one.
 */
export interface PayloadStatus {
  code: number | null;
  /** The label as sent; null when only a code came. */
  label: string | null;
}

const INTEGER_TEXT = /^-?\d+$/;
const LABEL_KEYS = ['name', 'label', 'text', 'statusLabel'] as const;
const CODE_KEYS = ['code', 'id', 'value', 'statusCode'] as const;

const isCode = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (typeof value === 'string' && INTEGER_TEXT.test(value.trim()));

function sentLabel(value: unknown): string | null {
  const candidates = isRecord(value) ? LABEL_KEYS.map((key) => value[key]) : [value];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const text = candidate.trim();
    if (text !== '' && !INTEGER_TEXT.test(text)) return text;
  }
  return null;
}

function readStatus(value: unknown): PayloadStatus | undefined {
  const label = sentLabel(value);
  const hasCode = isRecord(value) ? CODE_KEYS.some((key) => isCode(value[key])) : isCode(value);
  // Nothing readable: let another field (statusCode beside status) or the default speak.
  if (label === null && !hasCode) return undefined;
  // Codes are whole numbers: a fractional one (which the shared reader keeps) is read from the label instead.
  const { code } = statusFromUnknown(value);
  if (code !== null && Number.isInteger(code)) return { code, label };
  return { code: label === null ? null : statusFromUnknown(label).code, label };
}

export const optStatus = lenient(v.pipe(v.unknown(), v.transform(readStatus)));
