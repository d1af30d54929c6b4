// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, call, createTestApp, wrapper } from './harness';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'cgbo-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
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
