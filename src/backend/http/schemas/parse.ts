import * as v from 'valibot';
import { AppError, type AppErrorCode } from '../../../domain/errors';

export type ParseErrorCode = Extract<AppErrorCode, `${string}_PARSE_ERROR`>;

/** What the user sees when a payload cannot be read; the code says which payload it was. */
export const UNEXPECTED_RESPONSE = 'Unexpected API response';

/**
 * Parses a payload at the boundary. A payload that does not fit becomes an AppError with the given
 * code (its cause holds valibot's issues), so a bad response never reaches a view as a crash.
 */
export function parsePayload<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  payload: unknown,
  code: ParseErrorCode,
  message: string = UNEXPECTED_RESPONSE,
): v.InferOutput<TSchema> {
  let result: v.SafeParseResult<TSchema>;
  try {
    result = v.safeParse(schema, payload);
  } catch (cause) {
    // Defensive: a schema that throws is a bug, but it still must not take the screen down.
    throw new AppError(code, message, { cause });
  }
  if (!result.success) throw new AppError(code, message, { cause: result.issues });
  return result.output;
}
