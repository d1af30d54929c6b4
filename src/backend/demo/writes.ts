import { AppError } from '../../domain/errors';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, VERSION_CONFLICT_MESSAGE } from '../../domain/recordVersion';

/** A key answers for a day, as on the server (decision 0230). */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface DemoWrites {
  /**
   * Runs a create once per signed-in persona and Idempotency-Key: the same key again (while the first
   * still runs, or within a day after it succeeded) answers a copy of the first result. The same key
   * with another `request` (the call and its input) is refused with 422, as on the server (decision
   * 0333). A failed create keeps nothing, so the same key may try again. Without a key the create
   * simply runs.
   */
  once<T>(key: string | undefined, request: unknown, create: () => Promise<T>): Promise<T>;
}

export function createDemoWrites(now: () => Date, user: () => string): DemoWrites {
  const answers = new Map<string, { at: number; request: string; result: Promise<unknown> }>();
  return {
    once<T>(key: string | undefined, request: unknown, create: () => Promise<T>): Promise<T> {
      if (key === undefined) return create();
      const at = now().getTime();
      for (const [stored, answer] of answers) if (at - answer.at > KEY_LIFETIME_MS) answers.delete(stored);
      const scoped = `${user()}\n${key}`;
      const fingerprint = JSON.stringify(request);
      const earlier = answers.get(scoped);
      if (earlier && earlier.request !== fingerprint) {
        const messages = [IDEMPOTENCY_KEY_REUSED_MESSAGE];
        return Promise.reject(
          new AppError('HTTP_ERROR', IDEMPOTENCY_KEY_REUSED_MESSAGE, { status: 422, messages }),
        );
      }
      // a copy, as every demo answer is: the caller may change it
      if (earlier) return earlier.result.then((result) => structuredClone(result as T));
      const result = create();
      answers.set(scoped, { at, request: fingerprint, result });
      result.catch(() => answers.delete(scoped));
      return result;
    },
  };
}

/**
 * A refusal as the HTTP backend reports the server's: HTTP_ERROR (NOT_FOUND for a 404) with the status and the message, so
 * both data modes fail the same way (the shared behaviour suite compares them).
 */
export const refusal = (status: number, message: string): AppError =>
  new AppError(status === 404 ? 'NOT_FOUND' : 'HTTP_ERROR', message, { status, messages: [message] });

/** A record's version; records from the sample data start at 1. */
export const versionOf = (record: { version?: number }): number => record.version ?? 1;

/**
 * Refuses an update that started from another version than the stored record's (decision 0232), as
 * the server's 409 does; without an expected version the update is not checked.
 */
export function checkVersion(record: { version?: number }, expected: number | undefined): void {
  if (expected !== undefined && expected !== versionOf(record))
    throw new AppError('VERSION_CONFLICT', VERSION_CONFLICT_MESSAGE, {
      status: 409,
      messages: [VERSION_CONFLICT_MESSAGE],
    });
}

/** Every update moves the record to its next version. */
export function bumpVersion(record: { version?: number }): void {
  record.version = versionOf(record) + 1;
}
