import path from 'node:path';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { ObjectStorage } from './storage';

/** Where uploaded card images live under the data folder (unchanged since the first upload route). */
export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * S3_BUCKET chooses a bucket (with S3_ENDPOINT for an S3-compatible service and S3_REGION); the
 * credentials come from the AWS SDK's usual variables. Without it, the data folder as always.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv, dataDir: string): ObjectStorage {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return localStorage(uploadsFolder(dataDir));
  return s3Storage({
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || undefined,
  });
}
