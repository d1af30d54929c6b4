// The version file the app's update check polls (seed B §7): the build writes it through the plugin in
// vite.config.ts (from versionInfo, the same object the bundle embeds); run alone, it writes dist/version.json.
// Commit and branch come from git; without git (a source tarball) from GIT_COMMIT / GIT_BRANCH, else
// 'unknown', so a build never fails for want of version control.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The version the footer shows (src/domain/version.ts BUILD_VERSION). */
const VERSION = '0.1';

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

export function versionInfo(now = new Date()) {
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  return {
    version: VERSION,
    commit: process.env.GIT_COMMIT || git('rev-parse', 'HEAD') || 'unknown',
    // A detached checkout (CI) reports HEAD, which says nothing.
    branch: process.env.GIT_BRANCH || (branch && branch !== 'HEAD' ? branch : 'unknown'),
    builtAt: now.toISOString(),
  };
}

export function writeVersion(outDir = path.join(root, 'dist')) {
  const info = versionInfo();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'version.json'), `${JSON.stringify(info, null, 2)}\n`);
  return info;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const info = writeVersion(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`version.json: ${info.version} ${info.commit.slice(0, 12)} (${info.branch})`);
}
