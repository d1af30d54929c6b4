// npm run db:copy -- --to postgres://… [--from ./data]
// Moves an existing SQLite data folder into an empty PostgreSQL database (README: "Running on
// PostgreSQL and object storage"). --to defaults to DATABASE_URL, --from to DATA_DIR or ./data.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copyDataFolder } from '../server/db/copy';
import { DATABASE_FILE, redactedUrl } from '../server/db/open';

const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } });
const to = values.to ?? process.env.DATABASE_URL;
const from = path.resolve(values.from ?? process.env.DATA_DIR ?? 'data');

if (!to) {
  console.error('Say where to copy to: npm run db:copy -- --to postgres://user:password@host:5432/database');
  process.exit(2);
}
if (!existsSync(path.join(from, DATABASE_FILE))) {
  console.error(`There is no ${DATABASE_FILE} in ${from} (set --from or DATA_DIR).`);
  process.exit(2);
}

const outcome = await copyDataFolder(from, to);
if (!outcome.copied) {
  console.error(
    `${redactedUrl(to)} already holds data; the copy only fills an empty database. Nothing was copied.`,
  );
  process.exit(1);
}
const total = Object.values(outcome.rows).reduce((sum, n) => sum + n, 0);
console.log(`Copied ${total} rows from ${from} into ${redactedUrl(to)}:`);
for (const [table, n] of Object.entries(outcome.rows)) console.log(`  ${table}: ${n}`);
console.log('Card images stay in the data folder: keep DATA_DIR pointing at it when the server runs.');
