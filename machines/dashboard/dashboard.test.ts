import { createActor, fromPromise } from 'xstate';
import { AppError } from '../../src/domain/errors';
import {
  AUTO_REFRESH_MS,
  dashboardMachine,
  REFRESH_FAILED_TEXT,
  REFRESHING_TEXT,
  SAMPLE_DASHBOARD_LOAD,
  connectDashboard,
  type DashboardLoad,
} from './index';

/** Runs the real machine with a load stub the test resolves or rejects by hand. */
function start() {
  const pending: { resolve: (load: DashboardLoad) => void; reject: (error: unknown) => void }[] = [];
  const actor = createActor(
    dashboardMachine.provide({
      actors: {
        loadFigures: fromPromise<DashboardLoad>(
          () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
        ),
      },
    }),
  ).start();
  const settle = async (outcome: DashboardLoad | Error) => {
    const call = pending.shift();
    if (!call) throw new Error('no load is running');
    if (outcome instanceof Error) call.reject(outcome);
    else call.resolve(outcome);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, settle, loads: () => pending.length };
}

const status = (actor: ReturnType<typeof start>['actor']) =>
  connectDashboard(actor.getSnapshot(), actor.send, { timeZone: 'UTC' }).status;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('the first load shows Refreshing…, then the figures and the time they were read', async () => {
  const { actor, settle } = start();
  expect(status(actor)).toBe(REFRESHING_TEXT);
  expect(connectDashboard(actor.getSnapshot(), actor.send).metrics).toBeNull();
  await settle(SAMPLE_DASHBOARD_LOAD);
  expect(status(actor)).toBe('Last refreshed 9:00 AM');
  const metrics = connectDashboard(actor.getSnapshot(), actor.send).metrics;
  expect(metrics?.outForGrading.submissions).toBe(1);
  expect(metrics?.invoicesPaid.submissions).toBe(1);
});

test('it refreshes every 5 minutes and keeps the last figures while refreshing', async () => {
  const { actor, settle, loads } = start();
  await settle(SAMPLE_DASHBOARD_LOAD);
  const before = connectDashboard(actor.getSnapshot(), actor.send).metrics;
  await vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS - 1);
  expect(loads()).toBe(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(loads()).toBe(1);
  expect(status(actor)).toBe(REFRESHING_TEXT);
  expect(connectDashboard(actor.getSnapshot(), actor.send).metrics).toBe(before);
});

test('a failed refresh says so, keeps the figures and tries again at the next tick', async () => {
  const { actor, settle, loads } = start();
  await settle(SAMPLE_DASHBOARD_LOAD);
  actor.send({ type: 'dashboard.refresh' });
  await settle(new AppError('NETWORK_ERROR', 'Failed to load the dashboard'));
  expect(status(actor)).toBe(REFRESH_FAILED_TEXT);
  expect(connectDashboard(actor.getSnapshot(), actor.send).metrics?.outForGrading.submissions).toBe(1);
  await vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS);
  expect(loads()).toBe(1);
  await settle(SAMPLE_DASHBOARD_LOAD);
  expect(status(actor)).toBe('Last refreshed 9:00 AM');
});

test('a refresh request while loading is not queued twice', async () => {
  const { actor, loads } = start();
  actor.send({ type: 'dashboard.refresh' });
  expect(loads()).toBe(1);
});
