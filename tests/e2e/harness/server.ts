import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The product as `npm start` serves it (scripts/serve.mjs: the built app and the API on one origin),
 * one server per Playwright worker, each on its own port and its own copy of the data folder: tests
 * that write in API mode never meet another worker's records, so the suite runs in parallel.
 */
export interface ServedApp {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

const root = process.cwd();
/** Everything the end-to-end run writes lives here (Playwright's own output is test-results/e2e). */
export const E2E_DIR = path.join(root, 'test-results', 'e2e-run');
/** The seeded data folder the setup project signs the API personas into; workers start from copies. */
export const TEMPLATE_DATA = path.join(E2E_DIR, 'template-data');
export const AUTH_DIR = path.join(E2E_DIR, 'auth');

/** First port of the run: the setup project's server; worker N serves on BASE_PORT + 1 + N. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 4273);

async function waitUntilHealthy(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start:\n${output()}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server at ${origin} did not answer /api/health within 60 s:\n${output()}`);
}

/**
 * Starts the built app with its API on `port`, data in `dataDir` (copied from `from` when given), and
 * resolves once /api/health answers. `stop()` ends it the way a deploy does (SIGTERM, drained).
 */
export async function serveApp(options: {
  port: number;
  dataDir: string;
  from?: string;
}): Promise<ServedApp> {
  rmSync(options.dataDir, { recursive: true, force: true });
  if (options.from) cpSync(options.from, options.dataDir, { recursive: true });
  else mkdirSync(options.dataDir, { recursive: true });
  if (!existsSync(path.join(root, 'dist', 'index.html')))
    throw new Error('No build in dist/: run `npm run build` before the end-to-end tests.');

  const origin = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      SERVE_APP: '1',
      DATA_DIR: options.dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = `${log}${chunk.toString()}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilHealthy(origin, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    dataDir: options.dataDir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
