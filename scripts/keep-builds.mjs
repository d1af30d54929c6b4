// Keeps the assets of the last few builds in dist/assets (issue 37 item 4, decision 0352): a tab
// opened before a rebuild or deploy still finds the chunks its page names, as hosting platforms keep
// them. `begin` runs before `vite build` (which no longer empties dist/), `end` after compressing:
// the files written since `begin` are this build's; files of no kept build are removed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const assets = path.join(dist, 'assets');
const historyFile = path.join(dist, '.builds.json');

/** This build and the two before it. */
export const KEPT_BUILDS = 3;

/**
 * The history after a build: its files appended, only the last `keep` builds kept, and the files in
 * `present` that no kept build names (a `.br`/`.gz` sibling counts as its file).
 */
export function afterBuild(history, files, present, keep = KEPT_BUILDS) {
  const builds = [...history, { files: [...files].sort() }].slice(-keep);
  const kept = new Set(builds.flatMap((build) => build.files));
  const base = (name) => name.replace(/\.(br|gz)$/, '');
  const removed = present.filter((name) => !kept.has(name) && !kept.has(base(name)));
  return { builds, removed };
}

function readHistory() {
  try {
    const parsed = JSON.parse(readFileSync(historyFile, 'utf8'));
    return {
      started: Number(parsed.started) || null,
      builds: Array.isArray(parsed.builds) ? parsed.builds : [],
    };
  } catch {
    return { started: null, builds: [] };
  }
}

function begin() {
  mkdirSync(dist, { recursive: true });
  const { builds } = readHistory();
  // one second back: file times may be coarser than Date.now()
  writeFileSync(historyFile, JSON.stringify({ started: Date.now() - 1000, builds }));
}

function end() {
  const { started, builds } = readHistory();
  const present = existsSync(assets) ? readdirSync(assets) : [];
  const written = present.filter(
    (name) => started !== null && statSync(path.join(assets, name)).mtimeMs >= started,
  );
  const next = afterBuild(builds, written, present);
  for (const name of next.removed) rmSync(path.join(assets, name), { force: true });
  writeFileSync(historyFile, JSON.stringify({ builds: next.builds }));
  console.log(
    `kept the assets of ${next.builds.length} build(s); removed ${next.removed.length} older file(s)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'begin') begin();
  else if (process.argv[2] === 'end') end();
  else throw new Error('usage: node scripts/keep-builds.mjs begin|end');
}
