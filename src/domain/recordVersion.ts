/**
 * Records carry a version, bumped on each update; a save sends the version it started from in an
 * `If-Match` header and a newer one on the server refuses it (decision 0232).
 */
export const VERSION_CONFLICT_CODE = 'VERSION_CONFLICT';
export const VERSION_CONFLICT_MESSAGE = 'This record changed since you opened it.';
export const IF_MATCH_HEADER = 'If-Match';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The same Idempotency-Key sent with another call or other values (422, decision 0333). */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'An earlier request with this Idempotency-Key went through with other values, so this one was not applied. Reload to see what was saved.';

/** The header value for a version: an entity tag, `"3"`. */
export const ifMatchOf = (version: number): string => `"${version}"`;

/**
 * What an `If-Match` header asks (decision 0334): nothing (no header: the update is not checked), any
 * current version (`*`), one version (`"3"`, or weak `W/"3"`), or something malformed (`abc`, `""`,
 * `"-1"`, a bare `3`, a list), which the server refuses rather than treating as no check.
 */
export type IfMatch =
  { kind: 'absent' } | { kind: 'any' } | { kind: 'version'; version: number } | { kind: 'malformed' };

export const IF_MATCH_INVALID_MESSAGE = 'If-Match must name one record version, as "3".';

export function readIfMatch(header: string | undefined): IfMatch {
  if (header === undefined) return { kind: 'absent' };
  const value = header.trim();
  if (value === '*') return { kind: 'any' };
  const match = /^(?:W\/)?"([1-9]\d{0,14})"$/.exec(value);
  return match?.[1] === undefined ? { kind: 'malformed' } : { kind: 'version', version: Number(match[1]) };
}
