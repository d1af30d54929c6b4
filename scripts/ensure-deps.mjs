// Installs dependencies from the lockfile when node_modules is missing or older than the lockfile,
// so `npm start` and `npm test` are the only commands a fresh clone needs.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules', '.install-stamp');

function lockHash() {
  const lock = readFileSync(path.join(root, 'package-lock.json'));
  // Only the fields that change what is installed: editing npm scripts must not trigger a reinstall.
  const { dependencies, devDependencies, allowScripts } = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  );
  const manifest = JSON.stringify({ dependencies, devDependencies, allowScripts });
  return createHash('sha256').update(lock).update(manifest).digest('hex');
}

/**
 * Installs from the lockfile when needed. `npm start` waits for the whole install. `npm test` passes
 * `{ nativeLater: true }`: npm then installs without running install scripts, and the one package that
 * has one — better-sqlite3, compiled from source here (about a minute on one core, as no prebuilt binary
 * can be downloaded) — is built in the background while the code is type-checked and linted, which need
 * only its types. The returned promise settles once it is built (true) or failed (false); the install
 * counts as done, for the next run, only then.
 */
export function ensureDependencies({ nativeLater = false } = {}) {
  const wanted = lockHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (current !== wanted || !existsSync(path.join(root, 'styled-system'))) {
    console.log('Installing dependencies from package-lock.json…');
    if (!nativeLater) {
      execSync('npm ci --no-audit --no-fund --loglevel=warn', { cwd: root, stdio: 'inherit' });
      writeFileSync(stampFile, wanted);
      return Promise.resolve(true); // npm ci's `prepare` has just generated styled-system/
    }
    execSync('npm ci --ignore-scripts --no-audit --no-fund --loglevel=warn', { cwd: root, stdio: 'inherit' });
    execSync('npx panda codegen --silent', { cwd: root, stdio: 'inherit' }); // the skipped `prepare`
    return buildNativePackages().then((ok) => {
      if (ok) writeFileSync(stampFile, wanted);
      return ok;
    });
  }
  // Panda's generated code follows the design tokens and recipes, which change without an install (2 s).
  execSync('npx panda codegen --silent', { cwd: root, stdio: 'inherit' });
  return Promise.resolve(true);
}

/** Runs the install scripts `npm ci --ignore-scripts` skipped; its output is printed once it ends. */
function buildNativePackages() {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['rebuild', '--no-audit', '--no-fund', '--loglevel=warn'], { cwd: root });
    // vitest waits for this compile (about 75–90 s of one core), not for the checks running beside it:
    // where allowed (root, as on CI) it gets a core before them, and before other work on the machine.
    // At equal priority it ended alone, 40 s after the checks, with the other core idle.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, -10);
      } catch {
        // not allowed for this user: it compiles at normal priority, only later
      }
    }
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (ok) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(ok ? `(native packages built in ${seconds} s)` : `✗ npm rebuild failed:\n${output}`);
      resolve(ok);
    };
    child.on('close', (code) => done(code === 0));
    child.on('error', () => done(false));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDependencies();
