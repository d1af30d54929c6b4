// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '../../scripts/compress.mjs';
import { afterBuild, KEPT_BUILDS } from '../../scripts/keep-builds.mjs';
import { ACCOUNTS, type TestApp, call, createTestApp, records, signIn, wrapper } from './harness';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';
// Large enough for the build's compression step (it skips files under 512 bytes).
const SCRIPT = 'console.log("the app");\n'.repeat(100);
const INDEX_PADDED = `${INDEX}\n<!--${' padding'.repeat(80)} -->`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'cgbo-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'assets', 'big-9f8e.js'), SCRIPT);
  mkdirSync(path.join(dist, 'packed'));
  writeFileSync(path.join(dist, 'packed', 'index.html'), INDEX_PADDED);
  await compressDist(dist);
  writeFileSync(
    path.join(dist, 'version.json'),
    JSON.stringify({ version: '0.1', commit: 'abc123', branch: 'main', builtAt: '2026-01-01T00:00:00.000Z' }),
  );
  t = await createTestApp({ staticDir: dist });
});
afterAll(() => {
  t.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built app', () => {
  it('serves index.html at / and revalidates it every time', async () => {
    const reply = await call(t.app, 'GET', '/', { headers: html });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(INDEX);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(reply.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers deep links that ask for HTML with the app, so the router can take over', async () => {
    for (const url of ['/customers/12', '/prescreen/7', '/configurations/card-grades']) {
      const reply = await call(t.app, 'GET', url, { headers: html });
      expect(reply.status, url).toBe(200);
      expect(reply.body).toBe(INDEX);
      expect(reply.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches fingerprinted assets for a year and never answers a missing one with HTML', async () => {
    const asset = await call(t.app, 'GET', '/assets/app-1a2b.js', { headers: { accept: '*/*' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);

    const missing = await call(t.app, 'GET', '/assets/app-gone.js', { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the API out of the fallback: unknown API paths are JSON 404s', async () => {
    const reply = await call(t.app, 'GET', '/api/no-such-call', { headers: html });
    expect(reply.status).toBe(404);
    expect(wrapper(reply.body).success).toBe(false);
  });

  it('serves the version file from the build without caching', async () => {
    const reply = await call(t.app, 'GET', `/version.json?t=${Date.now()}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toEqual({
      version: '0.1',
      commit: 'abc123',
      branch: 'main',
      builtAt: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('precompressed assets (scripts/compress.mjs at build time)', () => {
  const asset = '/assets/big-9f8e.js';
  const bytes = async (url: string, headers: Record<string, string>) => {
    const response = await t.app.request(url, { headers });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('sends a hashed script as Brotli when the browser takes it, cached for a year', async () => {
    const { response, body } = await bytes(asset, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(body.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, and to the plain file (still varying on the encoding)', async () => {
    const gz = await bytes(asset, { 'accept-encoding': 'gzip' });
    expect(gz.response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await bytes(asset, { 'accept-encoding': 'identity' });
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.response.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends index.html compressed but revalidated on every load, at / and on deep links', async () => {
    const packed = await createTestApp({ staticDir: path.join(dist, 'packed') });
    try {
      for (const url of ['/', '/customers/12']) {
        const response = await packed.app.request(url, {
          headers: { ...html, 'accept-encoding': 'gzip, br' },
        });
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-encoding'), url).toBe('br');
        expect(response.headers.get('cache-control'), url).toBe('no-cache');
        expect(response.headers.get('vary'), url).toBe('Accept-Encoding');
        expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
        const body = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
        expect(body, url).toBe(INDEX_PADDED);
      }
    } finally {
      packed.close();
    }
  });

  it('compresses large API lists on the fly and leaves small answers alone', async () => {
    const cookie = await signIn(t.app, ACCOUNTS.admin);
    const list = await t.app.request('/api/employee/customer/search', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      body: JSON.stringify({ pageNumber: 1, pageSize: 50 }),
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('br');
    expect(list.headers.get('vary')).toMatch(/Accept-Encoding/);
    const json: unknown = JSON.parse(brotliDecompressSync(Buffer.from(await list.arrayBuffer())).toString());
    expect(records(json).length).toBeGreaterThan(10);

    const gzipOnly = await t.app.request('/api/employee/customer/search', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ pageNumber: 1, pageSize: 50 }),
    });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    expect(
      records(JSON.parse(gunzipSync(Buffer.from(await gzipOnly.arrayBuffer())).toString())).length,
    ).toBeGreaterThan(10);

    const small = await t.app.request('/api/auth/user', {
      headers: { cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(wrapper(await small.json()).success).toBe(true);
  });
});

describe('the version file without a build', () => {
  it('describes the running server: version 0.1, commit and branch unknown', async () => {
    const bare = await createTestApp();
    try {
      for (const url of ['/version.json', '/api/version.json']) {
        const reply = await call(bare.app, 'GET', url);
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({ version: '0.1', commit: 'unknown', branch: 'unknown' });
      }
    } finally {
      bare.close();
    }
  });
});

describe('scripts/write-version.mjs', () => {
  it('writes version, commit, branch and build time, taking CI variables over git', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'cgbo-version-'));
    try {
      execFileSync(process.execPath, ['scripts/write-version.mjs', out], {
        env: { ...process.env, GIT_COMMIT: 'feedbeef', GIT_BRANCH: 'release' },
        stdio: 'ignore',
      });
      const info: unknown = JSON.parse(readFileSync(path.join(out, 'version.json'), 'utf8'));
      expect(info).toMatchObject({ version: '0.1', commit: 'feedbeef', branch: 'release' });
      expect(info).toHaveProperty('builtAt', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('scripts/keep-builds.mjs: earlier builds stay served (issue 37 item 4)', () => {
  it('keeps the files of the last three builds and removes older ones with their siblings', () => {
    let history: { files: string[] }[] = [];
    const present: string[] = [];
    const build = (files: string[]) => {
      present.push(...files, ...files.map((file) => `${file}.br`));
      const next = afterBuild(history, files, [...new Set(present)]);
      history = next.builds;
      for (const gone of next.removed) present.splice(present.indexOf(gone), 1);
      return next.removed;
    };
    expect(build(['app-1.js', 'customer-detail-1.js'])).toEqual([]);
    expect(build(['app-2.js', 'customer-detail-1.js'])).toEqual([]);
    expect(build(['app-3.js', 'customer-detail-3.js'])).toEqual([]);
    // the fourth build drops what only the first named; a chunk the second still names stays
    expect(build(['app-4.js', 'customer-detail-3.js']).sort()).toEqual(['app-1.js', 'app-1.js.br']);
    expect(present).toContain('customer-detail-1.js');
    expect(history).toHaveLength(KEPT_BUILDS);
  });
});
