import type { ObjectStorage } from '../storage/storage';
import type { Stores } from '../store/stores';
import type { UserRow } from '../store/users';

/** What every route needs: the stores (no route holds SQL), the data folder (uploads), the clock and proxy trust. */
export interface AppDeps {
  stores: Stores;
  dataDir: string;
  /** Card images: the data folder's uploads/ or an S3-compatible bucket (decision 0280). */
  storage: ObjectStorage;
  now: () => Date;
  /** Believe X-Forwarded-For for the sign-in limit (only behind a proxy we run). */
  trustProxy: boolean;
}

/** Hono context variables set by the session guard. */
export interface AppEnv {
  Variables: {
    user: UserRow;
    sessionToken: string;
    /** The request body, read (and size-checked) by jsonBodyLimit before any route runs. */
    bodyText: string;
  };
}
