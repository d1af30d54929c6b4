import { type RawBuilder, sql } from 'kysely';
import { nameSearchWords } from '../../src/domain/nameMatch';
import { containsExactly } from './portable';
import { containsText, nameMatches } from './text';
import { allMatch, anyMatch, inAnyColumn, trigramIndexable } from './trigrams';

/**
 * The submissions search's text, in the forms the engines answer fastest: the id exactly (a number
 * typed as the id is written), or the text inside the notes, or every word of it in the customer's
 * first or last name (decision 0160).
 */
export function submissionText(text: string) {
  const id = /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : null;
  const notes = containsText(sql.ref('s.notes'), text);
  const orId = (condition: RawBuilder<boolean>) =>
    id === null ? condition : sql<boolean>`(s.id = ${id} OR ${condition})`;
  const onJoinedRow = sql<boolean>`(${notes} OR ${nameMatches(sql.ref('c.first_name'), sql.ref('c.last_name'), text)})`;
  const words = nameSearchWords(text);
  // PostgreSQL's copy of the customer's names on the row, `first⏎last` lower-cased (migration 7): a
  // word is in it exactly when it is in one of the names. Blank text matches nobody, as nameMatches.
  const named =
    words.length === 0
      ? sql<boolean>`1 = 0`
      : sql<boolean>`(${sql.join(
          words.map((word) => containsExactly(sql.ref('s.customer_names'), word.toLowerCase())),
          sql` AND `,
        )})`;
  const trigramQuery =
    trigramIndexable(text) && words.every(trigramIndexable)
      ? anyMatch([
          inAnyColumn(['notes'], text),
          allMatch(words.map((word) => inAnyColumn(['first_name', 'last_name'], word))),
        ])
      : null;
  return {
    id,
    /** Notes or names, over the row joined with its customer (`c`). */
    notesOrNames: onJoinedRow,
    onJoinedRow: orId(onJoinedRow),
    /** The same without the join, on PostgreSQL: its trigram indexes serve the notes and the names. */
    onRowAlone: orId(sql<boolean>`(${notes} OR ${named})`),
    /** FTS5 query text over `submission_search`, or null when a part is too short for trigrams. */
    trigramQuery,
  };
}

/** Ids are PostgreSQL integers: a longer number is no id (and would not fit the comparison). */
const MAX_ID = 2_147_483_647;
