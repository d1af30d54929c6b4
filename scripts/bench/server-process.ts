// The server processes the bench drives (scripts/bench/server.ts): each started on its own port over
// a data folder (and DATABASE_URL when set), signed in as the seeded admin, stopped when done.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  origin: string;
  child: ChildProcess;
}

export async function startServer(dataDir: string, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SERVE_APP: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

export function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function signIn(origin: string): Promise<Record<string, string>> {
  const reply = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'admin@example.com', password: 'password1234' }),
  });
  if (!reply.ok) throw new Error(`sign-in failed: ${reply.status}`);
  const cookie = reply.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, origin, 'content-type': 'application/json' };
}

/** The body of a new submission the bench saves (for customer 1, two cards). */
export const newSubmission = (notes: string) =>
  JSON.stringify({ customerId: 1, psaRegularCount: 2, prescreening: 1, consignAfterGrading: false, notes });
