import type { Readable } from 'node:stream';

/** An object read back: its bytes as a stream, never whole in memory. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows it up front (sent as Content-Length). */
  size: number | null;
}

/**
 * Where card images live (decision 0280): the local data folder by default, an S3-compatible bucket
 * when S3_BUCKET is set. Keys are the card assets' object keys; the database says which keys exist.
 */
export interface ObjectStorage {
  /** Writes the stream under `key`, replacing any object there; resolves once it is durable. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /**
   * Stores a finished file under `key` and takes it over: the local folder renames it (same disk, no
   * copy), a bucket streams it up and the caller's clean-up removes it.
   */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** What the start-up log names: a folder or a bucket. */
  readonly description: string;
}
