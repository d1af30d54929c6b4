// @vitest-environment node
// The API's JSON compression: large bodies compressed as the client allows (small ones on the
// request's thread, the largest in the thread pool), small ones left alone, and what must not be
// transformed passed through.
import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  COMPRESS_INLINE_MAX_BYTES,
  COMPRESS_THRESHOLD_BYTES,
  compressLargeJson,
  jsonResponse,
  pickEncoding,
} from '../../server/http/compress';

/** A JSON list about `bytes` long, as a search page is. */
const listOf = (bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 60) }, (_, id) => ({ id, notes: `Submission ${id} in sleeves` }));

function app() {
  const api = new Hono();
  api.use('*', compressLargeJson());
  api.get('/list/:bytes', (c) => c.json(listOf(Number(c.req.param('bytes')))));
  // The API's own answers (server/http/wrap.ts): their text is compressed without being read back.
  api.get('/answer/:bytes', (c) => {
    c.header('Cache-Control', 'no-store');
    return jsonResponse(c, listOf(Number(c.req.param('bytes'))));
  });
  api.get('/untouched', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(listOf(4096));
  });
  api.get('/text', (c) => c.text('x'.repeat(4096)));
  return api;
}

const get = (path: string, acceptEncoding: string, method = 'GET') =>
  app().request(path, { method, headers: { 'Accept-Encoding': acceptEncoding } });

async function decoded(response: Response): Promise<unknown> {
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('Content-Encoding');
  expect(response.headers.get('Content-Length')).toBe(String(body.length));
  const plain =
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return JSON.parse(plain.toString('utf8'));
}

describe.each([
  ['made by c.json', '/list'],
  ['made by jsonResponse', '/answer'],
])('compressing the API’s JSON %s', (_, route) => {
  it.each([
    ['a page of a list, on the request’s thread', 12_000],
    ['a body larger than that, in the thread pool', COMPRESS_INLINE_MAX_BYTES * 3],
  ])('compresses %s with brotli, which decodes to the same JSON', async (_, bytes) => {
    const response = await get(`${route}/${bytes}`, 'gzip, deflate, br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await decoded(response)).toEqual(listOf(bytes));
  });

  it('uses gzip when the client takes gzip but not brotli, at either size', async () => {
    for (const bytes of [12_000, COMPRESS_INLINE_MAX_BYTES * 3]) {
      const response = await get(`${route}/${bytes}`, 'gzip');
      expect(response.headers.get('Content-Encoding')).toBe('gzip');
      expect(await decoded(response)).toEqual(listOf(bytes));
    }
  });

  it('leaves alone small bodies and clients that take neither', async () => {
    for (const [path, accept] of [
      [`${route}/${COMPRESS_THRESHOLD_BYTES / 4}`, 'br'],
      [`${route}/12000`, 'identity'],
    ] as const) {
      const response = await get(path, accept);
      expect(response.headers.get('Content-Encoding'), path).toBeNull();
      expect(JSON.parse(await response.text()), path).toEqual(listOf(Number(path.split('/')[2])));
    }
  });
});

describe('compressing the API’s JSON', () => {
  it('compresses a jsonResponse answer from its text, never reading the response back', async () => {
    const api = new Hono();
    api.use('*', compressLargeJson());
    let readBack: ReturnType<typeof vi.spyOn> | undefined;
    api.get('/', (c) => {
      const response = jsonResponse(c, listOf(12_000));
      readBack = vi.spyOn(response, 'arrayBuffer');
      return response;
    });
    const response = await api.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(await decoded(response)).toEqual(listOf(12_000));
    expect(readBack).toBeDefined();
    expect(readBack).not.toHaveBeenCalled();
  });

  it('keeps the headers the route set on a compressed answer', async () => {
    const response = await get('/answer/12000', 'br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('leaves alone small bodies, clients that take neither, other types and no-transform', async () => {
    for (const [path, accept] of [
      [`/list/${COMPRESS_THRESHOLD_BYTES / 4}`, 'br'],
      ['/list/12000', 'identity'],
      ['/text', 'br'],
      ['/untouched', 'br'],
    ] as const) {
      const response = await get(path, accept);
      expect(response.headers.get('Content-Encoding'), path).toBeNull();
      expect((await response.text()).length, path).toBeGreaterThan(0);
    }
  });

  it('picks brotli over gzip, honours q=0 and a wildcard', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
