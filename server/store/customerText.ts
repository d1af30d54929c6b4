import { type RawBuilder, sql } from 'kysely';
import { nameSearchWords } from '../../src/domain/nameMatch';
import { digitsOf } from '../db/customers';
import type { Engine } from './database';
import { containsExactly, containsIgnoringCase } from './portable';
import { allMatch, anyMatch, inAnyColumn, trigramIndexable } from './trigrams';

/*
 * The customer directory's text conditions, in the forms each engine answers: SQL, FTS5 queries over
 * `customer_search` (SQLite, decision 0262), and tests of one row while walking the name index.
 */

/** `searchTermMatches` of src/domain/customerSearch.ts, in SQL. */
export function searchTermCondition(term: string): RawBuilder<boolean> {
  const ref = (column: string) => sql.ref(column);
  const words = nameSearchWords(term);
  const either: RawBuilder<boolean>[] = [];
  if (words.length > 0) {
    const each = words.map(
      (word) =>
        sql<boolean>`(${containsIgnoringCase(ref('first_name'), word)} OR ${containsIgnoringCase(ref('last_name'), word)})`,
    );
    either.push(sql<boolean>`(${sql.join(each, sql` AND `)})`);
  }
  for (const column of ['email', 'address1', 'address2', 'city', 'state', 'zip_code']) {
    either.push(containsIgnoringCase(ref(column), term));
  }
  const digits = digitsOf(term);
  if (digits.length >= 4) either.push(containsExactly(ref('phone_digits'), digits));
  return sql<boolean>`(${sql.join(either, sql` OR `)})`;
}

/**
 * `searchTermCondition` as an FTS5 query over `customer_search`, or null when a part is shorter than
 * a trigram (then the SQL answers).
 */
export function searchTermQuery(term: string): string | null {
  const words = nameSearchWords(term);
  const digits = digitsOf(term);
  if (!trigramIndexable(term) || !words.every(trigramIndexable)) return null;
  const either = [inAnyColumn(['email', 'address1', 'address2', 'city', 'state', 'zip_code'], term)];
  if (words.length > 0) either.unshift(allMatch(words.map((word) => inAnyColumn(NAMES, word))));
  if (digits.length >= 4) either.push(inAnyColumn(['phone_digits'], digits));
  return anyMatch(either);
}

export const NAMES = ['first_name', 'last_name'];

/** A condition the `customer_search` index answers, and what it says when it is one text in columns. */
export interface IndexedPiece {
  fts: string;
  /** The columns one text is looked for in (any of them); null for a condition of several texts. */
  columns: readonly string[] | null;
  text: string;
}

/** Text that is printable ASCII and nothing else (GLOB's class: any character outside space…tilde). */
const PLAIN_ASCII = /^[ -~]*$/;
const NOT_PLAIN_ASCII = '*[^ -~]*';

/**
 * An index condition tested on one customer's row, for walking the name index (decision 0274). On
 * text that is printable ASCII on both sides, SQLite's lower() folds case exactly as the index does,
 * so instr() answers at once; anything else asks the index about that row, which costs ~0.1 ms.
 */
export function testedOnTheRow(piece: IndexedPiece): RawBuilder<boolean> {
  const askTheIndex = sql<boolean>`EXISTS (SELECT 1 FROM customer_search
    WHERE customer_search MATCH ${piece.fts} AND rowid = customers.id)`;
  if (piece.columns === null || !PLAIN_ASCII.test(piece.text)) return askTheIndex;
  const text = piece.text.toLowerCase();
  const plain = sql.join(
    piece.columns.map((column) => sql`${sql.ref(column)} NOT GLOB ${NOT_PLAIN_ASCII}`),
    sql` AND `,
  );
  const found = sql.join(
    piece.columns.map((column) => sql`instr(lower(${sql.ref(column)}), ${text}) > 0`),
    sql` OR `,
  );
  return sql<boolean>`(CASE WHEN ${plain} THEN (${found}) ELSE ${askTheIndex} END)`;
}

/**
 * `column` contains `text`, ignoring case as each engine's lower() does: SQLite's instr() as before
 * (text shorter than a trigram only); PostgreSQL's LIKE, which its trigram index serves.
 */
export function containsCaseless(
  engine: Engine,
  column: RawBuilder<unknown>,
  text: string,
): RawBuilder<boolean> {
  if (engine === 'sqlite') return sql<boolean>`instr(lower(${column}), lower(${text})) > 0`;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${column}) LIKE lower(${pattern}) ESCAPE '\\'`;
}
