// @vitest-environment node
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { matchesName } from '../../src/domain/nameMatch';
import { queryBuilderOver } from '../../server/store/database';
import { containsText, nameMatches } from '../../server/store/text';

const file = new Database(':memory:');
const db = queryBuilderOver(file);
afterAll(() => file.close());

async function holds(condition: RawBuilder<boolean>, first: string, last: string): Promise<boolean> {
  const { rows } = await sql<{ hit: number | boolean }>`SELECT CASE WHEN ${condition} THEN 1 ELSE 0 END AS hit
    FROM (SELECT ${first} AS first_name, ${last} AS last_name) person`.execute(db);
  return Number(rows[0]?.hit) === 1;
}

const nameMatch = (first: string, last: string, text: string) =>
  holds(nameMatches(sql.ref('first_name'), sql.ref('last_name'), text), first, last);

// ASCII, with LIKE's own wildcards and escape among the characters (case folding beyond ASCII is
// the engine's, see decision 0260).
const text = fc.string({
  unit: fc.constantFrom(...'aAbBzZ %_\\-.'.split('')),
  maxLength: 8,
});

describe('name matching in portable SQL', () => {
  it('agrees with the domain rule the demo backend uses', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, text, async (first, last, typed) => {
        expect(await nameMatch(first, last, typed)).toBe(matchesName([first, last], typed));
      }),
      { numRuns: 300 },
    );
  });

  it('finds a person by words in either order, ignoring case, and blank text finds nobody', async () => {
    expect(await nameMatch('Ada', 'Lovelace', 'lovelace ADA')).toBe(true);
    expect(await nameMatch('Ada', 'Lovelace', 'ada byron')).toBe(false);
    expect(await nameMatch('Ada', 'Lovelace', '   ')).toBe(false);
  });

  it('reads % and _ in typed text as plain characters', async () => {
    const contains = (value: string, typed: string) =>
      holds(containsText(sql.ref('first_name'), typed), value, '');
    expect(await contains('100% cotton', '0% c')).toBe(true);
    expect(await contains('100 cotton', '0% c')).toBe(false);
    expect(await contains('a_b', 'a_b')).toBe(true);
    expect(await contains('axb', 'a_b')).toBe(false);
  });
});
