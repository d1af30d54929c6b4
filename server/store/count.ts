import type { RawBuilder } from 'kysely';
import type { Db } from './database';
import type { Schema } from './schema';

/** How many rows of `table` meet `where`: a list's total beside its page. */
export async function countWhere(db: Db, table: keyof Schema, where: RawBuilder<boolean>): Promise<number> {
  const counted = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(where)
    .executeTakeFirst();
  return Number(counted?.n ?? 0);
}
