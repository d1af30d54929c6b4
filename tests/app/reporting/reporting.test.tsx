import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportError, resetReporting, startReporting, type Reporter } from '../../../src/app/reporting';
import { apiPropagationTarget, SENTRY_LIMITS, sentryOptions } from '../../../src/app/reporting/sentry';
import { ERROR_PANEL, RouteErrorBoundary } from '../../../src/app/route-error-boundary';

const CONFIG = {
  dsn: 'https://public@reports.example.com/1',
  apiBaseUrl: '/api',
  origin: 'https://app.example.com',
};

function fakeReporter() {
  const captured: Array<{ error: unknown; route: string | undefined }> = [];
  const reporter: Reporter = {
    captureException: (error, context) => captured.push({ error, route: context.route }),
    setUser: () => undefined,
  };
  return { captured, start: () => reporter };
}

afterEach(() => resetReporting());

describe('the SDK settings', () => {
  it('follows the seed: trace sample rate 1, default personal data, 100 breadcrumbs, buffer 64, span timeouts', () => {
    const options = sentryOptions(CONFIG);
    expect(options).toMatchObject({ tracesSampleRate: 1, sendDefaultPii: true, maxBreadcrumbs: 100 });
    expect(options.transportOptions).toEqual({ bufferSize: 64 });
    expect(SENTRY_LIMITS).toMatchObject({
      idleTimeout: 1000,
      finalTimeout: 30_000,
      childSpanTimeout: 15_000,
    });
  });

  it('drops noise and repeats before sending, and scrubs what it sends', () => {
    const { beforeSend } = sentryOptions(CONFIG);
    const event = (value: string) => ({
      type: undefined,
      exception: { values: [{ type: 'Error', value }] },
      request: { cookies: { sid: 'x' } },
    });
    expect(beforeSend(event('ResizeObserver loop limit exceeded'))).toBeNull();
    expect(beforeSend(event('boom'))?.request?.cookies).toBeUndefined();
    expect(beforeSend(event('boom'))).toBeNull();
  });

  it('scrubs each streamed span (SDK 11 sends spans without beforeSendTransaction)', () => {
    const { beforeSendSpan } = sentryOptions(CONFIG);
    const span = beforeSendSpan({
      span_id: 's1',
      trace_id: 't1',
      start_timestamp: 0,
      status: 'ok',
      is_segment: false,
      name: 'GET /api/customers?token=abc123',
      attributes: { 'http.url': '/api/customers?token=abc123', authorization: 'Bearer xyz' },
    });
    expect(JSON.stringify(span)).not.toMatch(/abc123|xyz/);
    expect(span.name).toBe('GET /api/customers?token=[Filtered]');
  });

  it("adds tracing headers only to the product's own API", () => {
    const target = apiPropagationTarget('/api', 'https://app.example.com');
    expect(target.test('https://app.example.com/api/employee/customer?page=1')).toBe(true);
    expect(target.test('https://app.example.com/api')).toBe(true);
    expect(target.test('https://app.example.com/apis')).toBe(false);
    expect(target.test('https://app.example.com/version.json')).toBe(false);
    expect(target.test('https://reports.example.com/api/1/envelope/')).toBe(false);
    expect(target.test('https://evil.example/https://app.example.com/api/')).toBe(false);
    const absolute = apiPropagationTarget('https://api.example.com/v1/', 'https://app.example.com');
    expect(absolute.test('https://api.example.com/v1/customers')).toBe(true);
    expect(absolute.test('https://app.example.com/v1/customers')).toBe(false);
  });
});

describe('reporting without and with a DSN', () => {
  it('reports nothing until started; errors caught while the SDK loads are sent once it arrives', async () => {
    const { captured, start } = fakeReporter();
    reportError(new Error('before start'));
    let arrive: (value: typeof start) => void = () => undefined;
    startReporting(CONFIG, () => new Promise((resolve) => (arrive = resolve)));
    reportError(new Error('while loading'), { route: 'customers' });
    expect(captured).toEqual([]);
    arrive(start);
    await Promise.resolve();
    await Promise.resolve();
    expect(captured).toEqual([{ error: new Error('while loading'), route: 'customers' }]);
  });
});

describe('the error boundary of a route', () => {
  function Flaky({ cause }: { cause: { present: boolean } }) {
    if (cause.present) throw new Error('render failed');
    return <p>Customers list</p>;
  }

  it('shows the friendly panel instead of a white screen, reports once, and Retry renders the screen again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { captured, start } = fakeReporter();
    startReporting(CONFIG, async () => start);
    await Promise.resolve();
    await Promise.resolve();
    const cause = { present: true };
    const reload = vi.fn();
    function Page() {
      return (
        <>
          <nav>Menu</nav>
          <RouteErrorBoundary route="customers" reload={reload}>
            <Flaky cause={cause} />
          </RouteErrorBoundary>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_PANEL.title);
    expect(screen.getByText('Menu')).toBeInTheDocument();
    expect(captured).toHaveLength(1);
    expect(captured[0]?.route).toBe('customers');

    await userEvent.click(screen.getByRole('button', { name: ERROR_PANEL.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
    // whatever broke it has passed (a request answered, a chunk arrived)
    cause.present = false;
    await userEvent.click(screen.getByRole('button', { name: ERROR_PANEL.retry }));
    expect(screen.getByText('Customers list')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(captured).toHaveLength(1);
  });
});
