import {
  RELOAD_GUARD_MS,
  RELOADED_AT_KEY,
  recoverChunks,
  type RecoveryEnv,
} from '../../src/kit/chunk-recovery';

// Issue 37 item 4: a tab opened before a deploy asks for a chunk that is gone.
const GONE = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/customer-detail-screen-Ab12.js',
);

function browser(now = 1_000_000) {
  const stored = new Map<string, string>();
  const env: RecoveryEnv & { reloads: number; clock: number } = {
    reloads: 0,
    clock: now,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    reload: () => {
      env.reloads += 1;
    },
    now: () => env.clock,
  };
  return env;
}

/** Settles within a tick, or 'pending' (the page is reloading and nothing renders meanwhile). */
const outcome = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'loaded',
      (error: unknown) => error,
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 10)),
  ]);

describe('a lazy chunk that cannot be fetched', () => {
  it('reloads the page once, onto the new build', async () => {
    const env = browser();
    expect(
      await outcome(
        recoverChunks(
          () => Promise.reject(GONE),
          () => env,
        )(),
      ),
    ).toBe('pending');
    expect(env.reloads).toBe(1);
    expect(env.storage.getItem(RELOADED_AT_KEY)).toBe(String(env.clock));
  });

  it('right after such a reload fails again, it shows the error view instead of looping', async () => {
    const env = browser();
    await outcome(
      recoverChunks(
        () => Promise.reject(GONE),
        () => env,
      )(),
    );
    env.clock += RELOAD_GUARD_MS - 1;
    expect(
      await outcome(
        recoverChunks(
          () => Promise.reject(GONE),
          () => env,
        )(),
      ),
    ).toBe(GONE);
    expect(env.reloads).toBe(1);
    // a later deploy recovers again
    env.clock += 1;
    expect(
      await outcome(
        recoverChunks(
          () => Promise.reject(GONE),
          () => env,
        )(),
      ),
    ).toBe('pending');
    expect(env.reloads).toBe(2);
  });

  it('leaves other errors and loaded chunks alone', async () => {
    const env = browser();
    const broken = new Error('Cannot read properties of undefined');
    expect(
      await outcome(
        recoverChunks(
          () => Promise.reject(broken),
          () => env,
        )(),
      ),
    ).toBe(broken);
    expect(
      await outcome(
        recoverChunks(
          () => Promise.resolve('screen'),
          () => env,
        )(),
      ),
    ).toBe('loaded');
    expect(env.reloads).toBe(0);
  });
});
