import { isAppError } from '../../src/domain/errors';

/** A 404, or any of the spec's *_NOT_FOUND codes (CUSTOMER_NOT_FOUND, SUBMISSION_NOT_FOUND, …). */
export const isNotFound = (error: unknown): boolean =>
  isAppError(error) &&
  (error.code === 'NOT_FOUND' || error.code.endsWith('_NOT_FOUND') || error.status === 404);
