import S3rver from 's3rver';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { s3Storage } from '../../server/storage/s3';
import type { ObjectStorage } from '../../server/storage/storage';

export interface LocalS3 {
  /** http://127.0.0.1:{port} */
  endpoint: string;
  bucket: string;
  /** A client of the bucket as the server would make it from S3_ENDPOINT / S3_BUCKET. */
  storage(): ObjectStorage;
  /** How many objects the bucket holds, read from s3rver's folder (not through the client under test). */
  objectCount(): number;
  stop(): Promise<void>;
}

/** s3rver's fixed keys: it checks signatures, so the client signs with these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server on a free port with one empty bucket, its files in a temporary folder. */
export async function startLocalS3(bucket = 'card-images'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'cgbo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storage: () => s3Storage({ bucket, endpoint, region: 'us-east-1', credentials: CREDENTIALS }),
    objectCount: () =>
      readdirSync(path.join(directory, bucket), { recursive: true }).filter((name) =>
        String(name).endsWith('._S3rver_object'),
      ).length,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
