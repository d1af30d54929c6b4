// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  BACKOFF_CAP_MS,
  isRetryableMethod,
  isRetryableStatus,
  MAX_ATTEMPTS,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  retryDelay,
  wait,
} from '../../../src/backend/http/policy';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('which requests are retried', () => {
  it('retries reads only: a write may have reached the server with only its answer lost', () => {
    expect(isRetryableMethod('get')).toBe(true);
    expect(isRetryableMethod('post')).toBe(false);
    expect(isRetryableMethod('put')).toBe(false);
    expect(isRetryableMethod('delete')).toBe(false);
  });

  it('retries the gateway statuses 502, 503 and 504 and nothing else', () => {
    expect([502, 503, 504].every(isRetryableStatus)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 429, 500, 501, 505]) {
      expect(isRetryableStatus(status), String(status)).toBe(false);
    }
  });

  it('retries a read after a network failure or a 503, but never a write', () => {
    expect(retryDelay('get', { kind: 'network' }, 1, NOW)).toBe(backoffDelay(1));
    expect(retryDelay('get', { kind: 'answer', status: 503 }, 1, NOW)).toBe(backoffDelay(1));
    expect(retryDelay('post', { kind: 'network' }, 1, NOW)).toBeNull();
    expect(retryDelay('put', { kind: 'answer', status: 503 }, 1, NOW)).toBeNull();
    expect(retryDelay('delete', { kind: 'answer', status: 502 }, 1, NOW)).toBeNull();
  });

  it('does not retry a 500, a timeout or an abort', () => {
    expect(retryDelay('get', { kind: 'answer', status: 500 }, 1, NOW)).toBeNull();
    expect(retryDelay('get', { kind: 'timeout' }, 1, NOW)).toBeNull();
    expect(retryDelay('get', { kind: 'aborted' }, 1, NOW)).toBeNull();
  });

  it(`stops after ${MAX_ATTEMPTS} tries in all`, () => {
    expect(retryDelay('get', { kind: 'network' }, MAX_ATTEMPTS - 1, NOW)).not.toBeNull();
    expect(retryDelay('get', { kind: 'network' }, MAX_ATTEMPTS, NOW)).toBeNull();
  });
});

describe('back-off', () => {
  it('doubles from one retry to the next, up to the cap', () => {
    expect(backoffDelay(2)).toBe(backoffDelay(1) * 2);
    expect(backoffDelay(3)).toBe(backoffDelay(2) * 2);
    expect(backoffDelay(30)).toBe(BACKOFF_CAP_MS);
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3', NOW)).toBe(3000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(parseRetryAfter('Wed, 25 Nov 2026 10:00:05 GMT', NOW)).toBe(5000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 09:59:00 GMT', NOW)).toBe(0);
  });

  it('ignores what is missing or unreadable', () => {
    expect(parseRetryAfter(null, NOW)).toBeNull();
    expect(parseRetryAfter('', NOW)).toBeNull();
    expect(parseRetryAfter('soon', NOW)).toBeNull();
    expect(parseRetryAfter('1.5', NOW)).toBeNull();
    expect(parseRetryAfter('-2', NOW)).toBeNull();
  });

  it('waits as long as the server asks, instead of the back-off', () => {
    expect(retryDelay('get', { kind: 'answer', status: 503, retryAfter: '2' }, 1, NOW)).toBe(2000);
    const date = new Date(NOW + 7000).toUTCString();
    expect(retryDelay('get', { kind: 'answer', status: 503, retryAfter: date }, 1, NOW)).toBe(7000);
  });

  it('falls back to the back-off when Retry-After cannot be read', () => {
    expect(retryDelay('get', { kind: 'answer', status: 503, retryAfter: 'later' }, 2, NOW)).toBe(
      backoffDelay(2),
    );
  });

  it('gives up at once when the server asks for longer than the cap', () => {
    const asked = String(MAX_RETRY_AFTER_MS / 1000 + 1);
    expect(retryDelay('get', { kind: 'answer', status: 503, retryAfter: asked }, 1, NOW)).toBeNull();
  });
});

describe('waiting between tries', () => {
  it('ends the wait with an AbortError when the screen is left', async () => {
    const controller = new AbortController();
    const pending = wait(60_000, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
