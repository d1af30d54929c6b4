import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Backend, RequestProblemSink } from '../../../src/backend/backend';
import { createHttpBackend } from '../../../src/backend/http';
import { startTestServer, type TestServer } from './testServer';

export interface RecordingSink extends RequestProblemSink {
  serverErrors: number[];
  networkErrors: number;
  sessionsExpired: number;
  online: boolean;
}

export function recordingSink(): RecordingSink {
  const sink: RecordingSink = {
    serverErrors: [],
    networkErrors: 0,
    sessionsExpired: 0,
    online: true,
    serverError: (status) => void sink.serverErrors.push(status),
    networkError: () => void (sink.networkErrors += 1),
    sessionExpired: () => void (sink.sessionsExpired += 1),
    isOnline: () => sink.online,
  };
  return sink;
}

export interface Harness {
  server: TestServer;
  backend: Backend;
  sink: RecordingSink;
  /** The fake clock the backend reads; tests move it forward. */
  clock: { now: number };
  /** The back-off waits the client asked for, in order. */
  waits: number[];
}

/**
 * Starts one real server for the file and a fresh backend (under /api) before each test. The returned
 * object's fields are replaced per test, so read them inside the test body.
 */
export function setupHttpBackend(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.server = await startTestServer();
  });
  afterAll(async () => {
    await harness.server.close();
  });
  beforeEach(() => {
    harness.server.reset();
    harness.sink = recordingSink();
    harness.clock = { now: 1_000_000 };
    harness.waits = [];
    harness.backend = createHttpBackend({
      baseUrl: `${harness.server.origin}/api`,
      versionUrl: `${harness.server.origin}/version.json`,
      problems: harness.sink,
      now: () => harness.clock.now,
      // Reads retry after a back-off: recorded here instead of waited for.
      sleep: (ms) => {
        harness.waits.push(ms);
        return Promise.resolve();
      },
    });
  });
  return harness;
}

/** The API's envelope. */
export const ok = (data: unknown) => ({ json: { 'is-success': true, data, 'error-messages': [] } });
