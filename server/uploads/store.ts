import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { uploadsFolder } from '../storage/fromEnv';

/**
 * Uploaded images are objects in the storage (decision 0280) under random keys; the database records
 * which card asset each belongs to. Keys are generated here only, so a key from a URL is checked
 * against the pattern before it reaches the storage (no path traversal, no other bucket objects).
 */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|avif)$/;

export const isUploadKey = (key: string) => KEY_PATTERN.test(key);

/** A new object key for an upload: the card asset's objectKey, and the last part of its URL. */
export const newUploadKey = (extension: string) => `${randomUUID()}.${extension}`;

export const uploadUrl = (key: string) => `/api/uploads/${key}`;

/**
 * Where a multipart body's files are written while it arrives: on the data folder's disk whatever the
 * storage, so storing in the local folder is a rename.
 */
export const incomingDir = (dataDir: string) => path.join(uploadsFolder(dataDir), '.incoming');
