import { defaultCreateBackend, type BackendDeps } from '../../src/app/backend-factory';
import { createDemoFaults } from '../../src/backend/demo/faults';
import { applyDataSourceFlag, applyLatencyFlag, storedDemoLatency } from '../../src/app/demo-latency';
import { createRequestProblemSink } from '../../src/app/request-problems';
import { memoryStorage, STORAGE_KEYS } from '../../src/app/storage';

test('?latency=off turns the demo latency off for this browser; ?latency=on brings it back', () => {
  const storage = memoryStorage();
  expect(storedDemoLatency(storage)).toBe('realistic');
  applyLatencyFlag('?latency=off', storage);
  expect(storage.read(STORAGE_KEYS.demoLatency)).toBe('none');
  // A later visit without the flag keeps the choice.
  applyLatencyFlag('?page=2', storage);
  expect(storedDemoLatency(storage)).toBe('none');
  applyLatencyFlag('?latency=on', storage);
  expect(storedDemoLatency(storage)).toBe('realistic');
  applyLatencyFlag('?latency=maybe', storage);
  expect(storedDemoLatency(storage)).toBe('realistic');
});

function demoBackend(latency: 'off' | 'on') {
  const storage = memoryStorage();
  applyLatencyFlag(`?latency=${latency}`, storage);
  const deps: BackendDeps = {
    persona: () => 'admin',
    problems: createRequestProblemSink({ notify: () => {}, isOnline: () => true, sessionExpired: () => {} }),
    storage,
    apiBaseUrl: '/api',
  };
  return defaultCreateBackend('mock', deps);
}

/** The simulated delays (ms) a demo sign-in waits: timers in the session range, 320–900 ms. */
async function signInDelays(latency: 'off' | 'on') {
  const backend = await demoBackend(latency);
  const timers = vi.spyOn(globalThis, 'setTimeout');
  await backend.session.login({ email: 'admin@example.com', password: 'any' });
  return timers.mock.calls.map(([, ms]) => ms ?? 0).filter((ms) => ms >= 320 && ms <= 900);
}

test('with the latency off the demo answers without waiting; otherwise sign-in waits its 320–900 ms', async () => {
  expect(await signInDelays('off')).toEqual([]);
  expect(await signInDelays('on')).toHaveLength(1);
});

/** The delays (ms) a staged failure waits before it fails: a record's range, 160–520 ms. */
async function failureDelays(latency: 'off' | 'on') {
  const storage = memoryStorage();
  applyLatencyFlag(`?latency=${latency}`, storage);
  const faults = createDemoFaults();
  faults.arm({ name: 'workflows.history' });
  const backend = await defaultCreateBackend('mock', {
    persona: () => 'admin',
    problems: createRequestProblemSink({ notify: () => {}, isOnline: () => true, sessionExpired: () => {} }),
    storage,
    apiBaseUrl: '/api',
    faults,
  });
  const timers = vi.spyOn(globalThis, 'setTimeout');
  timers.mockClear();
  await expect(backend.workflows.history('1')).rejects.toMatchObject({ code: 'HTTP_ERROR' });
  return timers.mock.calls.map(([, ms]) => ms ?? 0).filter((ms) => ms >= 160 && ms <= 520);
}

test('a staged failure (decision 0452) takes as long as a demo answer, so the screen shows it is busy', async () => {
  expect(await failureDelays('off')).toEqual([]);
  expect(await failureDelays('on')).toHaveLength(1);
});

test("?data=api (a server's reset or invitation link) chooses the API for this browser before the app starts", () => {
  const storage = memoryStorage();
  applyDataSourceFlag('?token=abc&data=mock', storage);
  expect(storage.read(STORAGE_KEYS.dataMode)).toBeNull();
  applyDataSourceFlag('?token=abc&data=api', storage);
  expect(storage.read(STORAGE_KEYS.dataMode)).toBe('api');
});
