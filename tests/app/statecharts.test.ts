import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session';
import type { LoginCredentials, SessionUser } from '../../src/domain/session';
import { createLazyInspection } from '../../src/lib/inspection/lazy';
import { createInspectionRecorder } from '../../src/lib/inspection/recorder';
import { loadChart, MACHINE_NAMES } from '../../src/features/statecharts/machine-charts';
import {
  activeNodeIds,
  activePaths,
  highlightChart,
  liveActors,
} from '../../src/features/statecharts/statechart-view';

const user: SessionUser = {
  id: '42',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  displayName: 'Ada',
  phone: '555-123-4567',
  roles: ['ADMIN'],
};
const colours = { fill: '#00f', stroke: '#008', text: '#fff' };
const charts = new Set(MACHINE_NAMES);

function startSession(recorder: Pick<ReturnType<typeof createInspectionRecorder>, 'inspect'>) {
  return createActor(
    sessionMachine.provide({
      actors: {
        refreshSession: fromPromise<SessionUser | null>(async () => {
          throw new Error('no session');
        }),
        login: fromPromise<SessionUser, LoginCredentials>(async () => user),
      },
    }),
    { inspect: recorder.inspect },
  ).start();
}

describe('the statechart page', () => {
  it('lists every machine the docs draw, the session among them, with its Mermaid chart', async () => {
    expect(MACHINE_NAMES).toEqual(expect.arrayContaining(['app', 'session', 'dataMode', 'collection']));
    expect(MACHINE_NAMES).not.toContain('README');
    const session = await loadChart('session');
    expect(session?.mermaid.startsWith('stateDiagram-v2')).toBe(true);
    expect(session?.summary).toMatch(/Who is signed in/);
    expect(await loadChart('noSuchMachine')).toBeNull();
  });

  it('highlights the current state and its parents, and nothing when the state is unknown', async () => {
    expect(activePaths({ restoring: 'refreshing' })).toEqual(['restoring.refreshing']);
    expect(activeNodeIds({ restoring: 'refreshing' })).toEqual(['restoring', 'restoring_refreshing']);
    const mermaid = (await loadChart('session'))?.mermaid ?? '';
    const marked = highlightChart(mermaid, { restoring: 'refreshing' }, colours);
    expect(marked).toContain('class restoring current');
    expect(marked).toContain('class restoring_refreshing current');
    expect(marked).not.toContain('class anonymous current');
    expect(highlightChart(mermaid, 'noSuchState', colours)).toBe(mermaid);
    expect(highlightChart(mermaid, null, colours)).toBe(mermaid);
  });

  it('follows a live session from anonymous to authenticated, the sign-in event masked', async () => {
    const recorder = createInspectionRecorder({ maxEvents: 5 });
    const actor = startSession(recorder);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('anonymous'));
    await vi.waitFor(() =>
      expect(liveActors(recorder.getSnapshot(), charts)[0]?.states).toEqual(['anonymous']),
    );

    actor.send({ type: 'session.login', email: 'ada@example.com', password: 'correct horse battery' });
    await vi.waitFor(() =>
      expect(liveActors(recorder.getSnapshot(), charts)[0]?.states).toEqual(['authenticated.working']),
    );
    const [session] = liveActors(recorder.getSnapshot(), charts);
    expect(session?.name).toBe('session');
    const login = session?.events.find((event) => event.type === 'session.login');
    expect(login?.to).toBe('authenticating');
    expect(JSON.parse(login?.payload ?? '{}')).toEqual({ email: 'text(15)', password: 'secret' });
    // newest first: the login's result comes before the login itself
    expect(session?.events[0]?.to).toBe('authenticated.working');
    const shown = JSON.stringify(liveActors(recorder.getSnapshot(), charts));
    for (const secret of ['ada@example.com', 'Ada Lovelace', 'correct horse battery', '555-123-4567']) {
      expect(shown).not.toContain(secret);
    }
    actor.stop();
  });

  it('keeps memory bounded: a few events per actor, a few actors, stopped ones dropped first', async () => {
    const recorder = createInspectionRecorder({ maxEvents: 2, maxActors: 2 });
    const first = startSession(recorder);
    await vi.waitFor(() => expect(first.getSnapshot().value).toBe('anonymous'));
    for (let index = 0; index < 4; index += 1) first.send({ type: 'session.recover' });
    first.stop();
    const second = startSession(recorder);
    const third = startSession(recorder);
    await vi.waitFor(() => expect(recorder.getSnapshot()).toHaveLength(2));
    const kept = recorder.getSnapshot().map((actor) => actor.sessionId);
    expect(kept).toEqual(expect.arrayContaining([second.sessionId, third.sessionId]));
    for (const actor of recorder.getSnapshot()) expect(actor.events.length).toBeLessThanOrEqual(2);
    second.stop();
    third.stop();
  });

  it('leaves out actors whose machine has no chart, and non-machine actors', async () => {
    const recorder = createInspectionRecorder();
    const actor = startSession(recorder);
    await vi.waitFor(() => expect(recorder.getSnapshot().length).toBeGreaterThan(0));
    // the invoked refreshSession promise is not recorded at all
    expect(recorder.getSnapshot().map((recorded) => recorded.machineId)).toEqual(['session']);
    expect(liveActors(recorder.getSnapshot(), new Set(['collection']))).toEqual([]);
    actor.stop();
  });
});

describe('the recorder loads after the first page, losing nothing', () => {
  it('replays what happened before it loaded, and tells the statechart page once it has', async () => {
    const load = vi.fn(() => Promise.resolve(createInspectionRecorder));
    const lazy = createLazyInspection(load, false);
    const session = startSession(lazy);
    await vi.waitFor(() => expect(session.getSnapshot().value).toBe('anonymous'));
    // nothing loaded, nothing shown, while the first page paints
    expect(load).not.toHaveBeenCalled();
    expect(lazy.getSnapshot()).toEqual([]);

    const listener = vi.fn();
    lazy.subscribe(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    expect(liveActors(lazy.getSnapshot(), charts)[0]?.states).toEqual(['anonymous']);

    // from then on events go straight to the recorder
    session.send({ type: 'session.login', email: 'ada@example.com', password: 'correct horse battery' });
    await vi.waitFor(() =>
      expect(liveActors(lazy.getSnapshot(), charts)[0]?.states).toEqual(['authenticated.working']),
    );
  });
});
