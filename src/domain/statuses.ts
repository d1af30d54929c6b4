import { STATUS_CODES } from './status';
import type { GradingCompanyCode, StatusCode, StatusTone } from './status';

/** Labels and badge tones of the status codes shared by submissions, workflows and steps. */
export const STATUS_LABELS: Readonly<Record<StatusCode, string>> = {
  0: 'Pending',
  1: 'In progress',
  2: 'Completed',
  3: 'Cancelled',
  4: 'On hold',
  5: 'Failed',
};

export const STATUS_TONES: Readonly<Record<StatusCode, StatusTone>> = {
  0: 'pending',
  1: 'in-progress',
  2: 'completed',
  3: 'cancelled',
  4: 'on-hold',
  5: 'failed',
};

/** Named codes, so rules read `status === STATUS.completed` rather than a bare 2. */
export const STATUS = {
  pending: 0,
  inProgress: 1,
  completed: 2,
  cancelled: 3,
  onHold: 4,
  failed: 5,
} as const satisfies Record<string, StatusCode>;

export interface StatusInfo {
  /** The code (kept when it is an unknown number); null for text no status matches, or nothing at all. */
  code: number | null;
  label: string;
  tone: StatusTone;
  /** True when the code is one of 0-5. */
  known: boolean;
}

export const isStatusCode = (value: unknown): value is StatusCode =>
  typeof value === 'number' && (STATUS_CODES as readonly number[]).includes(value);

/**
 * Text is matched ignoring case, spaces, underscores and hyphens, so 'In progress', 'InProgress',
 * 'IN_PROGRESS' and the tone name 'in-progress' all read as 1. 'Canceled' (US spelling) reads as 3.
 */
const normaliseStatusText = (text: string): string => text.toLowerCase().replace(/[\s_-]+/g, '');

const STATUS_BY_TEXT: ReadonlyMap<string, StatusCode> = new Map<string, StatusCode>([
  ...STATUS_CODES.map((code): [string, StatusCode] => [normaliseStatusText(STATUS_LABELS[code]), code]),
  ['canceled', 3],
]);

const INTEGER_TEXT = /^-?\d+$/;

export function statusLabel(code: number | null): string {
  if (code === null) return 'Unknown';
  return isStatusCode(code) ? STATUS_LABELS[code] : String(code);
}

/** Unknown codes take the pending tone. */
export const statusTone = (code: number | null): StatusTone =>
  isStatusCode(code) ? STATUS_TONES[code] : 'pending';

/** Open = neither Completed nor Cancelled (unknown codes count as open). */
export const isOpenStatus = (code: number | null): boolean =>
  code !== STATUS.completed && code !== STATUS.cancelled;

const fromCode = (code: number, fallbackLabel?: string): StatusInfo =>
  isStatusCode(code)
    ? { code, label: STATUS_LABELS[code], tone: STATUS_TONES[code], known: true }
    : { code, label: fallbackLabel ?? String(code), tone: 'pending', known: false };

/** The spec's default status when a payload carries none. */
const MISSING: StatusInfo = { code: 0, label: STATUS_LABELS[0], tone: 'pending', known: true };

/** A status from a number or a string; null when there is nothing to read. */
function fromScalar(value: unknown): StatusInfo | null {
  if (typeof value === 'number') return Number.isFinite(value) ? fromCode(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (INTEGER_TEXT.test(text)) return fromCode(Number(text));
  const code = STATUS_BY_TEXT.get(normaliseStatusText(text));
  return code === undefined ? { code: null, label: text, tone: 'pending', known: false } : fromCode(code);
}

const firstPresent = (record: Record<string, unknown>, keys: readonly string[]): StatusInfo | null =>
  keys.reduce<StatusInfo | null>((found, key) => found ?? fromScalar(record[key]), null);

/**
 * Reads a status however a payload carries it: a number, a numeric string, a label or an object
 * ({code|id|value, name|label|text}). Never throws; every input yields a label and a tone.
 *
 * - Missing (null, undefined, blank text, an object with neither part) → Pending, the spec's default.
 * - An object's known code wins, then its known name ({code: 9, name: 'Completed'} is Completed).
 * - An unknown number keeps its code and shows the number, or the object's own name when it has one.
 * - Unknown text keeps the text as the label, code null, pending tone.
 * - Anything else (booleans, arrays) → label 'Unknown', code null, pending tone.
 */
export function statusFromUnknown(value: unknown): StatusInfo {
  if (value === null || value === undefined) return MISSING;
  if (typeof value === 'number' || typeof value === 'string') return fromScalar(value) ?? MISSING;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const byCode = firstPresent(record, ['code', 'id', 'value', 'statusCode']);
    const byName = firstPresent(record, ['name', 'label', 'text', 'statusLabel']);
    if (byCode?.known) return byCode;
    if (byName?.known) return byName;
    // Both unknown: keep the number as the code, but show the server's own name when it sent one.
    if (byCode && byCode.code !== null) return { ...byCode, label: byName?.label ?? byCode.label };
    return byName ?? byCode ?? MISSING;
  }
  return { code: null, label: 'Unknown', tone: 'pending', known: false };
}

/** Grading companies used by the catalogues. */
export const GRADING_COMPANY_LABELS: Readonly<Record<GradingCompanyCode, string>> = {
  0: 'Home office',
  1: 'PSA',
  2: 'SGC',
  3: 'BGS',
  4: 'CGC',
};

export const GRADING_COMPANY_CODES: readonly GradingCompanyCode[] = [0, 1, 2, 3, 4];

export const isGradingCompanyCode = (value: unknown): value is GradingCompanyCode =>
  typeof value === 'number' && (GRADING_COMPANY_CODES as readonly number[]).includes(value);

/** 'PSA' for 1; '#7' for an unknown number; 'Unknown' when the value is missing or not a number. */
export function gradingCompanyLabel(value: unknown): string {
  const code = typeof value === 'string' && INTEGER_TEXT.test(value.trim()) ? Number(value.trim()) : value;
  if (isGradingCompanyCode(code)) return GRADING_COMPANY_LABELS[code];
  if (typeof code === 'number' && Number.isFinite(code)) return `#${code}`;
  return 'Unknown';
}
