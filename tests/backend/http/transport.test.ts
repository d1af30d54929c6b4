// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHttpBackend } from '../../../src/backend/http';
import { createHttpClient } from '../../../src/backend/http/client';
import {
  backoffDelay,
  MAX_ATTEMPTS,
  SESSION_EXPIRED_MESSAGE,
  TIMEOUT_MESSAGE,
} from '../../../src/backend/http/policy';
import { AppError } from '../../../src/domain/errors';
import { ok, recordingSink, setupHttpBackend } from './harness';
import { closedOrigin } from './testServer';

const t = setupHttpBackend();
const card = { id: 7, submissionId: 3, name: 'Charizard' };
/** The client itself, for rules that hold for any call (GET or write) on any path. */
const probeClient = () =>
  createHttpClient({ baseUrl: `${t.server.origin}/api`, problems: t.sink, now: () => t.clock.now });

describe('requests the backend sends', () => {
  it('sends cookies-friendly JSON requests under the configured base URL', async () => {
    t.server.on('POST', '/api/employee/customer/search', ok({ data: [], totalRecords: 0 }));
    await t.backend.customers.search({ pageNumber: 1, pageSize: 20, isActive: true });
    const [request] = t.server.requests;
    expect(request?.path).toBe('/api/employee/customer/search');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.json).toEqual({ pageNumber: 1, pageSize: 20, isActive: true });
  });

  it('sends the extra headers a call asks for', async () => {
    t.server.on('GET', '/api/probe', ok(null));
    await probeClient().request({
      method: 'get',
      path: 'probe',
      fallback: 'x',
      headers: { 'If-Match': '"3"' },
    });
    expect(t.server.requests[0]?.headers['if-match']).toBe('"3"');
    expect(t.server.requests[0]?.headers.accept).toBe('application/json');
  });
});

describe('the request policy', () => {
  it('retries a read that got 503 with a back-off, and shows nothing when a retry succeeds', async () => {
    let calls = 0;
    t.server.on('GET', '/api/employee/submission/:id/cards', () =>
      ++calls < 3 ? { status: 503 } : ok({ cards: [card], total: 1 }),
    );
    expect((await t.backend.cards.list('3')).total).toBe(1);
    expect(t.server.requests).toHaveLength(3);
    expect(t.waits).toEqual([backoffDelay(1), backoffDelay(2)]);
    expect(t.sink.serverErrors).toEqual([]);
  });

  it(`gives up on a read after ${MAX_ATTEMPTS} tries and then reports the status once`, async () => {
    t.server.on('GET', '/api/employee/submission/:id/cards', { status: 502 });
    await expect(t.backend.cards.list('3')).rejects.toMatchObject({ code: 'HTTP_ERROR', status: 502 });
    expect(t.server.requests).toHaveLength(MAX_ATTEMPTS);
    expect(t.sink.serverErrors).toEqual([502]);
  });

  it('waits as long as Retry-After asks before the next try', async () => {
    let calls = 0;
    t.server.on('GET', '/api/employee/submission/:id/cards', () =>
      ++calls < 2 ? { status: 503, headers: { 'Retry-After': '2' } } : ok({ cards: [], total: 0 }),
    );
    await t.backend.cards.list('3');
    expect(t.waits).toEqual([2000]);
  });

  it('does not retry a 500', async () => {
    t.server.on('GET', '/api/employee/submission/:id/cards', { status: 500 });
    await expect(t.backend.cards.list('3')).rejects.toMatchObject({ status: 500 });
    expect(t.server.requests).toHaveLength(1);
  });

  it('never repeats a write by itself, whatever the answer', async () => {
    t.server.on('POST', '/api/probe', { status: 503, headers: { 'Retry-After': '1' } });
    t.server.on('PUT', '/api/probe', { status: 504 });
    t.server.on('DELETE', '/api/probe', { status: 502 });
    for (const method of ['post', 'put', 'delete'] as const) {
      await expect(
        probeClient().request({ method, path: 'probe', json: {}, fallback: 'Failed' }),
      ).rejects.toMatchObject({ code: 'HTTP_ERROR' });
    }
    expect(t.server.requests.map((request) => request.method)).toEqual(['POST', 'PUT', 'DELETE']);
  });

  it('retries a read after a connection failure, but not a write', async () => {
    let fetches = 0;
    const backend = createHttpBackend({
      baseUrl: `${t.server.origin}/api`,
      problems: t.sink,
      sleep: () => Promise.resolve(),
      fetch: () => {
        fetches += 1;
        return Promise.reject(new TypeError('fetch failed'));
      },
    });
    await expect(backend.submissions.get('1')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(fetches).toBe(MAX_ATTEMPTS);
    fetches = 0;
    await expect(backend.customers.remove('1')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(fetches).toBe(1);
  });

  it('ends a read left mid-wait with the abort, shown nowhere', async () => {
    t.server.on('GET', '/api/employee/submission/:id', { status: 503, headers: { 'Retry-After': '5' } });
    const controller = new AbortController();
    const backend = createHttpBackend({ baseUrl: `${t.server.origin}/api`, problems: t.sink });
    const pending = backend.submissions.get('1', { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).name).toBe('AbortError');
    expect(t.server.requests).toHaveLength(1);
    expect(t.sink.serverErrors).toEqual([]);
  });

  it('answers an expired session (401 on a signed-in call) as Session expired and tells the app', async () => {
    t.server.on('POST', '/api/probe', { status: 401 });
    await expect(
      probeClient().request({ method: 'post', path: 'probe', json: {}, fallback: 'Failed' }),
    ).rejects.toMatchObject({ code: 'SESSION_NOT_FOUND', message: SESSION_EXPIRED_MESSAGE, status: 401 });
    expect(t.sink.sessionsExpired).toBe(1);
  });

  it('does not take a refused sign-in for an expired session', async () => {
    t.server.on('POST', '/api/auth/login', { status: 401 });
    await expect(t.backend.session.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(t.sink.sessionsExpired).toBe(0);
  });
});

describe('response wrapping', () => {
  it('unwraps {is-success, data}', async () => {
    t.server.on('GET', '/api/employee/submission/:id/cards', ok({ cards: [card], total: 1 }));
    const list = await t.backend.cards.list('3');
    expect(list.total).toBe(1);
    expect(list.cards[0]).toMatchObject({ id: '7', submissionId: '3', name: 'Charizard' });
  });

  it('unwraps the camel-case envelope {isSuccess, data}', async () => {
    t.server.on('GET', '/api/employee/submission/:id/cards', { json: { isSuccess: true, data: [card] } });
    expect((await t.backend.cards.list('3')).cards.map((c) => c.id)).toEqual(['7']);
  });

  it('takes an unwrapped payload as the data itself', async () => {
    t.server.on('GET', '/api/employee/submission/:id/cards', { json: { items: [card], total: 4 } });
    expect(await t.backend.cards.list('3')).toMatchObject({ total: 4, cards: [{ id: '7' }] });
  });

  it('keeps list totals that sit beside the data array in the envelope', async () => {
    t.server.on('POST', '/api/employee/customer/search', {
      json: { 'is-success': true, data: [{ id: 1 }], totalRecords: 31 },
    });
    const page = await t.backend.customers.search({ pageNumber: 2, pageSize: 1 });
    expect(page).toMatchObject({ totalRecords: 31, pageNumber: 2, pageSize: 1 });
  });

  it('turns is-success false into API_RESPONSE_ERROR with the messages joined', async () => {
    t.server.on('GET', '/api/employee/submission/:id/cards', {
      json: { 'is-success': false, data: null, 'error-messages': ['Card store offline', 'Try later'] },
    });
    const error = await t.backend.cards.list('3').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'API_RESPONSE_ERROR',
      message: 'Card store offline; Try later',
      messages: ['Card store offline', 'Try later'],
    });
  });

  it("falls back to 'Request failed' when a wrapped failure has no messages", async () => {
    t.server.on('GET', '/api/employee/submission/:id/cards', {
      json: { isSuccess: false, errorMessages: [] },
    });
    await expect(t.backend.cards.list('3')).rejects.toMatchObject({
      code: 'API_RESPONSE_ERROR',
      message: 'Request failed',
    });
  });

  it.each([
    ['204', { status: 204 }],
    ['205', { status: 205 }],
    ['an empty 200', { status: 200, text: '' }],
  ])('reads %s as no data', async (_label, reply) => {
    t.server.on('GET', '/api/employee/submission/:id/cards', reply);
    expect(await t.backend.cards.list('3')).toEqual({ cards: [], total: 0 });
  });

  it('rejects a body that is not JSON with a coded error instead of crashing', async () => {
    t.server.on('GET', '/api/employee/submission/:id/cards', { text: '<html>proxy page</html>' });
    await expect(t.backend.cards.list('3')).rejects.toMatchObject({
      code: 'API_RESPONSE_ERROR',
      message: 'Unexpected API response',
    });
  });
});

describe('HTTP failures', () => {
  it("uses the server's message for a client error, and no toast", async () => {
    t.server.on('GET', '/api/employee/submission/:id', {
      status: 409,
      json: { message: 'Submission is locked' },
    });
    await expect(t.backend.submissions.get('9')).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 409,
      message: 'Submission is locked',
    });
    expect(t.sink.serverErrors).toEqual([]);
  });

  it.each([
    [404, 'NOT_FOUND'],
    [403, 'FORBIDDEN'],
  ])('gives %i its own code and keeps the status', async (status, code) => {
    t.server.on('GET', '/api/employee/submission/:id', { status, json: { message: 'No such submission' } });
    await expect(t.backend.submissions.get('9')).rejects.toMatchObject({
      code,
      status,
      message: 'No such submission',
    });
  });

  it("uses the call's fallback when the server says nothing", async () => {
    t.server.on('GET', '/api/employee/submission/:id', { status: 404 });
    await expect(t.backend.submissions.get('9')).rejects.toMatchObject({
      message: 'Failed to load submission',
      status: 404,
    });
  });

  it('reports 500 and above to the app with the status', async () => {
    t.server.on('GET', '/api/employee/submission/:id', { status: 502, text: 'Bad gateway' });
    await expect(t.backend.submissions.get('9')).rejects.toMatchObject({ code: 'HTTP_ERROR', status: 502 });
    expect(t.sink.serverErrors).toEqual([502]);
  });

  it('shows the server-error toast at most once per 6 seconds', async () => {
    t.server.on('GET', '/api/employee/submission/:id', { status: 500 });
    const fail = () => t.backend.submissions.get('9').catch(() => undefined);
    await fail();
    t.clock.now += 5_999;
    await fail();
    expect(t.sink.serverErrors).toEqual([500]);
    t.clock.now += 1;
    await fail();
    expect(t.sink.serverErrors).toEqual([500, 500]);
  });

  it('suppresses the server-error toast while offline, but still fails the call', async () => {
    t.sink.online = false;
    t.server.on('GET', '/api/employee/submission/:id', { status: 500 });
    await expect(t.backend.submissions.get('9')).rejects.toMatchObject({ status: 500 });
    expect(t.sink.serverErrors).toEqual([]);
  });
});

describe('connection failures', () => {
  it('reports a refused connection as NETWORK_ERROR and a connection toast, with its own cooldown', async () => {
    const sink = recordingSink();
    const clock = { now: 0 };
    const backend = createHttpBackend({
      baseUrl: `${await closedOrigin()}/api`,
      problems: sink,
      now: () => clock.now,
      // the reads' retry backoff is another test's subject: not waited here
      sleep: () => Promise.resolve(),
    });
    await expect(backend.submissions.get('1')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Failed to load submission',
    });
    await backend.customers.get('1').catch(() => undefined);
    expect(sink.networkErrors).toBe(1);
    clock.now += 6_000;
    await backend.customers.get('1').catch(() => undefined);
    expect(sink.networkErrors).toBe(2);
    expect(sink.serverErrors).toEqual([]);
  });

  it('keeps the server and connection cooldowns apart', async () => {
    t.server.on('GET', '/api/employee/submission/:id', { status: 500 });
    // One client, so one pair of cooldowns: submissions reach the server (500), customers cannot connect.
    const backend = createHttpBackend({
      baseUrl: `${t.server.origin}/api`,
      problems: t.sink,
      now: () => t.clock.now,
      sleep: () => Promise.resolve(),
      fetch: (input, init) =>
        (input instanceof Request ? input.url : String(input)).includes('/customer/')
          ? Promise.reject(new TypeError('fetch failed'))
          : fetch(input, init),
    });
    await backend.submissions.get('1').catch(() => undefined);
    await backend.customers.get('1').catch(() => undefined);
    expect(t.sink.serverErrors).toEqual([500]);
    expect(t.sink.networkErrors).toBe(1);
    // Within both cooldowns neither toast repeats.
    t.clock.now += 5_999;
    await backend.submissions.get('1').catch(() => undefined);
    await backend.customers.get('1').catch(() => undefined);
    expect(t.sink.serverErrors).toEqual([500]);
    expect(t.sink.networkErrors).toBe(1);
  });

  it('suppresses the connection toast while the browser is offline', async () => {
    const sink = recordingSink();
    sink.online = false;
    const backend = createHttpBackend({
      baseUrl: `${await closedOrigin()}/api`,
      problems: sink,
      sleep: () => Promise.resolve(),
    });
    await expect(backend.submissions.get('1')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(sink.networkErrors).toBe(0);
  });

  it('ends a request that outlives the timeout with a clear message, not a connection toast', async () => {
    t.server.on('GET', '/api/employee/submission/:id', { ...ok({ id: 1 }), delayMs: 300 });
    const backend = createHttpBackend({
      baseUrl: `${t.server.origin}/api`,
      problems: t.sink,
      now: () => t.clock.now,
      timeoutMs: 50,
    });
    await expect(backend.submissions.get('1')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: TIMEOUT_MESSAGE,
    });
    // A hung read is not tried again: the person already waited the whole timeout once.
    expect(t.server.requests).toHaveLength(1);
    expect(t.sink.networkErrors).toBe(0);
  });

  it('re-throws an aborted request untouched and shows nothing', async () => {
    t.server.on('GET', '/api/employee/submission/:id', { ...ok({ id: 1 }), delayMs: 300 });
    const controller = new AbortController();
    const pending = t.backend.submissions.get('1', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AppError);
    expect(error).toBe(controller.signal.reason);
    expect((error as Error).name).toBe('AbortError');
    expect(t.sink.networkErrors).toBe(0);
    expect(t.sink.serverErrors).toEqual([]);
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const backend = createHttpBackend({
      baseUrl: 'http://example.invalid/api',
      problems: recordingSink(),
      fetch: async (input) => {
        calls.push(input instanceof Request ? input.url : String(input));
        return new Response(JSON.stringify({ id: 5, email: 'a@b.co' }), { status: 200 });
      },
    });
    expect((await backend.session.currentUser()).id).toBe('5');
    expect(calls).toEqual(['http://example.invalid/api/auth/user']);
  });
});
