// Prints the gzip size of the JavaScript the first page loads and of the whole app after `vite build`.
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Scripts the HTML loads plus the chunks they import statically (modulepreload links). */
export function firstPageScripts() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set(refs)].map((ref) => path.join(dist, ref));
}

export const SIGN_IN_BUDGET_BYTES = 110 * 1024;

const first = firstPageScripts().reduce((sum, file) => sum + gz(file), 0);
const all = walk(dist)
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gz(file), 0);
console.log(`JavaScript for the first page: ${kb(first)} gzip (budget ${kb(SIGN_IN_BUDGET_BYTES)})`);
console.log(`JavaScript for the whole app:  ${kb(all)} gzip`);
if (first > SIGN_IN_BUDGET_BYTES) {
  console.error('The first page is over its budget: load screens and heavy modules lazily.');
  process.exitCode = 1;
}
