import type { Db } from './database';
import { limitStore } from './limits';
import { userStore } from './users';

/** Every store routes and auth modules call; none of them holds SQL. */
export function createStores(db: Db) {
  return { db, users: userStore(db), limits: limitStore(db) };
}

export type Stores = ReturnType<typeof createStores>;
