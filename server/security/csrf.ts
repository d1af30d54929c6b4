import type { Context, MiddlewareHandler } from 'hono';
import { type ProxyTrust, forwardedHeader } from '../http/clientAddress';
import { HttpError } from '../http/errors';
import { JSON_ONLY, isJsonType } from '../http/validate';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE = 'Requests from other sites are not accepted.';

/** The host this request was addressed to, as the browser saw it (a trusted proxy may say). */
function ownHost(c: Context, trust: ProxyTrust): string {
  const forwarded = forwardedHeader(c, trust, 'x-forwarded-host');
  return (forwarded || c.req.header('host') || new URL(c.req.url).host).toLowerCase();
}

function sameHost(origin: string, host: string): boolean {
  try {
    const url = new URL(origin);
    // http and https of the same host are one party; the port is part of the host (another port is
    // another origin, which SameSite=Lax would have let through).
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host.toLowerCase() === host;
  } catch {
    return false; // 'null' (sandboxed frames, file:) and garbage
  }
}

/**
 * Cross-site request forgery defence for every state-changing API call (issue 11). The session
 * cookie is SameSite=Lax, which does not cover other ports or subdomains of the same site, and a
 * text/plain POST needs no permission from us. So:
 * 1. A browser says where the request comes from: Sec-Fetch-Site must be same-origin (or none, a
 *    user's own navigation); without it (older browsers), Origin must name this host.
 *    A request with neither is not from a browser page (curl, scripts, tests) and carries no
 *    victim's cookie by accident, so it passes.
 * 2. A body is JSON only under application/json (readBody enforces it for every route too); the card
 *    upload is the one multipart route and checks its own type. Anything else is 415 before a route
 *    reads a byte.
 */
export function csrfGuard(options: { trustProxy: ProxyTrust; multipartPath: RegExp }): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site')?.toLowerCase();
    const origin = c.req.header('origin');
    const allowed =
      site !== undefined
        ? site === 'same-origin' || site === 'none'
        : origin === undefined || sameHost(origin, ownHost(c, options.trustProxy));
    if (!allowed) throw new HttpError(403, 'CROSS_SITE_REQUEST', CROSS_SITE);

    const type = c.req.header('content-type');
    if (type !== undefined && !options.multipartPath.test(c.req.path) && !isJsonType(type)) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', JSON_ONLY);
    }
    return next();
  };
}
