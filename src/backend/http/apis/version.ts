import type { VersionApi } from '../../backend';
import type { HttpClient } from '../client';
import { parseVersion } from '../schemas/version';

/**
 * GET the version file with a timestamp query and no caching, outside the API base. Failures are only
 * logged by the update check, so this call never raises a server or connection toast.
 */
export function createVersionApi(client: HttpClient, versionUrl: string, now: () => number): VersionApi {
  return {
    async current(options) {
      const payload = await client.requestFile({
        method: 'get',
        url: versionUrl,
        searchParams: { t: now() },
        cache: 'no-store',
        quiet: true,
        signal: options?.signal,
        fallback: 'Failed to load version',
      });
      return parseVersion(payload);
    },
  };
}
