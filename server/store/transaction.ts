import type { Db } from './database';

/**
 * Runs `work` in one transaction on either engine. A store built over a transaction (stores.transaction)
 * is already inside one, and Kysely does not nest them, so its writes simply join it.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
