import { connectUpdateNotice, DISMISSAL_SUPPRESSION_MS } from '../../machines/updateCheck';
import { createDemoFaults, type DemoFaults } from '../../src/backend/demo/faults';
import { memoryStorage, STORAGE_KEYS } from '../../src/app/storage';
import { clearOldCaches, readDismissal, readVersionFile, startUpdateCheck } from '../../src/app/update-check';
import type { AppVersion } from '../../src/domain/version';

const RUNNING: AppVersion = {
  version: '0.1',
  commit: 'aaa',
  branch: 'main',
  builtAt: '2026-11-25T06:00:00.000Z',
};
const NEXT: AppVersion = { ...RUNNING, commit: 'bbb', builtAt: '2026-11-25T07:00:00.000Z' };
const LATER: AppVersion = { ...RUNNING, commit: 'ccc', builtAt: '2026-11-25T08:00:00.000Z' };
const NOW = Date.parse('2026-11-25T09:00:00.000Z');

/** A fetch whose answers the test releases one by one, recording every request. */
function fakeFetch() {
  const requests: Array<{
    url: string;
    init: RequestInit | undefined;
    answer: (body: unknown, status?: number) => void;
  }> = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      requests.push({
        url: String(input),
        init,
        answer: (body, status = 200) => resolve(new Response(JSON.stringify(body), { status })),
      });
    })) as typeof globalThis.fetch;
  return { fetch, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  options: {
    storage?: ReturnType<typeof memoryStorage>;
    now?: () => number;
    running?: AppVersion | null;
    faults?: DemoFaults;
  } = {},
) {
  const { fetch, requests } = fakeFetch();
  const controller = new AbortController();
  const log = vi.fn();
  const storage = options.storage ?? memoryStorage();
  const updates = startUpdateCheck({
    running: options.running === undefined ? RUNNING : options.running,
    storage,
    fetch,
    now: options.now ?? (() => NOW),
    log,
    signal: controller.signal,
    ...(options.faults ? { faults: options.faults } : {}),
  });
  const visible = () => connectUpdateNotice(updates.getSnapshot(), updates.send).visible;
  return { updates, requests, log, storage, visible, stop: () => controller.abort() };
}

const navigateTo = (path: string, kind: 'pushState' | 'replaceState' = 'pushState') => {
  window.history[kind](null, '', path);
  // wouter's use-browser-location dispatches these after patching history
  window.dispatchEvent(new Event(kind));
};

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

describe('reading the version file', () => {
  it('asks with a timestamp query and no caching, and parses the four fields', async () => {
    const { fetch, requests } = fakeFetch();
    const read = readVersionFile('/version.json', {
      fetch,
      now: () => NOW,
      signal: new AbortController().signal,
      origin: 'http://localhost',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`http://localhost/version.json?t=${NOW}`);
    expect(requests[0]?.init?.cache).toBe('no-store');
    requests[0]?.answer({ ...NEXT, extra: 'ignored' });
    await expect(read).resolves.toEqual({ version: NEXT, checkedAt: NOW });
  });

  it('fails on an error status or a file without a version', async () => {
    const { fetch, requests } = fakeFetch();
    const options = {
      fetch,
      now: () => NOW,
      signal: new AbortController().signal,
      origin: 'http://localhost',
    };
    const missing = readVersionFile('/version.json', options);
    requests[0]?.answer({}, 404);
    await expect(missing).rejects.toThrow('HTTP 404');
    const unnamed = readVersionFile('/version.json', options);
    requests[1]?.answer({ commit: 'bbb' });
    await expect(unnamed).rejects.toMatchObject({ code: 'VERSION_PARSE_ERROR' });
  });
});

describe("the demo's update switches (decision 0452)", () => {
  it('version.read fails one read (logged, no notice); version.newer makes one read name another build', async () => {
    const faults = createDemoFaults();
    faults.arm({ name: 'version.read' });
    faults.arm({ name: 'version.newer', at: 2 });
    const page = start({ faults });
    window.dispatchEvent(new Event('focus'));
    await settle();
    // the failed read never reached the server
    expect(page.requests).toHaveLength(0);
    expect(page.log).toHaveBeenCalledWith(
      '[update check] reading the version file failed',
      expect.any(Error),
    );
    window.dispatchEvent(new Event('focus'));
    page.requests[0]?.answer(RUNNING);
    await settle();
    expect(page.visible()).toBe(false);
    window.dispatchEvent(new Event('focus'));
    page.requests[1]?.answer(RUNNING);
    await settle();
    expect(page.visible()).toBe(true);
    page.stop();
  });
});

describe('the update check in the page', () => {
  it('reads on focus, on the tab shown and on a new path, one read at a time', async () => {
    const page = start();
    window.dispatchEvent(new Event('focus'));
    expect(page.requests).toHaveLength(1);
    // everything else while the read runs is dropped
    document.dispatchEvent(new Event('visibilitychange'));
    navigateTo('/customers');
    expect(page.requests).toHaveLength(1);
    page.requests[0]?.answer(RUNNING);
    await settle();
    expect(page.visible()).toBe(false);

    // a list rewriting its query string is not a navigation
    navigateTo('/customers?q=ada', 'replaceState');
    expect(page.requests).toHaveLength(1);
    navigateTo('/submissions');
    expect(page.requests).toHaveLength(2);
    page.requests[1]?.answer(RUNNING);
    await settle();

    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    expect(page.requests).toHaveLength(3);
    page.requests[2]?.answer(RUNNING);
    await settle();

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(page.requests).toHaveLength(3);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(page.requests).toHaveLength(4);
    page.stop();
  });

  it('reads every 5 minutes while the page stays open', async () => {
    vi.useFakeTimers();
    const page = start();
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    expect(page.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.requests).toHaveLength(1);
    page.requests[0]?.answer(RUNNING);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    expect(page.requests).toHaveLength(2);
    page.stop();
  });

  it('shows the notice for a new build; a dismissal is kept and holds for 12 hours for that build only', async () => {
    const first = start();
    window.dispatchEvent(new Event('focus'));
    first.requests[0]?.answer(NEXT);
    await settle();
    expect(first.visible()).toBe(true);
    connectUpdateNotice(first.updates.getSnapshot(), first.updates.send, () => NOW).dismiss();
    expect(first.visible()).toBe(false);
    const record = readDismissal(first.storage);
    expect(record).toEqual({ versionKey: expect.stringContaining('bbb'), at: NOW });
    first.stop();

    // a reload the next morning still knows about the dismissal
    const reloaded = start({ storage: first.storage, now: () => NOW + DISMISSAL_SUPPRESSION_MS - 1 });
    window.dispatchEvent(new Event('focus'));
    reloaded.requests[0]?.answer(NEXT);
    await settle();
    expect(reloaded.visible()).toBe(false);
    reloaded.stop();

    const anotherBuild = start({ storage: first.storage });
    window.dispatchEvent(new Event('focus'));
    anotherBuild.requests[0]?.answer(LATER);
    await settle();
    expect(anotherBuild.visible()).toBe(true);
    anotherBuild.stop();

    const twelveHoursLater = start({ storage: first.storage, now: () => NOW + DISMISSAL_SUPPRESSION_MS });
    window.dispatchEvent(new Event('focus'));
    twelveHoursLater.requests[0]?.answer(NEXT);
    await settle();
    expect(twelveHoursLater.visible()).toBe(true);
    twelveHoursLater.stop();
  });

  it('only logs a failed read', async () => {
    const page = start();
    window.dispatchEvent(new Event('focus'));
    page.requests[0]?.answer({ message: 'down' }, 503);
    await settle();
    expect(page.log).toHaveBeenCalledWith(
      '[update check] reading the version file failed',
      expect.any(Error),
    );
    expect(page.visible()).toBe(false);
    page.stop();
  });

  it('ignores an unreadable dismissal record', () => {
    expect(readDismissal(memoryStorage({ [STORAGE_KEYS.updateDismissal]: '{"versionKey":1}' }))).toBeNull();
    expect(readDismissal(memoryStorage({ [STORAGE_KEYS.updateDismissal]: 'not json' }))).toBeNull();
  });
});

describe('clearing old caches', () => {
  it('unregisters every service worker and deletes every cache', async () => {
    const unregister = vi.fn(async () => true);
    const deleted: string[] = [];
    const win = {
      navigator: { serviceWorker: { getRegistrations: async () => [{ unregister }, { unregister }] } },
      caches: {
        keys: async () => ['workbox-precache', 'old-assets'],
        delete: async (name: string) => Boolean(deleted.push(name)),
      },
    } as unknown as Window;
    await clearOldCaches(win);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(deleted).toEqual(['workbox-precache', 'old-assets']);
  });

  it('does nothing where the browser has neither', async () => {
    await expect(clearOldCaches({ navigator: {} } as unknown as Window)).resolves.toBeUndefined();
  });
});
