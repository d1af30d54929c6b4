// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../server/storage/local';
import type { ObjectStorage } from '../../server/storage/storage';
import { type LocalS3, startLocalS3 } from './s3';

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'cgbo-storage-'));
  folders.push(folder);
  return folder;
};
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A stream that yields its bytes in small pieces, as a request body does. */
const chunked = (value: string) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < value.length; at += 7) yield Buffer.from(value.slice(at, at + 7));
    })(),
  );

const implementations: [string, () => ObjectStorage][] = [
  ['the local folder', () => localStorage(tempFolder())],
  ['an S3-compatible bucket', () => s3.storage()],
];

describe.each(implementations)('object storage: %s', (_name, make) => {
  it('gives back what was put, with its content type and size', async () => {
    const storage = make();
    const body = 'front and back of a card '.repeat(40);
    await storage.put('0a1b-card.png', chunked(body), 'image/png');
    const object = await storage.get('0a1b-card.png');
    expect(object?.contentType).toBe('image/png');
    expect(object?.size).toBe(body.length);
    expect(object ? await text(object.body) : null).toBe(body);
  });

  it('answers null and false for a key that holds nothing, and deletes only what it is asked to', async () => {
    const storage = make();
    expect(await storage.get('missing.jpg')).toBeNull();
    expect(await storage.exists('missing.jpg')).toBe(false);
    await storage.put('keep.jpg', chunked('keep'), 'image/jpeg');
    await storage.put('drop.jpg', chunked('drop'), 'image/jpeg');
    expect(await storage.exists('drop.jpg')).toBe(true);
    await storage.delete('drop.jpg');
    await storage.delete('drop.jpg');
    expect(await storage.exists('drop.jpg')).toBe(false);
    expect(await storage.get('drop.jpg')).toBeNull();
    expect(await storage.exists('keep.jpg')).toBe(true);
  });

  it('replaces an object put again under the same key', async () => {
    const storage = make();
    await storage.put('again.webp', chunked('first'), 'image/webp');
    await storage.put('again.webp', chunked('second'), 'image/webp');
    const object = await storage.get('again.webp');
    expect(object ? await text(object.body) : null).toBe('second');
  });

  it('streams an object larger than one upload part (11 MB) and gives it back byte for byte', async () => {
    const storage = make();
    const part = Buffer.alloc(1024 * 1024);
    const size = 11 * part.length;
    const bytes = Readable.from(
      (function* () {
        for (let index = 0; index < 11; index += 1) yield Buffer.alloc(part.length, index);
      })(),
    );
    await storage.put('large.jpg', bytes, 'image/jpeg');
    const object = await storage.get('large.jpg');
    expect(object?.size).toBe(size);
    let received = 0;
    let lastByte = -1;
    for await (const chunk of object?.body ?? []) {
      const buffer = chunk as Buffer;
      received += buffer.length;
      lastByte = buffer[buffer.length - 1] ?? -1;
    }
    expect(received).toBe(size);
    expect(lastByte).toBe(10);
  });

  it('stores a finished file under a key', async () => {
    const storage = make();
    const file = path.join(tempFolder(), 'received.part');
    writeFileSync(file, 'received bytes');
    await storage.putFile('from-file.avif', file, 'image/avif');
    const object = await storage.get('from-file.avif');
    expect(object?.contentType).toBe('image/avif');
    expect(object ? await text(object.body) : null).toBe('received bytes');
  });

  it('stores nothing when the stream fails part-way', async () => {
    const storage = make();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half an ima');
        await Promise.resolve();
        throw new Error('connection reset');
      })(),
    );
    await expect(storage.put('broken.jpg', failing, 'image/jpeg')).rejects.toThrow();
    expect(await storage.exists('broken.jpg')).toBe(false);
  });
});

describe('the local folder', () => {
  it('keeps objects as plain files named by their key, where existing data folders have them', async () => {
    const folder = tempFolder();
    writeFileSync(path.join(folder, 'older-upload.jpg'), 'from before');
    const storage = localStorage(folder);
    const object = await storage.get('older-upload.jpg');
    expect(object ? await text(object.body) : null).toBe('from before');
    await storage.put('new.png', chunked('new'), 'image/png');
    expect(
      readdirSync(folder)
        .filter((name) => !name.startsWith('.'))
        .sort(),
    ).toEqual(['new.png', 'older-upload.jpg']);
  });

  it('refuses keys that would leave its folder and finds nothing under them', async () => {
    const storage = localStorage(tempFolder());
    await expect(storage.put('../escape.jpg', chunked('x'), 'image/jpeg')).rejects.toThrow(/unsafe/);
    expect(await storage.get('../app.sqlite')).toBeNull();
    expect(await storage.exists('..')).toBe(false);
  });
});
