// A throwaway PostgreSQL server for tests and for trying the server on PostgreSQL locally: Debian's
// `postgresql` package, initdb into a temporary folder and pg_ctl on a free port. As root the server
// runs as the `postgres` user (PostgreSQL refuses root), in a folder that user owns.
//   node scripts/postgres.mjs      starts one, prints its DATABASE_URL, stops and removes it on Ctrl-C.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or undefined. */
export function findPostgres() {
  if (process.env.POSTGRES_BIN && existsSync(path.join(process.env.POSTGRES_BIN, 'pg_ctl'))) {
    return process.env.POSTGRES_BIN;
  }
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => existsSync(path.join(DEBIAN_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_ROOT, versions[0], 'bin') : undefined;
}

/** Finds PostgreSQL, installing Debian's package with apt-get when running as root (as for Chromium). */
export function ensurePostgres() {
  if (findPostgres()) return findPostgres();
  if (process.getuid?.() !== 0) {
    console.error(
      'PostgreSQL is missing: install it with `sudo apt-get install -y postgresql`, then run npm test again.',
    );
    return undefined;
  }
  console.log('Installing Debian PostgreSQL for the PostgreSQL contract tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
  return findPostgres();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as `postgres` when we are root; throws with its output when it fails. */
function tool(bin, name, args) {
  const command = asRoot ? 'runuser' : path.join(bin, name);
  const full = asRoot ? ['-u', 'postgres', '--', path.join(bin, name), ...args] : args;
  const result = spawnSync(command, full, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${name} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/**
 * Starts a fresh server and returns its URL (database `postgres`, user `postgres`, no password:
 * trust on 127.0.0.1 only) and a stop function that removes every trace. Durability settings are off:
 * the data is thrown away, and tests run much faster without fsync.
 */
export async function startPostgres(options = {}) {
  const bin = options.bin ?? findPostgres();
  if (!bin) throw new Error('PostgreSQL is not installed (see scripts/postgres.mjs).');
  const port = options.port ?? (await freePort());
  const folder = mkdtempSync(path.join(tmpdir(), 'cgbo-postgres-'));
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(folder, uid, gid);
  }
  const data = path.join(folder, 'data');
  const stop = () => {
    try {
      tool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // Not running (a failed start): only the folder is left to remove.
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    tool(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const settings = [
      `-p ${port}`,
      `-k ${folder}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    tool(bin, 'pg_ctl', ['-D', data, '-l', path.join(folder, 'log'), '-o', settings, '-w', 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}

function postgresUser() {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('There is no `postgres` user.');
  return { uid, gid };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!ensurePostgres()) process.exit(1);
  const port = process.env.PGPORT ? Number(process.env.PGPORT) : undefined;
  const server = await startPostgres({ port });
  console.log(`PostgreSQL is running. In another terminal:\n  DATABASE_URL=${server.url} npm start`);
  console.log('Ctrl-C stops it and deletes its data.');
  const stop = () => {
    server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}
