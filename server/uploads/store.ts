import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Uploaded images live in DATA_DIR/uploads under random names; the database records which card asset
 * each belongs to. Keys are generated here only, so a key from a URL is checked against the pattern
 * before it touches the file system (no path traversal).
 */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|avif)$/;

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export const isUploadKey = (key: string) => KEY_PATTERN.test(key);

export const uploadUrl = (key: string) => `/api/uploads/${key}`;

/** Where a multipart body's files are written while it arrives (same disk, so storing is a rename). */
export const incomingDir = (dataDir: string) => path.join(uploadsDir(dataDir), '.incoming');

/** Moves a received file into the uploads folder under a new random key. */
export function storeUpload(dataDir: string, extension: string, tempPath: string): string {
  const key = `${randomUUID()}.${extension}`;
  mkdirSync(uploadsDir(dataDir), { recursive: true });
  renameSync(tempPath, path.join(uploadsDir(dataDir), key));
  return key;
}

export function readUpload(dataDir: string, key: string): Buffer | null {
  if (!isUploadKey(key)) return null;
  try {
    return readFileSync(path.join(uploadsDir(dataDir), key));
  } catch {
    return null;
  }
}

/** Undo for a batch whose database write failed. */
export function removeUploads(dataDir: string, keys: readonly string[]): void {
  for (const key of keys) if (isUploadKey(key)) rmSync(path.join(uploadsDir(dataDir), key), { force: true });
}
