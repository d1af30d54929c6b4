// Writes Brotli (.br) and gzip (.gz) siblings of every compressible file in dist/ after `vite build`,
// so the server (server/static.ts, serveStatic `precompressed`) sends them as they are: maximum
// compression once at build time instead of fast compression on every request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Text formats; images are compressed already and source maps are fetched only by developer tools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this the compressed file saves less than a packet. */
const MIN_BYTES = 512;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export function compressDist(dist = path.join(root, 'dist')) {
  let files = 0;
  for (const file of walk(dist).filter((name) => COMPRESSIBLE.test(name))) {
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A sibling that is not smaller would only cost the client.
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    files += 1;
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const dist = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const files = compressDist(dist);
  console.log(`compressed ${files} files (Brotli and gzip) in ${Date.now() - started} ms`);
}
