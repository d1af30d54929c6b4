import { existsSync, renameSync, rmSync, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import { dayRange } from '../http/dates';
import type { Db } from '../store/database';
import type { AuditEntriesTable } from '../store/schema';

/** Entries read at a time: a million never sit in memory at once. */
const BATCH = 5_000;

export interface ArchiveOutcome {
  archived: number;
  /** The first instant kept: entries before it were archived. */
  before: string;
  file: string;
}

/**
 * Retention (decision 0431, 0494): moves every audit entry older than a UTC day into a gzip file of
 * JSON lines (one entry a line, oldest first, its columns as stored and its changes as JSON) and
 * deletes them from the table, in one transaction: the file is complete before anything is deleted,
 * the delete removes exactly what was written, and a failure leaves the table as it was and no file.
 * Nothing else changes. The only code that deletes entries; no route calls it.
 */
export async function archiveAuditEntries(
  db: Db,
  options: { before: string; out: string },
): Promise<ArchiveOutcome> {
  const before = dayRange(options.before, 'before').start;
  if (existsSync(options.out)) throw new Error(`${options.out} already exists; choose another file.`);
  const partial = `${options.out}.partial`;
  const gzip = createGzip();
  const written = gzip.pipe(createWriteStream(partial));
  try {
    const archived = await db.transaction().execute(async (trx) => {
      let lastId = 0;
      let count = 0;
      for (;;) {
        const { rows } = await sql<AuditEntriesTable & { id: number }>`SELECT * FROM audit_entries
          WHERE at < ${before} AND id > ${lastId} ORDER BY id LIMIT ${BATCH}`.execute(trx);
        for (const row of rows) {
          const line = `${JSON.stringify({ ...row, id: Number(row.id), changes: JSON.parse(row.changes) as unknown })}\n`;
          if (!gzip.write(line)) await once(gzip, 'drain');
        }
        count += rows.length;
        const last = rows[rows.length - 1];
        if (!last || rows.length < BATCH) break;
        lastId = Number(last.id);
      }
      gzip.end();
      await once(written, 'finish');
      const removed = await trx.deleteFrom('audit_entries').where('at', '<', before).executeTakeFirst();
      // Another writer cannot add an entry dated in the past between the two, but if one did, the
      // file would miss it: refuse rather than delete what was not archived.
      if (Number(removed.numDeletedRows) !== count) {
        throw new Error(`archived ${count} entries but ${removed.numDeletedRows} matched the delete`);
      }
      return count;
    });
    renameSync(partial, options.out);
    return { archived, before, file: options.out };
  } catch (error) {
    gzip.destroy();
    written.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}
