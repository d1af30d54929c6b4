import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { incomingDir } from './store';

/**
 * Removes the half-received files an earlier run left in the incoming folder (a crash or a stop in the
 * middle of an upload). Called once at start-up, before the server listens, when no upload can be in
 * flight, so every `.part` there is stale. Returns how many were removed.
 */
export function removeStaleParts(dataDir: string): number {
  const folder = incomingDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return 0; // no folder yet: nothing was ever uploaded
  }
  const parts = names.filter((name) => name.endsWith('.part'));
  for (const name of parts) rmSync(path.join(folder, name), { force: true });
  return parts.length;
}
