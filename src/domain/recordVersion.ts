/**
 * Records carry a version, bumped on each update; a save sends the version it started from in an
 * `If-Match` header and a newer one on the server refuses it (decision 0232).
 */
export const VERSION_CONFLICT_CODE = 'VERSION_CONFLICT';
export const VERSION_CONFLICT_MESSAGE = 'This record changed since you opened it.';
export const IF_MATCH_HEADER = 'If-Match';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The header value for a version: an entity tag, `"3"`. */
export const ifMatchOf = (version: number): string => `"${version}"`;

/** The version an `If-Match` names (quoted or bare, weak or strong), or null when it names none. */
export function versionFromIfMatch(header: string | undefined): number | null {
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}
