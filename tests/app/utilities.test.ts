import {
  forgetEmailCookie,
  readRememberedEmail,
  rememberEmailCookie,
  updateRememberedEmail,
} from '../../src/lib/remembered-email';
import { createRequestProblemSink, type ProblemToast } from '../../src/app/request-problems';
import { followTheme, resolveTheme } from '../../src/lib/theme';

describe('remembered_email cookie', () => {
  test('is written for 30 days on path / with SameSite Lax, and read back decoded', () => {
    expect(rememberEmailCookie('ada+ops@example.com')).toBe(
      'remembered_email=ada%2Bops%40example.com; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    expect(readRememberedEmail('theme=x; remembered_email=ada%2Bops%40example.com; other=1')).toBe(
      'ada+ops@example.com',
    );
    expect(readRememberedEmail('theme=x')).toBe('');
    expect(readRememberedEmail('remembered_email=%E0%A4%A')).toBe('');
  });

  test('remember-me off clears it', () => {
    const doc = { cookie: '' };
    updateRememberedEmail(doc, 'ada@example.com', true);
    expect(doc.cookie).toContain('remembered_email=ada%40example.com');
    updateRememberedEmail(doc, 'ada@example.com', false);
    expect(doc.cookie).toBe(forgetEmailCookie());
    expect(doc.cookie).toContain('Max-Age=0');
  });
});

describe('request problem toasts', () => {
  test('word the server and connection issues as the seed does', () => {
    const shown: ProblemToast[] = [];
    const sink = createRequestProblemSink({ notify: (toast) => shown.push(toast), isOnline: () => false });
    sink.serverError(503);
    sink.networkError();
    expect(shown).toEqual([
      {
        type: 'error',
        title: 'Server issue',
        message: 'We hit a problem talking to the server (HTTP 503). Please try again shortly.',
      },
      {
        type: 'error',
        title: 'Connection issue',
        message: "We couldn't reach the server. Check your connection and try again.",
      },
    ]);
    // The HTTP layer asks this before reporting, to stay quiet while offline.
    expect(sink.isOnline()).toBe(false);
  });
});

describe('theme', () => {
  test('light and dark apply as chosen; system follows the OS', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  test('followTheme sets <html data-theme> and tracks the OS and the preference', () => {
    const listeners = new Set<() => void>();
    const media = { matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const win = { document, matchMedia: () => media } as unknown as Window;
    let preference: 'system' | 'light' | 'dark' = 'system';
    const stop = followTheme(
      () => preference,
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      win,
    );
    expect(document.documentElement.dataset.theme).toBe('light');
    media.matches = true;
    const osChanged = media.addEventListener.mock.calls[0]?.[1] as () => void;
    osChanged();
    expect(document.documentElement.dataset.theme).toBe('dark');
    preference = 'light';
    listeners.forEach((listener) => listener());
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
    expect(listeners.size).toBe(0);
    expect(media.removeEventListener).toHaveBeenCalledWith('change', osChanged);
  });
});
