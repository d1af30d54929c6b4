import { type Context, Hono } from 'hono';
import { Readable } from 'node:stream';
import type { AppDeps, AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { isUploadKey } from '../uploads/store';

/**
 * Uploaded card images, streamed from the storage to signed-in staff with the type recorded at upload
 * (nosniff is set on every response; decision 0280). Keys are random and never reused, so browsers may
 * keep them, privately.
 */
export function uploadRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/:key', (c) => {
    const key = c.req.param('key');
    return sendUpload(c, deps, isUploadKey(key) ? key : null);
  });
  return app;
}

/** Streams the uploaded image under `key` (null: one the caller may not see, answered as missing). */
export async function sendUpload(c: Context, deps: AppDeps, key: string | null): Promise<Response> {
  const contentType = key ? await deps.stores.cards.assetContentType(key) : null;
  const object = key && contentType ? await deps.storage.get(key) : null;
  if (!contentType || !object) throw notFound('Image not found');
  c.header('Content-Type', contentType);
  if (object.size !== null) c.header('Content-Length', String(object.size));
  c.header('Cache-Control', 'private, max-age=31536000, immutable');
  c.header('Content-Disposition', 'inline');
  // A web stream over the object: read as the client reads, cancelled (and the source closed) if it leaves.
  return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>);
}
