import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import type { AppVersion } from '../src/domain/version';
import { BUILD_VERSION } from '../src/domain/version';

const VersionFile = v.object({
  version: v.string(),
  commit: v.string(),
  branch: v.string(),
  builtAt: v.string(),
});

/**
 * Reads dist/version.json (written by scripts/write-version.mjs at build time) on every request, so
 * a rebuild under a running server is what the update check sees. Without a build the server
 * describes itself: version 0.1, commit and branch unknown, built when it started.
 */
export function versionReader(distDir: string | null, startedAt: Date): () => AppVersion {
  const fallback: AppVersion = {
    version: BUILD_VERSION,
    commit: 'unknown',
    branch: 'unknown',
    builtAt: startedAt.toISOString(),
  };
  return () => {
    if (!distDir) return fallback;
    try {
      const parsed = v.safeParse(
        VersionFile,
        JSON.parse(readFileSync(path.join(distDir, 'version.json'), 'utf8')),
      );
      return parsed.success ? parsed.output : fallback;
    } catch {
      return fallback;
    }
  };
}
