import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a JSON body gains too little from compression to be worth the CPU (one TCP packet). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli when the client takes it (smaller), else gzip; null when it takes neither. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses the API's JSON responses when they are large (lists, dashboards); small ones are left
 * alone. Brotli at quality 5 is about as fast as gzip -6 and smaller, so it can run per request;
 * the static assets are compressed at build time instead (server/static.ts).
 */
export function compressLargeJson(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('Content-Type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      !response.body ||
      response.status === 206 ||
      response.headers.has('Content-Encoding') ||
      !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type) ||
      /no-transform/i.test(response.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    // The representation depends on Accept-Encoding from here on, compressed or not.
    const vary = response.headers.get('Vary');
    if (!vary || !/accept-encoding/i.test(vary)) {
      response.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    const init = { status: response.status, statusText: response.statusText, headers };
    if (body.length < threshold) {
      c.res = new Response(body, init);
      return;
    }
    const compressed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipAsync(body);
    // Hono copies the old response's headers onto the new one, so set the changed ones afterwards.
    c.res = new Response(compressed, init);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.length));
  };
}
