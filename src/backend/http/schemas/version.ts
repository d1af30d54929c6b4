import * as v from 'valibot';
import type { AppVersion } from '../../../domain/version';
import { optText } from './fields';
import { parsePayload } from './parse';

const versionSchema = v.pipe(
  v.looseObject({
    version: v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.finite())]),
      v.transform((value) => String(value).trim()),
      v.nonEmpty(),
    ),
    commit: optText,
    branch: optText,
    builtAt: optText,
  }),
  v.transform((raw): AppVersion => ({
    version: raw.version,
    commit: raw.commit ?? '',
    branch: raw.branch ?? '',
    builtAt: raw.builtAt ?? '',
  })),
);

/** The version file must name a version; the other fields are informative. */
export const parseVersion = (payload: unknown): AppVersion =>
  parsePayload(versionSchema, payload, 'VERSION_PARSE_ERROR');
