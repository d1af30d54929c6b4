import type { Context, MiddlewareHandler } from 'hono';
import { type ProxyTrust, forwardedHeader } from '../http/clientAddress';

/**
 * The Content Security Policy for the app and the API.
 * - script-src 'self' only: no inline script anywhere (the built index.html loads one module file).
 * - 'wasm-unsafe-eval': the AVIF encoder in the image worker is WebAssembly; it allows compiling WASM
 *   but not eval() of strings.
 * - style-src 'unsafe-inline': the UI library positions popovers and dialogs with style attributes
 *   and may inject style elements; inline styles cannot run script, so this is a small exposure.
 * - img-src data: blob:: card photos are previewed from blob: URLs before upload; tiny icons are data:.
 * - worker-src 'self': the compositing workers are module files from this origin.
 * - object-src, base-uri, frame-ancestors closed; forms post only to this origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Powerful browser features the back office never uses are switched off for it and anything it
 * embeds, so injected script could not turn on the camera, microphone or location either.
 * (The card photos are chosen as files; the camera is not used directly.)
 * Only features Chromium recognises are listed: an unknown one ('bluetooth') makes it log an
 * "Unrecognized feature" error on every page, which buries real console errors.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  // Older browsers ignore frame-ancestors; this says the same to them.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * HTTP Strict Transport Security: once a browser has reached us over https it never tries plain http
 * for a year, so nobody on the way can strip TLS from a later visit. Sent only on https answers (a
 * browser ignores it over http anyway, RFC 6797 §8.1); subdomains of this host are covered too.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Whether the browser reached us over https: directly, or as a trusted proxy says (X-Forwarded-Proto). */
export function reachedOverHttps(c: Context, trust: ProxyTrust): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return forwardedHeader(c, trust, 'x-forwarded-proto')?.toLowerCase() === 'https';
}

/** Adds the headers to every response, including errors and static files. */
export function securityHeaders(trust: ProxyTrust): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (reachedOverHttps(c, trust)) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}

/**
 * Source maps are built (for error-reporting uploads) but never served: they would publish the
 * source, comments and all. Any .map request is answered 404 before the static files are looked at.
 */
export function refuseSourceMaps(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.toLowerCase().endsWith('.map')) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    return next();
  };
}
