// @vitest-environment node
// Issue 37 item 17: error reports reach a DSN on another origin through the app's own server (the
// SDK's tunnel), which forwards only envelopes naming the configured project. The receiver here is a
// second HTTP server on another port, as Sentry's service or a self-hosted Sentry would be.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseDsn } from '../../server/routes/errorReports';
import { type TestApp, call, createTestApp, wrapper } from './harness';

interface Received {
  path: string;
  contentType: string | undefined;
  body: string;
}

let receiver: http.Server;
let receiverOrigin = '';
const received: Received[] = [];
/** What the receiver answers next (then 200). */
const answers: { status: number; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.shift() ?? { status: 200, headers: {} };
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end('{"id":"0123456789abcdef0123456789abcdef"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
  received.length = 0;
  answers.length = 0;
});

const dsnAt = (origin: string, project = '42') => `${origin.replace('//', '//publickey@')}/${project}`;

/** An envelope as the browser SDK writes it with `tunnel` set: a header naming the DSN, then items. */
const envelope = (dsn: string) =>
  [
    JSON.stringify({ event_id: '0123456789abcdef0123456789abcdef', dsn, sent_at: '2026-01-01T00:00:00Z' }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ message: 'Something broke', level: 'error' }),
  ].join('\n');

/** Posted as the SDK's fetch does: text/plain, no session, from the page's own origin. */
const post = (app: TestApp, body: string, headers: Record<string, string> = {}) =>
  app.app.request('/api/error-reports', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', ...headers },
    body,
  });

describe('the error-reporting tunnel', () => {
  it("forwards an envelope naming the configured project to that project's endpoint on its own origin", async () => {
    const dsn = dsnAt(receiverOrigin);
    t = await createTestApp({ reportingDsn: dsn });
    const response = await post(t, envelope(dsn));
    expect(response.status).toBe(200);
    expect(received).toEqual([
      { path: '/api/42/envelope/', contentType: 'application/x-sentry-envelope', body: envelope(dsn) },
    ]);
  });

  it('passes the service’s rate limit back, so the SDK pauses as it would talking to it directly', async () => {
    const dsn = dsnAt(receiverOrigin);
    t = await createTestApp({ reportingDsn: dsn });
    answers.push({
      status: 429,
      headers: { 'retry-after': '30', 'x-sentry-rate-limits': '30::organization' },
    });
    const response = await post(t, envelope(dsn));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('x-sentry-rate-limits')).toBe('30::organization');
  });

  it('refuses an envelope for any other project, host or key, and forwards nothing', async () => {
    t = await createTestApp({ reportingDsn: dsnAt(receiverOrigin) });
    for (const other of [
      dsnAt(receiverOrigin, '43'),
      dsnAt('http://127.0.0.1:9'),
      `${receiverOrigin.replace('//', '//otherkey@')}/42`,
    ]) {
      const response = await post(t, envelope(other));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('REPORT_PROJECT_MISMATCH');
    }
    expect((await post(t, 'not an envelope')).status).toBe(400);
    expect(received).toEqual([]);
  });

  it('answers 404 when no DSN is configured, 413 past 1 MB and 502 when the service is down', async () => {
    t = await createTestApp();
    expect((await post(t, envelope(dsnAt(receiverOrigin)))).status).toBe(404);
    await t.close();

    const closedDsn = dsnAt('http://127.0.0.1:9');
    t = await createTestApp({ reportingDsn: closedDsn });
    const down = await post(t, envelope(closedDsn));
    expect(down.status).toBe(502);
    expect(wrapper(await down.json()).messages).toEqual([
      'The error-reporting service could not be reached.',
    ]);
    expect((await post(t, `${envelope(closedDsn)}\n${'x'.repeat(1024 * 1024)}`)).status).toBe(413);
  });

  it('is the only API call that takes text/plain: the CSRF rule still holds everywhere else', async () => {
    t = await createTestApp({ reportingDsn: dsnAt(receiverOrigin) });
    const login = await call(t.app, 'POST', '/api/auth/login', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(login.status).toBe(415);
  });

  it('reads DSNs with a path before the project, and refuses what is not one', () => {
    expect(parseDsn('https://abc@o1.ingest.sentry.io/123')).toEqual({
      protocol: 'https:',
      publicKey: 'abc',
      host: 'o1.ingest.sentry.io',
      path: '',
      projectId: '123',
    });
    expect(parseDsn('https://abc@sentry.example.com/reports/7')?.path).toBe('/reports');
    expect(parseDsn('https://sentry.example.com/7')).toBeNull();
    expect(parseDsn('ftp://abc@host/7')).toBeNull();
    expect(parseDsn('nonsense')).toBeNull();
  });
});
