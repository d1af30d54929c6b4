import type { Backend } from '../../../src/backend/backend';
import { isAbortError } from '../../../src/domain/errors';
import { customerInput, demo } from './demo';

type Call = (backend: Backend, signal?: AbortSignal) => Promise<unknown>;

/** One call per latency area, with the seeds' range in milliseconds. */
const CALLS: readonly [name: string, call: Call, min: number, max: number][] = [
  ['session.login', (b, signal) => b.session.login({ email: 'a@b.c', password: 'x' }, { signal }), 320, 900],
  ['session.currentUser', (b, signal) => b.session.currentUser({ signal }), 320, 900],
  ['session.refresh', (b, signal) => b.session.refresh({ signal }), 180, 360],
  ['session.logout', (b, signal) => b.session.logout({ signal }), 180, 360],
  [
    'submissions.search',
    (b, signal) => b.submissions.search({ pageNumber: 1, pageSize: 5 }, { signal }),
    160,
    520,
  ],
  ['customers.get', (b, signal) => b.customers.get('1', { signal }), 160, 520],
  ['workflows.listTypes', (b, signal) => b.workflows.listTypes({ signal }), 120, 480],
  ['cards.list', (b, signal) => b.cards.list('1', { signal }), 180, 350],
  ['employees.list', (b, signal) => b.employees.list({ signal }), 90, 520],
  ['catalogues.cardGrades.list', (b, signal) => b.catalogues.cardGrades.list({ signal }), 120, 480],
];

/** How long a call takes on fake timers, to the millisecond. */
async function settlesAfter(call: Call, random: () => number): Promise<number> {
  const { backend } = demo({ latency: 'realistic', random });
  let settled = false;
  void call(backend).then(
    () => (settled = true),
    () => (settled = true),
  );
  let elapsed = 0;
  while (!settled && elapsed < 2000) {
    await vi.advanceTimersByTimeAsync(1);
    elapsed += 1;
  }
  return elapsed;
}

describe('demo latency', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(CALLS)('%s waits between %i and %i ms', async (_name, call, min, max) => {
    expect(await settlesAfter(call, () => 0)).toBe(min);
    expect(await settlesAfter(call, () => 0.999_999_9)).toBe(max);
    expect(await settlesAfter(call, () => 0.5)).toBe(Math.round((min + max) / 2));
  });

  it('rejects an aborted call with an AbortError and leaves the store untouched', async () => {
    const { backend } = demo({ latency: 'realistic', random: () => 0.5 });
    const controller = new AbortController();
    const creating = backend.customers.create(
      customerInput({ firstName: 'Never', lastName: 'Saved', email: 'never@example.com' }),
      { signal: controller.signal },
    );
    const outcome = creating.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    const error = await outcome;
    expect(error).toBeInstanceOf(DOMException);
    expect(isAbortError(error)).toBe(true);
    const search = backend.customers.search({ pageNumber: 1, pageSize: 10, email: 'never@' });
    await vi.advanceTimersByTimeAsync(600);
    expect((await search).items).toEqual([]);
  });

  it('rejects at once when the signal is already aborted, even without latency', async () => {
    const { backend } = demo();
    const controller = new AbortController();
    controller.abort(new Error('custom reason'));
    const error = await backend.employees
      .list({ signal: controller.signal })
      .catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
  });
});
