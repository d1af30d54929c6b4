import type { MailLinks } from '../mail/links';
import type { ObjectStorage } from '../storage/storage';
import type { UploadsInFlight } from '../uploads/inFlight';
import type { ProxyTrust } from './clientAddress';
import type { Stores } from '../store/stores';
import type { UserRow } from '../store/users';

/** What every route needs: the stores (no route holds SQL), the data folder (uploads), the clock and proxy trust. */
export interface AppDeps {
  stores: Stores;
  dataDir: string;
  /** Card images: the data folder's uploads/ or an S3-compatible bucket (decision 0280). */
  storage: ObjectStorage;
  now: () => Date;
  /** Which proxies' X-Forwarded-* headers are believed (TRUST_PROXY, decision 0330). */
  trustProxy: ProxyTrust;
  /** The uploads running now, so a stop can clean up after those it cuts (decision 0339). */
  uploads: UploadsInFlight;
  /** Where links in mail point: APP_URL or the announced address, never the request's Host (issue 38). */
  links: MailLinks;
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
