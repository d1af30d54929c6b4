// Installs dependencies from the lockfile when node_modules is missing or older than the lockfile,
// so `npm start` and `npm test` are the only commands a fresh clone needs.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
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

export function ensureDependencies() {
  const wanted = lockHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (current !== wanted || !existsSync(path.join(root, 'styled-system'))) {
    console.log('Installing dependencies from package-lock.json…');
    execSync('npm ci --no-audit --no-fund --loglevel=warn', { cwd: root, stdio: 'inherit' });
    writeFileSync(stampFile, wanted);
    return; // npm ci's `prepare` has just generated styled-system/
  }
  // Panda's generated code follows the design tokens and recipes, which change without an install (2 s).
  execSync('npx panda codegen --silent', { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDependencies();
