import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { readUpload } from '../uploads/store';

/**
 * Uploaded card images, served to signed-in staff with the type recorded at upload (nosniff is set
 * on every response). Keys are random and never reused, so browsers may keep them, privately.
 */
export function uploadRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/:key', async (c) => {
    const key = c.req.param('key');
    const contentType = await deps.stores.cards.assetContentType(key);
    const bytes = contentType ? readUpload(deps.dataDir, key) : null;
    if (!contentType || !bytes) throw notFound('Image not found');
    c.header('Content-Type', contentType);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('Content-Disposition', 'inline');
    return c.body(new Uint8Array(bytes));
  });
  return app;
}
