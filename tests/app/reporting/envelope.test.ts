import { addBreadcrumb, close, flush, makeFetchTransport } from '@sentry/react';
import { startSentry } from '../../../src/app/reporting/sentry';

// The real SDK with the team's options, its network replaced: what would reach the reporting endpoint.
const CONFIG = {
  dsn: 'https://public@reports.example.com/1',
  apiBaseUrl: '/api',
  origin: 'http://localhost:3000',
};

interface Sent {
  url: string;
  body: string;
}

/** The endpoint: records every envelope and answers with the given responses in turn (then 200). */
function fakeEndpoint(responses: Response[] = []) {
  const sent: Sent[] = [];
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      body: typeof init?.body === 'string' ? init.body : new TextDecoder().decode(init?.body as Uint8Array),
    });
    return Promise.resolve(responses.shift() ?? new Response('{}', { status: 200 }));
  };
  /** Envelopes that carry an error event (not transactions or client reports). */
  const errorEnvelopes = () =>
    sent.filter(({ body }) => body.split('\n').some((line) => line.startsWith('{"type":"event"')));
  return {
    sent,
    errorEnvelopes,
    transport: {
      transport: (options: Parameters<typeof makeFetchTransport>[0]) =>
        makeFetchTransport(options, fetchImpl),
    },
  };
}

afterEach(async () => {
  vi.useRealTimers();
  await close(0);
});

describe('what the reporting endpoint receives', () => {
  it('one envelope per error, with the user id and email but no password, token or cookie', async () => {
    const endpoint = fakeEndpoint();
    const reporter = startSentry(CONFIG, endpoint.transport);
    reporter.setUser({ id: 'u-7', email: 'ada@example.com' });
    addBreadcrumb({ category: 'form', message: 'signed in', data: { password: 'hunter2', remember: true } });
    document.cookie = 'session=cookie-secret';

    reporter.captureException(new Error('Could not load /api/customers?token=abc123'), {
      route: 'customers',
    });
    await flush(2_000);

    const envelopes = endpoint.errorEnvelopes();
    expect(envelopes).toHaveLength(1);
    const { url, body } = envelopes[0] ?? { url: '', body: '' };
    // Through the app's own server (the tunnel), naming the DSN it is for (issue 37 item 17).
    expect(url).toBe('http://localhost:3000/api/error-reports');
    expect(JSON.parse(body.split('\n')[0] ?? '{}')).toMatchObject({ dsn: CONFIG.dsn });
    expect(body).toContain('ada@example.com');
    expect(body).toContain('"route":"customers"');
    expect(body).toContain('signed in');
    for (const secret of ['hunter2', 'abc123', 'cookie-secret']) expect(body).not.toContain(secret);
  });

  it('a 429 pauses sending for Retry-After seconds; sending resumes after them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const endpoint = fakeEndpoint([new Response('', { status: 429, headers: { 'Retry-After': '30' } })]);
    const reporter = startSentry(CONFIG, endpoint.transport);

    reporter.captureException(new Error('first failure'), {});
    await flush(2_000);
    expect(endpoint.errorEnvelopes()).toHaveLength(1);

    vi.setSystemTime(Date.now() + 20_000);
    reporter.captureException(new Error('second failure, inside the pause'), {});
    await flush(2_000);
    expect(endpoint.errorEnvelopes()).toHaveLength(1);

    vi.setSystemTime(Date.now() + 15_000);
    reporter.captureException(new Error('third failure, after the pause'), {});
    await flush(2_000);
    const envelopes = endpoint.errorEnvelopes();
    expect(envelopes).toHaveLength(2);
    expect(envelopes[1]?.body).toContain('third failure, after the pause');
  });
});
