import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * One browser context a worker's tests take turns in (issue 35). A new context per test starts with an
 * empty HTTP cache, so every test's first page fetched and compiled the whole app again: about 2.4 s of
 * CPU against 1 s in a context that has loaded it before, on this 2-core machine. Between tests the
 * context is put back as a new one would be — its pages closed, the origin's cookies, local storage,
 * IndexedDB and service workers cleared, routes, offline and permissions reset, the next test's
 * signed-in state written — and only the HTTP cache (with V8's compiled code) is kept. A test that
 * changes what cannot be put back (the page clock, init scripts or bindings on the context) leaves it
 * to be closed, and the next test gets a new one.
 */
export class WarmContext {
  private current: { context: BrowserContext; control: Page; cdp: CDPSession } | undefined;
  private spoiled = false;

  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions & { baseURL: string },
  ) {}

  /** The context, reset and signed in as `state` says, for one test. */
  async lend(state: StorageState): Promise<BrowserContext> {
    if (!this.current || this.spoiled) await this.renew();
    const { context, control, cdp } = this.current!;
    const origin = this.options.baseURL;
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await context.clearCookies();
    if (state.cookies.length > 0) await context.addCookies(state.cookies);
    const items = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
    await control.evaluate((entries) => {
      window.localStorage.clear();
      for (const { name, value } of entries) window.localStorage.setItem(name, value);
    }, items);
    return context;
  }

  /** After the test: its pages closed and whatever it set on the context undone. */
  async giveBack(): Promise<void> {
    if (!this.current) return;
    const { context, control } = this.current;
    if (this.spoiled) return this.close();
    await Promise.all(
      context
        .pages()
        .filter((page) => page !== control)
        .map((page) => page.close()),
    );
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await context.clearPermissions();
    await context.setExtraHTTPHeaders({});
  }

  async close(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    await current?.context.close().catch(() => undefined);
  }

  private async renew() {
    await this.close();
    this.spoiled = false;
    const context = await this.browser.newContext(this.options);
    const spoil = () => (this.spoiled = true);
    // What a test can set on a context and Playwright cannot take back: the context is not lent again.
    const clock = context.clock;
    for (const name of ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'] as const) {
      const original = clock[name].bind(clock) as (...args: never[]) => Promise<void>;
      clock[name] = ((...args: never[]) => (spoil(), original(...args))) as never;
    }
    for (const name of ['addInitScript', 'exposeBinding', 'exposeFunction', 'setGeolocation'] as const) {
      const original = context[name].bind(context) as (...args: never[]) => Promise<unknown>;
      context[name] = ((...args: never[]) => (spoil(), original(...args))) as never;
    }
    context.on('close', spoil);
    // A page of the origin with no script of the app's: local storage is written through it, and it
    // keeps the context's renderer for the origin alive between tests.
    const control = await context.newPage();
    await control.goto(`${this.options.baseURL}/version.json`);
    const cdp = await context.newCDPSession(control);
    this.current = { context, control, cdp };
  }
}
