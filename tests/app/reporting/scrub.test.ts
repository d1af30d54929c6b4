import type { Breadcrumb, ErrorEvent, Event } from '@sentry/react';
import {
  createRepeatFilter,
  FILTERED,
  isNoise,
  scrubBreadcrumb,
  scrubEvent,
  scrubText,
} from '../../../src/app/reporting/scrub';

const error = (value: string, overrides: Partial<ErrorEvent> = {}): ErrorEvent => ({
  type: undefined,
  exception: {
    values: [
      {
        type: 'TypeError',
        value,
        stacktrace: { frames: [{ filename: 'http://localhost/assets/customers.js', lineno: 10, colno: 4 }] },
      },
    ],
  },
  ...overrides,
});

describe('scrubbing what a report carries', () => {
  it('keeps the user id and email, drops cookies and request bodies, masks secret headers and query', () => {
    const event = scrubEvent(
      error('Request failed', {
        user: { id: '7', email: 'ada@example.com', username: 'ada', ip_address: '{{auto}}' },
        request: {
          url: 'https://app.example.com/reset-password?token=abc123&step=2',
          cookies: { cgbo_session: 's3cr3t' },
          data: { email: 'ada@example.com', password: 'hunter22' },
          headers: {
            'User-Agent': 'Chromium',
            Cookie: 'cgbo_session=s3cr3t',
            Authorization: 'Bearer eyJabc.def',
          },
          query_string: [
            ['token', 'abc123'],
            ['step', '2'],
          ],
        },
      }),
    );
    expect(event.user).toEqual({ id: '7', email: 'ada@example.com', ip_address: '{{auto}}' });
    expect(event.request?.cookies).toBeUndefined();
    expect(event.request?.data).toBeUndefined();
    expect(event.request?.headers).toEqual({
      'User-Agent': 'Chromium',
      Cookie: FILTERED,
      Authorization: FILTERED,
    });
    expect(event.request?.url).toBe(`https://app.example.com/reset-password?token=${FILTERED}&step=2`);
    const serialised = JSON.stringify(event);
    for (const secret of ['abc123', 's3cr3t', 'hunter22', 'eyJabc']) expect(serialised).not.toContain(secret);
  });

  it('masks secret-named fields at any depth in extras and contexts, and secrets in messages', () => {
    const event = scrubEvent(
      error('login failed for password=hunter22', {
        message: 'Authorization: Bearer abc.def.ghi',
        extra: { form: { email: 'ada@example.com', newPassword: 'hunter22', nested: [{ apiKey: 'k-1' }] } },
        contexts: { screen: { csrfToken: 't-1', page: 'customers' } },
      }),
    );
    // A customer's email is personal data too (issue 37 item 17): only the reporting user's own is kept.
    expect(event.extra).toEqual({
      form: { email: FILTERED, newPassword: FILTERED, nested: [{ apiKey: FILTERED }] },
    });
    expect(event.contexts).toEqual({ screen: { csrfToken: FILTERED, page: 'customers' } });
    expect(event.message).toBe(`Authorization: Bearer ${FILTERED}`);
    expect(event.exception?.values?.[0]?.value).toBe(`login failed for password=${FILTERED}`);
  });

  it('scrubs the breadcrumbs inside an event and on their own', () => {
    const crumb: Breadcrumb = {
      category: 'fetch',
      data: {
        method: 'POST',
        url: '/api/auth/login?session=xyz',
        request_body: '{"password":"p"}',
        status_code: 401,
      },
    };
    expect(scrubBreadcrumb(crumb)).toEqual({
      category: 'fetch',
      message: undefined,
      data: { method: 'POST', url: `/api/auth/login?session=${FILTERED}`, status_code: 401 },
    });
    const console: Breadcrumb = {
      category: 'console',
      message: 'token=abc',
      data: { arguments: ['token=abc'] },
    };
    expect(scrubBreadcrumb(console)).toMatchObject({
      message: `token=${FILTERED}`,
      data: { arguments: [`token=${FILTERED}`] },
    });
    const event = scrubEvent(error('x', { breadcrumbs: [crumb] }));
    expect(JSON.stringify(event.breadcrumbs)).not.toContain('xyz');
  });

  it("scrubs request URLs in a transaction's spans", () => {
    const transaction: Event = {
      type: 'transaction',
      spans: [
        {
          span_id: '1',
          trace_id: '2',
          start_timestamp: 0,
          status: 'ok',
          description: 'GET /api/employee/customer?token=abc',
          data: { 'http.query': '?token=abc' },
        },
      ],
    };
    expect(JSON.stringify(scrubEvent(transaction))).not.toContain('abc');
  });

  // Issue 37 item 17: secrets written as `key: value` or JSON, and customers' details anywhere in text.
  it.each([
    ['password: hunter22', `password: ${FILTERED}`],
    ['{"password":"hunter22","remember":true}', `{"password":"${FILTERED}","remember":true}`],
    ["{ newPassword: 'hunter22' }", `{ newPassword: '${FILTERED}' }`],
    ['sessionToken = abc123; path=/', `sessionToken = ${FILTERED}; path=/`],
    ['password=hunter22&next=/', `password=${FILTERED}&next=/`],
  ])('masks the secret in %j', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it.each([
    ['Could not save Ada Lovelace', 'Could not save [name]'],
    ['mail to ada.lovelace@example.com failed', 'mail to [email] failed'],
    ['call (502) 555-0147 or 502-555-0147 or +1 502 555 0147', 'call [phone] or [phone] or [phone]'],
    ['digits 5025550147 typed', 'digits [phone] typed'],
    ['{"firstName":"ada","city":"louisville"}', `{"firstName":"${FILTERED}","city":"${FILTERED}"}`],
    ['/customers?search=ada+lovelace&page=2', `/customers?search=${FILTERED}&page=2`],
    ['customerName: ada', `customerName: ${FILTERED}`],
    [
      'body > div > a.row[aria-label="Open ada lovelace"][type="button"]',
      `body > div > a.row[aria-label="${FILTERED}"][type="button"]`,
    ],
    ['input.field[name="firstName"]', 'input.field[name="firstName"]'],
  ])('masks the customer details in %j', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it("masks customers' details in messages, exception values, breadcrumbs and extras, and keeps the user", () => {
    const event = scrubEvent(
      error('Could not save Mary Ann Evans (mary@example.com)', {
        user: { id: '7', email: 'admin@example.com' },
        message: 'Customer 502-555-0147 not reachable',
        extra: { customer: { firstName: 'Mary', phone: '502-555-0147', isActive: true } },
        contexts: { browser: { name: 'Chrome', version: '140' }, screen: { customerName: 'Mary Evans' } },
        breadcrumbs: [
          { category: 'navigation', data: { from: '/customers', to: '/customers?search=Mary%20Evans' } },
          { category: 'ui.click', message: 'main > button[aria-label="Edit Mary Evans"]' },
          {
            category: 'console',
            message: 'saved Mary Evans',
            data: { arguments: [{ email: 'mary@example.com' }] },
          },
        ],
      }),
    );
    const serialised = JSON.stringify(event);
    for (const detail of ['Mary', 'Evans', 'mary@example.com', '555-0147']) {
      expect(serialised).not.toContain(detail);
    }
    expect(event.user).toEqual({ id: '7', email: 'admin@example.com' });
    expect(event.contexts?.browser).toEqual({ name: 'Chrome', version: '140' });
    expect(event.extra).toEqual({ customer: { firstName: FILTERED, phone: FILTERED, isActive: true } });
    expect(event.exception?.values?.[0]?.value).toBe('Could not save [name] ([email])');
  });

  it('changes nothing the second time (a breadcrumb is scrubbed alone, then again inside its event)', () => {
    for (const text of ['password=hunter22 token=abc', 'city: Louisville', '{"password":"hunter22"}']) {
      const once = scrubText(text);
      expect(scrubText(once)).toBe(once);
    }
  });

  it('leaves ordinary text alone', () => {
    for (const text of [
      'Cannot read properties of undefined (reading "name")',
      'Failed to fetch dynamically imported module: http://localhost/assets/customers-1a2b.js',
      'E2E crash while rendering',
      'Request failed with status code 500 at 2026-01-05T10:07:00Z',
      'Card grade not found',
    ]) {
      expect(scrubText(text)).toBe(text);
    }
  });
});

describe('reporting noise', () => {
  it('drops script errors and ResizeObserver notices, not real errors', () => {
    expect(isNoise(error('Script error.'))).toBe(true);
    expect(isNoise({ message: 'Script error' })).toBe(true);
    expect(isNoise(error('ResizeObserver loop limit exceeded'))).toBe(true);
    expect(isNoise(error('ResizeObserver loop completed with undelivered notifications.'))).toBe(true);
    expect(isNoise(error('Cannot read properties of undefined'))).toBe(false);
    expect(isNoise(error('Script error in customer import'))).toBe(false);
  });

  it('sends a repeated error once per minute', () => {
    let now = 0;
    const isRepeat = createRepeatFilter(60_000, () => now);
    expect(isRepeat(error('boom'))).toBe(false);
    expect(isRepeat(error('other'))).toBe(false);
    now = 59_999;
    expect(isRepeat(error('boom'))).toBe(true);
    now = 120_000;
    expect(isRepeat(error('boom'))).toBe(false);
  });
});
