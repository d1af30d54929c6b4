import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage, StoredObject } from './storage';

/** Keys are flat names of letters, digits, '-', '_' and one '.': nothing that can leave the folder. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;

/** The local folder records no metadata; the content type follows from the name (what uploads use). */
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  txt: 'text/plain',
};

function contentTypeOf(key: string): string {
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/**
 * Objects as files in one folder (DATA_DIR/uploads, where uploads always lived, so existing data
 * folders keep working). A put writes to a '.part' file in `.incoming` and renames it into place, so a
 * reader never sees half an object and a crash leaves only a '.part' for the start-up clean-up.
 */
export function localStorage(folder: string): ObjectStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe object key: ${JSON.stringify(key)}`);
    return path.join(folder, key);
  };
  const sizeOf = async (key: string): Promise<number | null> => {
    if (!SAFE_KEY.test(key)) return null;
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  };
  return {
    description: `folder ${folder}`,

    async put(key: string, body: Readable, _contentType: string): Promise<void> {
      const target = fileOf(key);
      const incoming = path.join(folder, '.incoming');
      await mkdir(incoming, { recursive: true });
      const part = path.join(incoming, `${randomUUID()}.part`);
      try {
        await pipeline(body, createWriteStream(part));
        await rename(part, target);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },

    async putFile(key: string, filePath: string, _contentType: string): Promise<void> {
      await mkdir(folder, { recursive: true });
      try {
        await rename(filePath, fileOf(key));
      } catch (error) {
        // Another disk: copy through the same atomic path as put.
        if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) throw error;
        await this.put(key, createReadStream(filePath), _contentType);
      }
    },

    async get(key: string): Promise<StoredObject | null> {
      const size = await sizeOf(key);
      if (size === null) return null;
      return { body: createReadStream(fileOf(key)), contentType: contentTypeOf(key), size };
    },

    async delete(key: string): Promise<void> {
      if (SAFE_KEY.test(key)) await rm(fileOf(key), { force: true });
    },

    async exists(key: string): Promise<boolean> {
      return (await sizeOf(key)) !== null;
    },
  };
}
