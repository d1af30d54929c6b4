import * as v from 'valibot';
import type { AppVersion } from '../../../domain/version';
import { textOrEmpty } from './fields';
import { parsePayload } from './parse';

/**
 * The version file must name a version; the other fields are informative and read as '' when absent.
 * A plain object schema keeps only these four fields, so no transform is needed.
 */
const versionSchema = v.object({
  version: v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.finite())]),
    v.transform((value) => String(value).trim()),
    v.nonEmpty(),
  ),
  commit: textOrEmpty,
  branch: textOrEmpty,
  builtAt: textOrEmpty,
});

export const parseVersion = (payload: unknown): AppVersion =>
  parsePayload(versionSchema, payload, 'VERSION_PARSE_ERROR');
