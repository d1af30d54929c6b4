import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pickEncoding } from './http/compress';

/** Vite fingerprints everything under /assets/, so those never change and can be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else revalidates, so a new build reaches the browser at once. */
const REVALIDATE = 'no-cache';
/** Suffixes of the siblings scripts/compress.mjs writes at build time. */
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** Every file here may have compressed siblings, so every answer depends on Accept-Encoding. */
function varyOnEncoding(c: Context) {
  const vary = c.res.headers.get('Vary');
  if (!vary || !/accept-encoding/i.test(vary)) {
    c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/**
 * Serves the built app: files from `root`, and for any other GET that asks for HTML, index.html
 * (the router decides the screen). Non-HTML misses stay 404 so a missing script is not "HTML".
 * Brotli and gzip come precompressed from the build (`.br`/`.gz` beside each file), never per request.
 */
export function staticApp(root: string) {
  const app = new Hono();
  const indexFile = path.join(root, 'index.html');

  app.use('*', async (c, next) => {
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    await next();
    if (c.res.status < 400) varyOnEncoding(c);
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    c.header('Cache-Control', REVALIDATE);
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if (!wantsHtml) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    try {
      // Deep links get the same precompressed index.html as '/'.
      const encoding = pickEncoding(c.req.header('Accept-Encoding'));
      const compressed = encoding ? `${indexFile}${SUFFIX[encoding]}` : null;
      if (encoding && compressed && existsSync(compressed)) {
        c.header('Content-Encoding', encoding);
        c.header('Content-Type', 'text/html; charset=UTF-8');
        return c.body(readFileSync(compressed));
      }
      return c.html(readFileSync(indexFile, 'utf8'));
    } catch {
      return c.text('The app has not been built yet: run `npm run build`.', 503);
    }
  });
  return app;
}
