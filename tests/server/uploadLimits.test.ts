// @vitest-environment node
// Issue 11, finding 5: a 150 MB multipart body was read into memory whole (+312 MB resident) before
// the 413, and the next request on the same kept-alive connection failed ("other side closed").
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/uploads/limits';
import { ACCOUNTS, PASSWORD, type TestServer, signIn, startTestServer } from './harness';

let server: TestServer;
let cookie: string;
let agent: http.Agent;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signIn(server.app, ACCOUNTS.admin);
  // One socket, kept alive: every request in this file shares the connection when it can.
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
afterAll(async () => {
  agent.destroy();
  await server.stop();
});

const MB = 1024 * 1024;
const BOUNDARY = 'cgbo-test-boundary';
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

interface Target {
  origin: string;
  cookie: string;
  agent: http.Agent;
}

interface Answer {
  status: number;
  body: string;
  reusedSocket: boolean;
}

/**
 * Posts one multipart file of `fileBytes` (a JPEG start, then zeros), streamed from one reused 1 MB
 * buffer so the test itself holds no more than that, with an exact Content-Length.
 */
function uploadOf(target: Target, fileBytes: number, onProgress: () => void = () => {}): Promise<Answer> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="huge.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(MB);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${target.origin}/api/employee/submission/1/cards/upload-batch`,
      {
        method: 'POST',
        agent: target.agent,
        headers: {
          cookie: target.cookie,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': head.length + fileBytes + tail.length,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => (body += text));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, reusedSocket: request.reusedSocket }),
        );
      },
    );
    request.on('error', reject);
    void (async () => {
      const write = (bytes: Uint8Array) =>
        new Promise<void>((done) => (request.write(bytes) ? done() : request.once('drain', done)));
      await write(head);
      await write(JPEG_START);
      let left = fileBytes - JPEG_START.length;
      while (left > 0) {
        const size = Math.min(left, MB);
        await write(size === MB ? chunk : chunk.subarray(0, size));
        left -= size;
        onProgress();
      }
      request.end(tail);
    })();
  });
}

/** A JSON route sent `bytes` of body (declared up front), from one reused 1 MB buffer. */
function oversizedJson(target: Target, bytes: number): Promise<Answer> {
  const chunk = Buffer.alloc(MB, 0x20);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${target.origin}/api/employee/customer/search`,
      {
        method: 'POST',
        agent: target.agent,
        headers: { cookie: target.cookie, 'content-type': 'application/json', 'content-length': bytes },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: '', reusedSocket: request.reusedSocket }),
        );
      },
    );
    request.on('error', reject);
    void (async () => {
      for (let left = bytes; left > 0; left -= MB) {
        const part = left >= MB ? chunk : chunk.subarray(0, left);
        await new Promise<void>((done) => (request.write(part) ? done() : request.once('drain', done)));
      }
      request.end();
    })();
  });
}

function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.origin}${url}`, { agent, headers: { cookie } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, reusedSocket: request.reusedSocket }),
      );
    });
    request.on('error', reject);
  });
}

/** A free port on this machine, for the server process. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The server's own resident memory, from the kernel (Linux), in bytes. */
function residentBytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

/** `npm run server` as a process of its own, so its memory is measured apart from this test's. */
async function serverProcess(): Promise<{ child: ChildProcess; target: Target; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cgbo-memory-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (text: Buffer) => {
      if (text.toString().includes(`:${port}`)) resolve();
    });
    child.once('exit', () => reject(new Error('the server process ended before listening')));
    setTimeout(() => {
      child.kill();
      reject(new Error('the server process did not start within 30 s'));
    }, 30_000).unref();
  });
  const origin = `http://127.0.0.1:${port}`;
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNTS.admin, password: PASSWORD }),
  });
  const sessionCookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const processAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return { child, dataDir, target: { origin, cookie: sessionCookie, agent: processAgent } };
}

/**
 * Starts a server, warms the upload path up with a 20 MB file, then sends a 150 MB file and returns how
 * far the server's resident memory rose above its warmed-up level (in MB) while it refused it.
 */
async function residentGrowthOfRefusedUpload(): Promise<number> {
  const { child, target, dataDir } = await serverProcess();
  const pid = child.pid ?? 0;
  try {
    // Warm up: the same path once at a smaller size, so the baseline includes the heap it needs.
    expect((await uploadOf(target, 20 * MB)).status).toBe(413);
    const baseline = residentBytes(pid);
    let peak = baseline;
    const sample = () => {
      peak = Math.max(peak, residentBytes(pid));
    };
    const answer = await uploadOf(target, 150 * MB, sample);
    sample();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      'is-success': false,
      'error-messages': [MESSAGES.tooLarge('huge.jpg')],
    });
    return (peak - baseline) / MB;
  } finally {
    target.agent.destroy();
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('streamed uploads', () => {
  const local = (): Target => ({ origin: server.origin, cookie, agent });

  it("refuses a 150 MB file while the server's resident memory grows by less than 20 MB", async () => {
    // Streaming still allocates a buffer per socket read, freed at the next garbage collection, so one
    // server's growth swings from under 1 MB to about 20 MB with the collector's timing. A fresh server
    // is tried up to three times and the smallest growth counts; a server that buffered the upload
    // would grow by more than 150 MB every time.
    const growths: number[] = [];
    while (growths.length < 3 && !growths.some((growth) => growth < 20)) {
      growths.push(await residentGrowthOfRefusedUpload());
    }
    expect(Math.min(...growths)).toBeLessThan(20);
  }, 120_000);

  it('keeps the connection usable after a 413: the next request on it succeeds', async () => {
    const refused = await uploadOf(local(), 16 * MB);
    expect(refused.status).toBe(413);
    const next = await get('/api/auth/user');
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
  }, 30_000);

  it('keeps the connection usable after refusing a 100 MB JSON body', async () => {
    const refused = await oversizedJson(local(), 100 * MB);
    expect(refused.status).toBe(413);
    const next = await get('/api/auth/user');
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
  }, 30_000);

  it('leaves no partial files behind', () => {
    const incoming = path.join(server.dataDir, 'uploads', '.incoming');
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
  });
});
