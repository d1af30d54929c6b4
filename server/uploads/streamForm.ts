import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { tooLargeBody } from '../http/bodyLimit';
import { HttpError, badRequest } from '../http/errors';
import { MAX_BATCH_BYTES, MAX_FILES_PER_BATCH, MAX_FILE_BYTES, MESSAGES } from './limits';

/** Enough of the start of a file to identify it and read its dimensions (AVIF looks at 256 KB). */
export const HEAD_BYTES = 512 * 1024;

/** A file part, written to a temporary file as it arrives; only its first bytes stay in memory. */
export interface StreamedFile {
  field: string;
  name: string;
  size: number;
  head: Uint8Array;
  tempPath: string;
}

export interface StreamedForm {
  fields: [string, string][];
  files: StreamedFile[];
  /** Removes the temporary files that were not moved into the uploads folder. */
  discard(): void;
}

const tooLarge = (message: string) => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);

/**
 * busboy decodes names and fields leniently, turning bytes that are not UTF-8 into U+FFFD; a name
 * holding one is refused rather than stored changed (issue 37 item 15).
 */
const notUtf8 = (text: string) => text.includes('\uFFFD');

interface PendingFile {
  file: StreamedFile;
  out: WriteStream;
  done: Promise<void>;
}

/**
 * Reads a multipart body as a stream (issue 11: a 150 MB body was read into memory whole before the
 * 413). Files go to `tempDir` through a small buffer; a file over 15 MB, more than 50 files or a body
 * over 200 MB fails at once. After a failure the rest of the body is still read and thrown away (up to
 * the 200 MB batch limit), so the answer arrives on a connection the client can keep using.
 */
export async function readMultipartStream(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  tempDir: string,
  /** Every temporary file is added here as it is opened, so a stop can remove it (inFlight.ts). */
  tempFiles: Set<string> = new Set(),
): Promise<StreamedForm> {
  mkdirSync(tempDir, { recursive: true });
  const fields: [string, string][] = [];
  const pending: PendingFile[] = [];
  const discard = () => {
    for (const { out, file } of pending) {
      // The file may still be opening; remove it now and again once the stream has closed.
      out.once('close', () => rmSync(file.tempPath, { force: true }));
      out.destroy();
      rmSync(file.tempPath, { force: true });
    }
  };
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names as UTF-8 bytes; busboy's default (latin1) turned 'Pokémon' into 'PokÃ©mon'.
      defParamCharset: 'utf8',
      limits: {
        fileSize: MAX_FILE_BYTES,
        files: MAX_FILES_PER_BATCH,
        fields: MAX_FILES_PER_BATCH * 4,
        fieldSize: 4096,
        parts: MAX_FILES_PER_BATCH * 5,
      },
    });
  } catch {
    throw badRequest(MESSAGES.notMultipart);
  }
  const finished = new Promise<void>((resolve) => {
    parser.on('close', resolve);
    parser.on('error', (error: unknown) => {
      fail(error instanceof HttpError ? error : badRequest(MESSAGES.notMultipart));
      resolve();
    });
  });
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) fail(badRequest(MESSAGES.mismatch));
    else if (notUtf8(name) || notUtf8(value)) fail(badRequest(MESSAGES.notUtf8));
    else fields.push([name, value]);
  });
  parser.on('filesLimit', () => fail(badRequest(MESSAGES.tooManyFiles)));
  parser.on('partsLimit', () => fail(badRequest(MESSAGES.tooManyFiles)));
  parser.on('fieldsLimit', () => fail(badRequest(MESSAGES.mismatch)));
  parser.on('file', (field, stream, info) => {
    if (notUtf8(info.filename ?? '')) fail(badRequest(MESSAGES.notUtf8));
    const file: StreamedFile = {
      field,
      name: info.filename ?? '',
      size: 0,
      head: new Uint8Array(0),
      tempPath: path.join(tempDir, `${randomUUID()}.part`),
    };
    tempFiles.add(file.tempPath);
    const out = createWriteStream(file.tempPath);
    const headChunks: Buffer[] = [];
    let headSize = 0;
    stream.on('data', (chunk: Buffer) => {
      file.size += chunk.length;
      if (headSize < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
    });
    // A truncated body ends the part with an error; the failure is already recorded or follows.
    stream.on('error', () => fail(badRequest(MESSAGES.notMultipart)));
    stream.on('limit', () => fail(tooLarge(MESSAGES.tooLarge(file.name || 'An image'))));
    const done = new Promise<void>((resolve) => {
      out.on('close', resolve);
      out.on('error', (error) => {
        fail(error);
        resolve();
      });
    });
    stream.on('end', () => {
      file.head = new Uint8Array(Buffer.concat(headChunks));
    });
    stream.pipe(out);
    pending.push({ file, out, done });
  });

  let received = 0;
  const reader = body?.getReader();
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > MAX_BATCH_BYTES) {
        // Past the batch limit nothing is worth reading on: stop, and the connection closes.
        failure = tooLargeBody(MESSAGES.batchTooLarge, false);
        await reader.cancel();
        break;
      }
      if (failure) continue; // drain: read on, keep nothing
      if (!parser.write(value)) {
        await new Promise<void>((resolve) => {
          // A failure (a file over the limit) must not leave us waiting on a parser we stopped, so
          // 'close' ends the wait too; whichever fires, both listeners go, or one would be left behind
          // per pause (MaxListenersExceededWarning on large uploads).
          const resume = () => {
            parser.off('drain', resume);
            parser.off('close', resume);
            resolve();
          };
          parser.on('drain', resume);
          parser.on('close', resume);
        });
      }
    }
  } catch {
    fail(badRequest(MESSAGES.notMultipart));
  }
  if (!failure) {
    parser.end();
    await finished;
    await Promise.all(pending.map((item) => item.done));
  }
  if (failure) {
    parser.destroy();
    discard();
    throw failure;
  }
  return { fields, files: pending.map((item) => item.file), discard };
}
