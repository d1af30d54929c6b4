// @vitest-environment node
import { afterAll, beforeAll } from 'vitest';
import { describeBackendBehaviour } from '../backend/behaviour';
import { type TestServer, startTestServer } from '../server/harness';
import { httpClient } from './harness';

// The shared behaviour suite (the demo backend passes it too), run with the app's HTTP backend over
// real HTTP against the contract server: one server for the file, a fresh browser-like client per test.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describeBackendBehaviour('HTTP backend against the contract server', () => {
  const client = httpClient(server.origin);
  return { backend: client.backend, signInAs: client.signInAs };
});
