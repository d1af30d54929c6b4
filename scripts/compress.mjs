// Writes Brotli (.br) and gzip (.gz) siblings of every compressible file in dist/ after `vite build`,
// so the server (server/static.ts, serveStatic `precompressed`) sends them as they are: maximum
// compression once at build time instead of fast compression on every request.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Text formats; images are compressed already and source maps are fetched only by developer tools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this the compressed file saves less than a packet. */
const MIN_BYTES = 512;

/** Both siblings exist and are no older than the file (a fingerprinted chunk never changes). */
function isCompressed(file) {
  const written = statSync(file).mtimeMs;
  return ['.br', '.gz'].every(
    (suffix) => existsSync(file + suffix) && statSync(file + suffix).mtimeMs >= written,
  );
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Compresses every file at once: zlib's asynchronous calls run on libuv's thread pool, so Brotli at its
 * maximum quality (most of the build's time) keeps every core busy instead of one.
 */
export async function compressDist(dist = path.join(root, 'dist')) {
  const compressible = walk(dist).filter((name) => COMPRESSIBLE.test(name) && !/\.(br|gz)$/.test(name));
  const done = await Promise.all(
    compressible.map(async (file) => {
      // an earlier build's chunk kept beside this one (decision 0352) was compressed then
      if (isCompressed(file)) return false;
      const raw = await readFile(file);
      if (raw.length < MIN_BYTES) return false;
      const [br, gz] = await Promise.all([
        brotliAsync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      // A sibling that is not smaller would only cost the client.
      if (br.length < raw.length) await writeFile(`${file}.br`, br);
      if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
      return true;
    }),
  );
  return done.filter(Boolean).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const dist = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const files = await compressDist(dist);
  console.log(`compressed ${files} files (Brotli and gzip) in ${Date.now() - started} ms`);
}
