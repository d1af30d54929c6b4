import { rmSync } from 'node:fs';
import type { ObjectStorage } from '../storage/storage';

/**
 * One upload request while it runs: the temporary files its body is written to, and the storage keys
 * it has stored but not yet recorded in the database. Both go when the request ends without its rows,
 * whatever the reason (decision 0339).
 */
export interface UploadInFlight {
  readonly tempFiles: Set<string>;
  readonly keys: Set<string>;
  /** Set when the server stops: the request must not record anything after this. */
  aborted: boolean;
  /** Set while its rows are written: those keys will be referenced, so they are left alone. */
  committing: boolean;
}

/**
 * The uploads a server instance is running, so a stop can clean up after those it cuts short: the
 * drain (main.ts) gives requests in flight a few seconds, and what is still running then would
 * otherwise leave its half-written files and stored objects behind.
 */
export function uploadsInFlight() {
  const running = new Set<UploadInFlight>();
  return {
    begin(): UploadInFlight {
      const upload: UploadInFlight = {
        tempFiles: new Set(),
        keys: new Set(),
        aborted: false,
        committing: false,
      };
      running.add(upload);
      return upload;
    },

    end(upload: UploadInFlight): void {
      running.delete(upload);
    },

    get count(): number {
      return running.size;
    },

    /**
     * Cuts every upload still running: marks it aborted, removes its temporary files and deletes the
     * objects it stored (unless its rows are being written). Answers how many uploads were cut.
     */
    async abortAll(storage: ObjectStorage): Promise<number> {
      const cut = [...running].filter((upload) => !upload.committing);
      const deletes: Promise<void>[] = [];
      for (const upload of cut) {
        upload.aborted = true;
        for (const file of upload.tempFiles) rmSync(file, { force: true });
        for (const key of upload.keys) deletes.push(storage.delete(key));
        running.delete(upload);
      }
      await Promise.allSettled(deletes);
      return cut.length;
    },
  };
}

export type UploadsInFlight = ReturnType<typeof uploadsInFlight>;
