import {
  IDEMPOTENCY_KEY_HEADER,
  IF_MATCH_HEADER,
  VERSION_CONFLICT_CODE,
  VERSION_CONFLICT_MESSAGE,
  ifMatchOf,
} from '../../domain/recordVersion';
import type { WriteOptions } from '../backend';
import type { StatusMapping } from './client';

/** A create's header: its Idempotency-Key, when the caller chose one (decision 0230). */
export const createHeaders = (options: WriteOptions | undefined): { headers?: Record<string, string> } =>
  options?.idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } } : {};

/**
 * An update's If-Match with the version it started from, and what a 409 then means: the record has
 * moved on (decision 0232). Without a version the update is sent unchecked, as before. An update carries
 * its Idempotency-Key too: when its answer was lost, pressing Save again replays that answer instead of
 * meeting its own new version as someone else's change (a 409).
 */
export function updateHeaders(options: WriteOptions | undefined): {
  headers?: Record<string, string>;
  byStatus?: Partial<Record<number, StatusMapping>>;
} {
  const key = createHeaders(options).headers ?? {};
  if (options?.version === undefined) return Object.keys(key).length > 0 ? { headers: key } : {};
  return {
    headers: { ...key, [IF_MATCH_HEADER]: ifMatchOf(options.version) },
    byStatus: {
      409: { code: 'VERSION_CONFLICT', message: VERSION_CONFLICT_MESSAGE, serverCode: VERSION_CONFLICT_CODE },
    },
  };
}
