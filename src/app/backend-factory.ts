import type { Backend } from '../backend/backend';
import type { DemoPersistence } from '../backend/demo/persist';
import { withFaults, type DemoFaults } from '../backend/demo/faults';
import { createLatency } from '../backend/demo/latency';
import { storedDemoLatency } from './demo-latency';
import { lazyDemoBackend } from './lazy-demo-backend';
import type { createRequestProblemSink } from './request-problems';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';

/** What a backend factory gets: the persona getter (demo) and the problem sink (HTTP). */
export interface BackendDeps {
  persona: () => 'admin' | 'employee' | 'customer';
  problems: ReturnType<typeof createRequestProblemSink>;
  storage: KeyValueStorage;
  apiBaseUrl: string;
  /** Where the demo keeps its records between visits (absent: they live for the tab). */
  demoData?: DemoPersistence;
  /** The demo's fault switches (decision 0452). */
  faults?: DemoFaults;
}

/** Loads the demo or the HTTP backend module on first use, so neither is in the first chunk. */
export async function defaultCreateBackend(mode: 'mock' | 'api', deps: BackendDeps): Promise<Backend> {
  if (mode === 'mock') {
    // The demo session survives a reload, as a server session cookie would.
    const token = {
      read: () => deps.storage.read(STORAGE_KEYS.demoSession),
      write: (value: string | null) => deps.storage.write(STORAGE_KEYS.demoSession, value),
    };
    const latency = storedDemoLatency(deps.storage);
    const demo = lazyDemoBackend(
      async () => {
        const { createDemoBackend } = await import('../backend/demo');
        return createDemoBackend({
          persona: deps.persona,
          latency,
          persistence: deps.demoData,
          session: token,
        });
      },
      token.read,
      latency,
      () => token.write(null),
    );
    if (!deps.faults) return demo;
    // a staged failure takes as long as an answer of the demo's (seed latencies: a record's range)
    const answer = createLatency(latency, Math.random);
    return withFaults(demo, deps.faults, deps.problems, (signal) => answer.wait('records', signal));
  }
  const { createHttpBackend } = await import('../backend/http');
  return createHttpBackend({ baseUrl: deps.apiBaseUrl, problems: deps.problems });
}
