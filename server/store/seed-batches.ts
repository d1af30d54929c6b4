/** Shared by the seed's writers: sample ids are numeric strings; rows go in batches. */

export const id = (value: string | null | undefined): number | null =>
  value !== null && value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
export const idOf = (value: string) => {
  const parsed = id(value);
  if (parsed === null) throw new Error(`Sample data id is not numeric: ${value}`);
  return parsed;
};
export const flag = (value: boolean) => (value ? 1 : 0);

/** Rows per INSERT: well under both engines' limits on bound values (SQLite 32,766, PostgreSQL 65,535). */
const ROWS_PER_INSERT = 500;
export function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    out.push(rows.slice(start, start + ROWS_PER_INSERT));
  }
  return out;
}
