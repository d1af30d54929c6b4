// @vitest-environment node
// Issue 37 item 10: the header search's customer group finds a city or part of an email, in both data
// modes (the demo backend, and the HTTP backend against the contract server on either engine).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/backend';
import { searchEverything } from '../../src/features/search/search-hits';
import { demo } from '../backend/demo/demo';
import { type TestServer, startTestServer } from '../server/harness';
import { httpClient } from './harness';

let server: TestServer;
const backends: Record<'demo' | 'api', Backend | null> = { demo: null, api: null };
beforeAll(async () => {
  server = await startTestServer();
  const client = httpClient(server.origin);
  await client.signInAs('admin');
  backends.api = client.backend;
  backends.demo = demo().backend;
  await backends.demo.session.login({ email: 'admin@example.com', password: 'any password' });
});
afterAll(() => server.stop());

const customerHits = async (backend: Backend | null, text: string) => {
  if (!backend) throw new Error('the backends are made in beforeAll');
  const hits = await searchEverything(backend, { text, scopes: ['customers'] }, new AbortController().signal);
  return hits.filter((hit) => hit.scope === 'customers');
};

describe.each(['demo', 'api'] as const)('header search, %s data', (mode) => {
  it("finds customers by city ('Louisville')", async () => {
    const found = await customerHits(backends[mode], 'Louisville');
    expect(found.length).toBeGreaterThan(0);
    const first = found[0];
    const customer = await backends[mode]?.customers.get(first?.id ?? '');
    expect(customer?.city).toBe('Louisville');
  });

  it("finds customers by part of an email without '@' ('example')", async () => {
    const found = await customerHits(backends[mode], 'example');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((hit) => hit.detail.includes('example'))).toBe(true);
  });
});
