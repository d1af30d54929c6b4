// @vitest-environment node
// Issue 24, item 8: an upload without a session is refused before its body is read; large uploads
// leave no listeners behind; a stop drains requests in flight; stale partial files go at start-up.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD, type TestServer, signIn, startTestServer } from './harness';

const MB = 1024 * 1024;
const BOUNDARY = 'cgbo-fault-boundary';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signIn(server.app, ACCOUNTS.admin);
});
afterAll(() => server.stop());

interface Sent {
  status: number;
  /** Body bytes the client had handed to the socket when the answer's headers arrived. */
  writtenWhenAnswered: number;
}

/**
 * Posts one multipart file of `fileBytes` in 64 KB writes (so the server's parser pauses often) and
 * stops sending as soon as an answer arrives.
 */
function upload(origin: string, fileBytes: number, sessionCookie: string | null): Promise<Sent> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="big.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024);
  const headers: Record<string, string | number> = {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'content-length': head.length + fileBytes + tail.length,
    connection: 'close',
  };
  if (sessionCookie) headers.cookie = sessionCookie;
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request(
      `${origin}/api/employee/submission/1/cards/upload-batch`,
      { method: 'POST', headers },
      (response) => {
        answered = true;
        const writtenWhenAnswered = written;
        response.resume();
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, writtenWhenAnswered });
        });
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      const write = (bytes: Uint8Array) =>
        new Promise<void>((done) => {
          written += bytes.length;
          if (request.write(bytes)) done();
          else request.once('drain', done);
        });
      await write(head);
      for (let left = fileBytes; left > 0 && !answered && !request.destroyed; left -= chunk.length) {
        await write(left >= chunk.length ? chunk : chunk.subarray(0, left));
      }
      if (!answered && !request.destroyed) request.end(tail);
    })().catch(() => undefined);
  });
}

/**
 * A client that ignores the answer and keeps sending a 150 MB body in 1 MB writes: resolves with the
 * status it was answered and how much it managed to send before the server closed the connection.
 */
function stubbornUpload(origin: string): Promise<{ status: number; sent: number; closed: boolean }> {
  const total = 150 * MB;
  const chunk = Buffer.alloc(MB);
  return new Promise((resolve) => {
    let sent = 0;
    let status = 0;
    const request = http.request(
      `${origin}/api/employee/submission/1/cards/upload-batch`,
      {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': total },
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.resume();
      },
    );
    request.on('error', () => resolve({ status, sent, closed: true }));
    void (async () => {
      while (sent < total && !request.destroyed) {
        await new Promise<void>((done) => {
          sent += MB;
          if (request.write(chunk)) done();
          else request.once('drain', done);
        });
      }
      request.end();
      resolve({ status, sent, closed: false });
    })();
  });
}

describe('an upload without a session', () => {
  it('is answered 401 at once and its connection closed, not its 150 MB read', async () => {
    const answer = await stubbornUpload(server.origin);
    expect(answer).toMatchObject({ status: 401, closed: true });
    // At most what the sockets' buffers took before the answer.
    expect(answer.sent).toBeLessThan(32 * MB);
  }, 30_000);
});

describe('a large upload', () => {
  it('leaves no listener behind per pause (no MaxListenersExceededWarning)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const answer = await upload(server.origin, 14 * MB, cookie);
      // Zeros after a multipart header are no image: refused once read, which is what is measured here.
      expect(answer.status).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 50)); // warnings are emitted on a later tick
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((warning) => warning.includes('MaxListeners'))).toEqual([]);
  }, 30_000);
});

/** A free port on this machine, for the server process. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm run server` as a process of its own, so it can be sent SIGTERM. */
async function serverProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (text: Buffer) => {
      if (text.toString().includes(`:${port}`)) resolve();
    });
    child.once('exit', () => reject(new Error('the server process ended before listening')));
    setTimeout(() => reject(new Error('the server process did not start within 30 s')), 30_000).unref();
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** A JSON search whose body arrives over `ms` milliseconds: a request in flight when the stop comes. */
function slowSearch(origin: string, sessionCookie: string, ms: number): Promise<number> {
  const body = Buffer.from(JSON.stringify({ lastName: '' }));
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/api/employee/customer/search`,
      {
        method: 'POST',
        headers: {
          cookie: sessionCookie,
          'content-type': 'application/json',
          'content-length': body.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, 1));
    setTimeout(() => request.end(body.subarray(1)), ms);
  });
}

describe('a stop and a start', () => {
  it('SIGTERM lets a request longer than 2 s finish, then exits; a start removes stale .part files', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cgbo-drain-'));
    const incoming = path.join(dataDir, 'uploads', '.incoming');
    mkdirSync(incoming, { recursive: true });
    const stale = path.join(incoming, 'left-by-a-crash.part');
    writeFileSync(stale, Buffer.alloc(1024));
    const { child, origin } = await serverProcess(dataDir);
    try {
      expect(existsSync(stale)).toBe(false);
      const login = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ACCOUNTS.admin, password: PASSWORD }),
      });
      const sessionCookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const inFlight = slowSearch(origin, sessionCookie, 3000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill('SIGTERM');
      expect(await inFlight).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  // Issue 37 item 16: an upload still running when the drain ends was cut with its partial file left
  // behind until the next start.
  it('SIGTERM during an upload longer than the drain removes its partial file before the process ends', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cgbo-cut-'));
    const incoming = path.join(dataDir, 'uploads', '.incoming');
    const parts = () =>
      existsSync(incoming) ? readdirSync(incoming).filter((name) => name.endsWith('.part')) : [];
    const { child, origin } = await serverProcess(dataDir, { SHUTDOWN_DRAIN_MS: '500' });
    try {
      const login = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ACCOUNTS.admin, password: PASSWORD }),
      });
      const sessionCookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="slow.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      );
      // A body that never finishes: the client keeps the connection open past the drain.
      const request = http.request(`${origin}/api/employee/submission/1/cards/upload-batch`, {
        method: 'POST',
        headers: {
          cookie: sessionCookie,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': head.length + 4 * MB,
        },
      });
      request.on('error', () => undefined);
      request.write(head);
      request.write(Buffer.alloc(256 * 1024));
      await expect.poll(parts, { timeout: 10_000 }).toHaveLength(1);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      request.destroy();
      expect(parts()).toEqual([]);
    } finally {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
