// npm run audit:archive -- --before YYYY-MM-DD --out old-entries.jsonl.gz
// Moves the audit entries older than a UTC day into a gzip file of JSON lines and deletes them from
// the table in one transaction (retention, decisions 0431 and 0494). The database is DATA_DIR's
// SQLite file (default ./data) or DATABASE_URL's PostgreSQL, as for the server.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { archiveAuditEntries } from '../server/db/auditArchive';
import { openStore } from '../server/db/open';

const { values } = parseArgs({ options: { before: { type: 'string' }, out: { type: 'string' } } });
if (!values.before || !values.out) {
  console.error('Usage: npm run audit:archive -- --before YYYY-MM-DD --out file.jsonl.gz');
  process.exit(2);
}
const store = await openStore({
  dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
  databaseUrl: process.env.DATABASE_URL || undefined,
});
try {
  const outcome = await archiveAuditEntries(store.queryBuilder, { before: values.before, out: values.out });
  console.log(
    `Archived ${outcome.archived} audit entries dated before ${outcome.before} into ${outcome.file}; they are no longer in ${store.where}.`,
  );
} catch (error) {
  console.error(`Nothing was archived: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
