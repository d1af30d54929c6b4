import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { LimitStore } from '../store/limits';
import { isHttps } from './cookie';
import { digest } from './sessions';

/**
 * Device cookies (decision 0331, after OWASP's "device cookies" against lockout attacks): a browser
 * that signed in to an account gets a random token, kept as an HttpOnly cookie sent only to the
 * sign-in calls and stored on the server only as its SHA-256. While it is known (90 days from its last
 * successful sign-in to that account), that browser's sign-ins to that account are slowed only by its
 * own failures, never by failures counted for the account or its address.
 */
export const DEVICE_COOKIE = 'cgbo_device';
export const KNOWN_DEVICE_MS = 90 * 24 * 60 * 60 * 1000;
const COOKIE_PATH = '/api/auth';

/** The device token the browser sent, when it looks like one of ours. */
export function readDeviceToken(c: Context): string | undefined {
  const token = getCookie(c, DEVICE_COOKIE);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** The token's hash when this browser is a known device of `account`, else null. */
export async function knownDevice(
  limits: LimitStore,
  account: string,
  token: string | undefined,
  now: Date,
): Promise<string | null> {
  if (!token) return null;
  const hash = digest(token);
  const since = new Date(now.getTime() - KNOWN_DEVICE_MS).toISOString();
  return (await limits.isKnownDevice(hash, account, since)) ? hash : null;
}

/**
 * After a successful sign-in: this browser becomes (or stays) a known device of the account. The
 * browser's existing token is kept, so one browser can be known to several accounts (a shared desk).
 */
export async function rememberDevice(c: Context, limits: LimitStore, account: string, now: Date) {
  const token = readDeviceToken(c) ?? randomBytes(32).toString('base64url');
  await limits.rememberDevice(
    digest(token),
    account,
    now.toISOString(),
    new Date(now.getTime() - KNOWN_DEVICE_MS).toISOString(),
  );
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: COOKIE_PATH,
    secure: isHttps(c),
    maxAge: Math.floor(KNOWN_DEVICE_MS / 1000),
  });
}
