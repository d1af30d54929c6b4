import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { staticApp } from '../../../server/static';

export interface DistServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  close(): Promise<void>;
}

/**
 * The built app served exactly as `npm start` serves it (server/static.ts: precompressed files, cache
 * headers), without the API or a database: the pages measured here run on demo data, and starting
 * the whole server (seeding SQLite) would only slow the build down.
 */
export function serveDist(dist: string): Promise<DistServer> {
  const app = staticApp(dist);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      }),
    );
  });
}
