// Starts the contract server. With SERVE_APP=1 (npm start) it serves the built app from dist/ and the
// API under /api on one origin, port 4173 by default; otherwise (npm run server) the API alone on 4174,
// behind Vite's dev proxy. DATA_DIR (default ./data) holds the SQLite file and the uploads; with
// DATABASE_URL set the data lives in that PostgreSQL instead (uploads stay under DATA_DIR).
import { serve } from '@hono/node-server';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LARGE_SAMPLE, SMALL_SAMPLE } from '../src/domain/sample-data';
import { createApp } from './app';
import { createMailDelivery } from './mail/delivery';
import { mailTransportFromEnv } from './mail/transport';
import { openStore } from './db/open';
import { seedIfEmpty } from './store/seed';
import { uploadsInFlight } from './uploads/inFlight';
import { removeStaleParts } from './uploads/staleParts';
import { storageFromEnv } from './storage/fromEnv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serveApp = process.env.SERVE_APP === '1';
const port = Number(process.env.PORT ?? (serveApp ? 4173 : 4174));
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

const store = await openStore({
  dataDir,
  databaseUrl,
  poolSize: process.env.DATABASE_POOL_SIZE ? Number(process.env.DATABASE_POOL_SIZE) : undefined,
});
const seeded = await seedIfEmpty(store.queryBuilder, {
  now: new Date(),
  size: process.env.SEED_SIZE === 'large' ? LARGE_SAMPLE : SMALL_SAMPLE,
});
if (seeded) console.log(`[server] seeded sample data into ${store.where}`);
const staleParts = removeStaleParts(dataDir);
if (staleParts > 0)
  console.log(`[server] removed ${staleParts} unfinished upload file(s) from an earlier run`);

const storage = storageFromEnv(process.env, dataDir);
const uploads = uploadsInFlight();
// Links in mail (issue 38): APP_URL, else the address announced below; in development (the API
// alone) the app is Vite's dev server (vite.config.ts). Never the request's Host header.
const appUrl =
  process.env.APP_URL?.trim() || (serveApp ? `http://localhost:${port}` : 'http://localhost:5173');
const mailer = mailTransportFromEnv(process.env);
const mail = createMailDelivery({
  transport: mailer.transport,
  now: () => new Date(),
  automatic: true,
  messageIdHost: new URL(appUrl).hostname,
});
const app = createApp({
  queryBuilder: store.queryBuilder,
  dataDir,
  storage,
  staticDir: serveApp ? path.join(root, 'dist') : null,
  trustProxy: process.env.TRUST_PROXY,
  uploads,
  // The DSN the app was built with (VITE_SENTRY_DSN, set for `npm start` too), or SENTRY_DSN when the
  // server runs elsewhere than it was built.
  reportingDsn: process.env.SENTRY_DSN ?? process.env.VITE_SENTRY_DSN,
  mail,
  appUrl,
});
console.log(`[server] ${mailer.note}; links in mail open ${appUrl}`);

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const what = serveApp ? 'App and API' : 'API';
  console.log(
    `[server] ${what} on http://localhost:${info.port}${serveApp ? '' : '/api'} (data: ${store.where}, images: ${storage.description})`,
  );
});

/**
 * How long requests in flight (an upload batch) may take to finish once a stop is asked for;
 * SHUTDOWN_DRAIN_MS sets another (a platform that kills sooner, or a test).
 */
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 10_000);

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  // Closing the file or ending the pool waits for the queries in flight; then the process may go.
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    // Uploads cut short leave nothing behind: their partial files and stored objects go (decision 0339).
    void uploads
      .abortAll(storage)
      .then((cut) => {
        if (cut > 0) console.log(`[server] stopped ${cut} upload(s) in flight and removed their files`);
      })
      // The mail worker finishes the message in hand; the rest waits in the outbox for the next start.
      .finally(() => void mail.stop().finally(() => void store.close().finally(() => process.exit(0))));
  };
  // Stop taking connections and let the ones with a request in flight finish; idle keep-alive sockets
  // would hold close() open, so they go now.
  server.close(finish);
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  // The data is safe either way (WAL, or PostgreSQL's own log); do not let a stuck client hold the stop.
  setTimeout(finish, DRAIN_MS).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
