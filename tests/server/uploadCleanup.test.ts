// @vitest-environment node
// Issue 37 item 16: an upload cut short, by the client going away or by a stop, leaves no partial file
// on disk and no object in the storage, whether that is the data folder or an S3 bucket.
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../../server/storage/storage';
import { type UploadsInFlight, uploadsInFlight } from '../../server/uploads/inFlight';
import { localStorage } from '../../server/storage/local';
import { uploadsFolder } from '../../server/storage/fromEnv';
import {
  ACCOUNTS,
  type TestApp,
  type TestServer,
  createTestApp,
  signIn,
  startTestServer,
  tempDataDir,
} from './harness';
import { png } from './images';
import { type LocalS3, startLocalS3 } from './s3';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.stop());

let t: TestApp | TestServer | null = null;
afterEach(async () => {
  if (t && 'stop' in t) await t.stop();
  else await t?.close();
  t = null;
});

const partsIn = (dataDir: string) => {
  const folder = path.join(dataDir, 'uploads', '.incoming');
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.part')) : [];
};
const objectsIn = (dataDir: string) => {
  const folder = path.join(dataDir, 'uploads');
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
};

const cardCount = async (app: TestApp) =>
  Number(
    (
      await app.queryBuilder
        .selectFrom('cards')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

/**
 * A storage that stores, then holds the request until `release()`: the moment between an object
 * being stored and its card row being written, where a stop can arrive.
 */
function heldStorage(inner: ObjectStorage) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let stored = () => {};
  const storedOne = new Promise<void>((resolve) => (stored = resolve));
  const storage: ObjectStorage = {
    ...inner,
    description: inner.description,
    async putFile(key, filePath, contentType) {
      await inner.putFile(key, filePath, contentType);
      stored();
      await gate;
    },
  };
  return { storage, storedOne, release: () => release() };
}

describe.each([
  [
    'the data folder',
    (dataDir: string) => localStorage(uploadsFolder(dataDir)),
    (app: TestApp) => objectsIn(app.dataDir).length,
  ],
  ['an S3 bucket', () => s3.storage(), () => s3.objectCount()],
] as const)('a stop in the middle of an upload, storing in %s', (_where, storageFor, objectCount) => {
  it('removes the objects it stored and its partial files, records no card, and says to send again', async () => {
    const uploads: UploadsInFlight = uploadsInFlight();
    const dataDir = tempDataDir();
    const held = heldStorage(storageFor(dataDir));
    const app = await createTestApp({ dataDir, uploads, storage: held.storage });
    t = app;
    const before = await cardCount(app);
    const objectsBefore = objectCount(app);
    const cookie = await signIn(app.app, ACCOUNTS.admin);

    const form = new FormData();
    form.append('files', new File([new Uint8Array(png(4, 4))], 'first.png', { type: 'image/png' }));
    form.append('files', new File([new Uint8Array(png(4, 4))], 'second.png', { type: 'image/png' }));
    const answer = app.app.request('/api/employee/submission/1/cards/upload-batch', {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    await held.storedOne;
    expect(objectCount(app)).toBe(objectsBefore + 1);
    expect(uploads.count).toBe(1);

    // What main.ts does once the drain is over.
    expect(await uploads.abortAll(held.storage)).toBe(1);
    expect(objectCount(app)).toBe(objectsBefore);
    expect(partsIn(app.dataDir)).toEqual([]);

    held.release();
    const response = await answer;
    expect(response.status).toBe(503);
    expect(((await response.json()) as { code: string }).code).toBe('SERVER_STOPPING');
    expect(objectCount(app)).toBe(objectsBefore);
    expect(await cardCount(app)).toBe(before);
    expect(uploads.count).toBe(0);
  });
});

describe('a client that goes away in the middle of an upload', () => {
  it('leaves no partial file once the request has ended', async () => {
    const server = await startTestServer();
    t = server;
    const cookie = await signIn(server.app, ACCOUNTS.admin);
    const boundary = 'cgbo-gone-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const request = http.request(`${server.origin}/api/employee/submission/1/cards/upload-batch`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + 8 * 1024 * 1024,
      },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(Buffer.from(png(4, 4)));
    request.write(Buffer.alloc(512 * 1024));
    // The server has started writing the file …
    await expect.poll(() => partsIn(server.dataDir).length, { timeout: 10_000 }).toBe(1);
    // … and the client goes away with most of it unsent.
    request.destroy();
    await expect.poll(() => partsIn(server.dataDir).length, { timeout: 10_000 }).toBe(0);
    expect(objectsIn(server.dataDir)).toEqual([]);
  });
});
