import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database';

/** Distinct totals kept; a busy directory sees far fewer between two writes. */
const MAX_TOTALS = 1_000;

type CountQuery = RawBuilder<{ n: number | string | null }>;

/** Counts a search's matches: `SELECT COUNT(*) AS n …` over the searched tables only. */
export type CountTotal = (query: CountQuery) => Promise<number>;

/**
 * Exact search totals, kept while the searched tables do not change (decision 0274). A total costs a
 * visit to every match (a quarter of 100,000 submissions for a common word), yet a user paging
 * through a list, or several staff watching one queue, ask for the same total again and again.
 *
 * A total is kept under the database's search version (migration 6), which every write to
 * submissions or customers moves in its own transaction, whichever instance makes it; each search
 * reads the version first and uses only totals counted at that version. Keyed by the count's own
 * SQL and parameters, so two different searches never share a total.
 */
export function searchTotalsCache(max = MAX_TOTALS) {
  const totals = keptUnderVersion<string, number>(max);

  return {
    /**
     * A counter for one search: counts or reuses each total at the version given, which the search
     * read with its page (`withSearchVersion`), or else at the version read now.
     */
    async counter(db: Db, seen?: SearchVersion): Promise<CountTotal> {
      const count: CountTotal = async (query) => Number((await query.execute(db)).rows[0]?.n ?? 0);
      // Inside a transaction a count may see the transaction's own, uncommitted rows: never keep it.
      if (db.isTransaction) return count;
      const current = seen === undefined || seen === null ? await readVersion(db) : String(seen);
      totals.moveTo(current);
      return async (query) => {
        const compiled = query.compile(db);
        const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
        const kept = totals.get(key);
        if (kept !== undefined) return kept;
        const total = await count(query);
        totals.keep(current, key, total);
        return total;
      };
    },

    /**
     * The total of a search whose page was read first, with the version (`withSearchVersion`):
     * counted, or reused, at the version the page saw. An empty first page needs no count: nothing
     * matches. A later empty page carries no version, so the counter reads it (on PostgreSQL a
     * direct count is no cheaper: the trigram index's work follows the term, not the matches).
     */
    async totalFor(
      db: Db,
      rows: readonly VersionedRow[],
      offset: number,
      query: CountQuery,
    ): Promise<number> {
      if (rows.length === 0 && offset === 0) return 0;
      return (await this.counter(db, versionOf(rows)))(query);
    },
  };
}

export type SearchTotalsCache = ReturnType<typeof searchTotalsCache>;

type SearchVersion = number | string | null | undefined;

/**
 * Values kept under one search version, the least recently used forgotten past `max`: what the
 * caches here share. Moving to another version forgets them all, and a value read at a version that
 * is no longer the kept one (another call saw a newer one meanwhile) is not kept.
 */
function keptUnderVersion<K, V>(max: number) {
  let version: string | null = null;
  const values = new Map<K, V>();
  return {
    moveTo(current: string): void {
      if (current === version) return;
      values.clear();
      version = current;
    },
    get(key: K): V | undefined {
      const value = values.get(key);
      if (value !== undefined) {
        // Map order is insertion order: moving the value to the end keeps the recently used.
        values.delete(key);
        values.set(key, value);
      }
      return value;
    },
    keep(readAt: string, key: K, value: V): void {
      if (readAt !== version) return;
      values.set(key, value);
      if (values.size > max) values.delete(values.keys().next().value ?? key);
    },
  };
}

/**
 * One read kept while the search version stays the same (decision 0575): a figure many staff load
 * again and again between two writes (the /grading tiles) costs a read of the version instead of
 * its query. The version is read before the value, so a value is never kept under a version newer
 * than what it saw; a write committed in between only makes the next call read it again. Inside a
 * transaction the value is read afresh and not kept: it may see the transaction's own rows.
 */
export function keptAtSearchVersion<T>(read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const kept = keptUnderVersion<'value', T>(1);
  return async (db) => {
    if (db.isTransaction) return read(db);
    const version = await readVersion(db);
    kept.moveTo(version);
    const held = kept.get('value');
    if (held !== undefined) return held;
    const value = await read(db);
    kept.keep(version, 'value', value);
    return value;
  };
}

/** Keys' values kept at one search version; a page of the customer directory reads 20. */
const MAX_KEPT_KEYS = 2_000;

/**
 * Values by key kept while the search version stays the same (decision 0576), as one value is by
 * `keptAtSearchVersion`: a call reads the version, takes the keys it holds and reads only the others.
 * What a call took before its read stays its answer, whatever another call clears meanwhile.
 */
export function keptByKeyAtSearchVersion<V>(
  read: (db: Db, keys: readonly number[]) => Promise<Map<number, V>>,
  max = MAX_KEPT_KEYS,
): (db: Db, keys: readonly number[]) => Promise<Map<number, V>> {
  const kept = keptUnderVersion<number, V>(max);
  return async (db, keys) => {
    if (db.isTransaction) return read(db, keys);
    const version = await readVersion(db);
    kept.moveTo(version);
    const answer = new Map<number, V>();
    for (const key of keys) {
      const value = kept.get(key);
      if (value !== undefined) answer.set(key, value);
    }
    const missing = keys.filter((key) => !answer.has(key));
    if (missing.length === 0) return answer;
    for (const [key, value] of await read(db, missing)) {
      answer.set(key, value);
      kept.keep(version, key, value);
    }
    return answer;
  };
}

/** A page's row carrying the search version it was read at (`withSearchVersion`). */
export interface VersionedRow {
  search_version?: SearchVersion;
}

/**
 * The search version as one more column of a page's query. On PostgreSQL every statement is a round
 * trip, and on this machine the round trips, not the SQL, were most of a search's cost: reading the
 * version with the page saves one per search. The column is read in the page's own snapshot.
 */
export const withSearchVersion = sql`(SELECT version FROM search_version WHERE id = 1) AS search_version`;

/** The version a page was read at; undefined for an empty page, whose counter reads it afresh. */
const versionOf = (rows: readonly VersionedRow[]): SearchVersion => rows[0]?.search_version;

async function readVersion(db: Db): Promise<string> {
  const { rows } = await sql<{
    version: number | string;
  }>`SELECT version FROM search_version WHERE id = 1`.execute(db);
  return String(rows[0]?.version ?? '');
}
