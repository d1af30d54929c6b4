import type { Backend } from '../../src/backend/backend';
import type { DataMode } from '../../src/domain/session';
import { cachedLoader, createLiveBackend } from '../../src/app/live-backend';

const fake = (mode: DataMode) =>
  ({
    mode,
    session: {
      currentUser: vi.fn(async () => ({ id: mode })),
      logout: vi.fn(async function (this: unknown) {
        return this;
      }),
    },
    catalogues: { cardGrades: { list: vi.fn(async () => [`${mode}-grade`]) } },
  }) as unknown as Backend;

describe('live backend', () => {
  test('each call goes to the backend of the mode current at call time, at any depth', async () => {
    let mode: DataMode = 'mock';
    const backends = { mock: fake('mock'), api: fake('api') };
    const live = createLiveBackend(
      () => mode,
      async (m) => backends[m],
    );
    expect(live.mode).toBe('mock');
    await expect(live.session.currentUser()).resolves.toEqual({ id: 'mock' });
    mode = 'api';
    expect(live.mode).toBe('api');
    await expect(live.catalogues.cardGrades.list()).resolves.toEqual(['api-grade']);
    // Methods run with their own area as `this`.
    await expect(live.session.logout()).resolves.toBe(backends.api.session);
  });

  test('an unknown method rejects instead of hanging', async () => {
    const live = createLiveBackend(
      () => 'mock',
      async () => fake('mock'),
    );
    const area = live.session as unknown as Record<string, () => Promise<unknown>>;
    await expect(area.nothing!()).rejects.toThrow('Backend has no session.nothing');
  });

  test('the loader creates each mode once and retries after a failed load', async () => {
    let attempts = 0;
    const load = cachedLoader(async (mode) => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return fake(mode);
    });
    await expect(load('mock')).rejects.toThrow('chunk failed');
    const first = await load('mock');
    expect(await load('mock')).toBe(first);
    expect(attempts).toBe(2);
  });
});
