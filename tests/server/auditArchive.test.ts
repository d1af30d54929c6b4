// @vitest-environment node
// Retention (decision 0494): `npm run audit:archive` moves the entries older than a day into a gzip
// file of JSON lines and deletes exactly those, in one transaction, on either engine (this file runs
// in the SQLite and the PostgreSQL projects).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { archiveAuditEntries } from '../../server/db/auditArchive';
import { auditStore } from '../../server/store/audit';
import { adminAppForFile, call, records, tempFolder } from './harness';

const file = adminAppForFile();
const folder = tempFolder('audit-archive');
const CUSTOMER = 1;

const rows = async () =>
  (
    await sql<Record<string, unknown>>`SELECT * FROM audit_entries ORDER BY id`.execute(file.t.queryBuilder)
  ).rows.map((row): Record<string, unknown> => ({ ...row, id: Number(row.id) }));
const counts = async () => {
  const out: Record<string, number> = {};
  for (const table of ['customers', 'submissions', 'cards', 'users', 'employees']) {
    const { rows: [row] = [] } = await sql<{
      n: number | string;
    }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(file.t.queryBuilder);
    out[table] = Number(row?.n ?? 0);
  }
  return out;
};

beforeAll(async () => {
  const trail = auditStore(file.t.queryBuilder);
  const entry = (at: string, phone: string) => ({
    at: new Date(at),
    actorId: 1,
    actorName: 'Jordan Lee',
    action: 'update' as const,
    recordType: 'customer' as const,
    recordId: CUSTOMER,
    version: null,
    changes: [{ field: 'phone', before: '555-0100', after: phone }],
  });
  await trail.append(entry('2023-05-01T10:00:00.000Z', '555-0101'));
  await trail.append(entry('2024-12-31T23:59:59.999Z', '555-0102'));
  await trail.append(entry('2025-01-01T00:00:00.000Z', '555-0103'));
  await trail.append(entry('2025-06-01T12:00:00.000Z', '555-0104'));
});

describe('archiving old audit entries', () => {
  it('moves exactly the entries older than the day into the file and leaves the rest, and nothing else', async () => {
    const before = await rows();
    const tables = await counts();
    const older = before.filter((row) => String(row.at) < '2025-01-01T00:00:00.000Z');
    expect(older.length).toBeGreaterThanOrEqual(2);
    const out = path.join(folder, 'old.jsonl.gz');

    const outcome = await archiveAuditEntries(file.t.queryBuilder, { before: '2025-01-01', out });

    expect(outcome.archived).toBe(older.length);
    const lines = gunzipSync(readFileSync(out)).toString('utf8').trim().split('\n');
    const archived = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(archived).toEqual(
      older.map((row) => ({ ...row, changes: JSON.parse(String(row.changes)) as unknown })),
    );
    expect(await rows()).toEqual(before.filter((row) => String(row.at) >= '2025-01-01T00:00:00.000Z'));
    expect(await counts()).toEqual(tables);

    // The customer's History still reads what is left, newest first.
    const reply = await call(file.t.app, 'POST', '/api/employee/history/search', {
      cookie: file.admin,
      body: { recordType: 'customer', recordId: CUSTOMER, pageSize: 50 },
    });
    expect(reply.status).toBe(200);
    const phones = records(reply.body)
      .filter((entry) => entry.actorName === 'Jordan Lee')
      .map((entry) => (entry.changes as { after: unknown }[])[0]?.after);
    expect(phones).toEqual(['555-0104', '555-0103']);
  });

  it('refuses a day the calendar lacks or a file that exists, and changes nothing', async () => {
    const before = await rows();
    const taken = path.join(folder, 'taken.jsonl.gz');
    writeFileSync(taken, 'keep me');
    await expect(
      archiveAuditEntries(file.t.queryBuilder, { before: '2026-02-30', out: path.join(folder, 'x.gz') }),
    ).rejects.toThrow(/not a real date/);
    await expect(
      archiveAuditEntries(file.t.queryBuilder, { before: '2030-01-01', out: taken }),
    ).rejects.toThrow(/already exists/);
    expect(readFileSync(taken, 'utf8')).toBe('keep me');
    expect(existsSync(path.join(folder, 'x.gz'))).toBe(false);
    expect(await rows()).toEqual(before);
  });
});
