import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './env';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../src/domain/recordVersion';
import { HttpError, badRequest } from './errors';

/** Printable ASCII, as a UUID or any client's own token; long enough for any sensible scheme. */
const KEY_SHAPE = /^[\x21-\x7e]{8,200}$/;

/** Searches are reads sent as POST: answering one from a stored copy would show stale results. */
const SEARCH_PATH = /\/search$/;

/**
 * Writes that carry an `Idempotency-Key` (decision 0230): the first request with a key runs and its
 * successful answer is kept for a day; the same user sending the same key again gets that answer
 * replayed instead of a second record. Another user's key is never looked at (keys are per user).
 * A failed first request keeps nothing, so the same key may try again. The same key with another
 * call or another body is refused with 422, as the IETF draft says, instead of replaying an answer
 * to a different request (decision 0333). Searches are never kept. Runs after the session guard.
 */
export function idempotentWrites(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || (c.req.method !== 'PUT' && c.req.method !== 'POST')) return next();
    if (SEARCH_PATH.test(c.req.path)) return next();
    if (!KEY_SHAPE.test(key)) throw badRequest('The Idempotency-Key header is not a valid key.');
    const { id: userId } = c.get('user');
    const store = deps.stores.idempotency;
    const request = `${c.req.method} ${c.req.path}`;
    // JSON bodies were read before this runs; the multipart upload is told apart by its path alone.
    const body = c.get('bodyText') as string | undefined;
    const fingerprint = body === undefined ? null : createHash('sha256').update(body).digest('hex');
    const claim = await store.claim(userId, key, { request, fingerprint }, deps.now());
    if (claim.kind === 'otherRequest')
      throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
    if (claim.kind === 'running')
      throw new HttpError(409, 'IDEMPOTENCY_KEY_RUNNING', 'This request is still being processed.', {
        'Retry-After': '1',
      });
    if (claim.kind === 'replay') {
      c.header('Idempotent-Replayed', 'true');
      return c.body(claim.response.body, claim.response.status as 200, {
        'Content-Type': 'application/json; charset=UTF-8',
      });
    }
    try {
      await next();
    } catch (error) {
      await store.release(userId, key);
      throw error;
    }
    // Hono catches a route's throw and sets the error answer on c.res: only a success is kept.
    if (c.error !== undefined || c.res.status >= 300) {
      await store.release(userId, key);
      return;
    }
    await store.complete(userId, key, { status: c.res.status, body: await c.res.clone().text() });
  };
}
