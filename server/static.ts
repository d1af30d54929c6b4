import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Vite fingerprints everything under /assets/, so those never change and can be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else revalidates, so a new build reaches the browser at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built app: files from `root`, and for any other GET that asks for HTML, index.html
 * (the router decides the screen). Non-HTML misses stay 404 so a missing script is not "HTML".
 */
export function staticApp(root: string) {
  const app = new Hono();
  const indexFile = path.join(root, 'index.html');

  app.use('*', async (c, next) => {
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    await next();
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', REVALIDATE);
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if (!wantsHtml) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    try {
      return c.html(readFileSync(indexFile, 'utf8'));
    } catch {
      return c.text('The app has not been built yet: run `npm run build`.', 503);
    }
  });
  return app;
}
