import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ObjectStorage, StoredObject } from './storage';

export interface S3Options {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, s3rver …); absent for AWS itself. */
  endpoint?: string | undefined;
  region?: string | undefined;
  /** Explicit keys (tests); otherwise the SDK's usual chain (AWS_ACCESS_KEY_ID …, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 404;
}

/**
 * Objects in an S3-compatible bucket through the official client. Uploads go through lib-storage's
 * Upload, which sends parts of a few MB as the stream yields them, so no image is held whole.
 */
export function s3Storage(options: S3Options): ObjectStorage {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    // S3-compatible services are addressed by path (no bucket subdomains), and checksums are sent only
    // where S3 requires them: not every such service reads the newer chunked-trailer uploads.
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;

  // Length unknown: parts of 5 MB (S3's smallest), one at a time, so one part is all that is held.
  const put = async (key: string, body: Readable, contentType: string): Promise<void> => {
    await new Upload({
      client,
      queueSize: 1,
      partSize: 5 * 1024 * 1024,
      params: { Bucket, Key: key, Body: body, ContentType: contentType },
    }).done();
  };

  return {
    description: `bucket ${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    put,

    // Length known: one PUT streamed straight from the file.
    async putFile(key: string, filePath: string, contentType: string): Promise<void> {
      const { size } = await stat(filePath);
      const Body = createReadStream(filePath);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body, ContentLength: size, ContentType: contentType }),
        );
      } finally {
        Body.destroy();
      }
    },

    async get(key: string): Promise<StoredObject | null> {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(reply.Body instanceof Readable)) throw new Error('the S3 client gave no Node stream');
        return {
          body: reply.Body,
          contentType: reply.ContentType ?? 'application/octet-stream',
          size: reply.ContentLength ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key: string): Promise<boolean> {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
