import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { defineSamples, type MachineSamples } from '../../machines/samples';
import { sessionMachine, sessionSamples } from '../../machines/session';
import { generatePaths } from '../../scripts/lib/machine-graph/paths';
import { runPath, runPaths } from '../../scripts/lib/machine-graph/runner';
import { verdictDeclarationProblems } from '../../scripts/lib/machine-graph/verdicts';

/** The harness must notice when the real actor and the model part ways. */
describe('model harness', () => {
  const paths = generatePaths(sessionMachine, sessionSamples);
  const loginPath = paths.find((path) =>
    path.steps.some((step) => step.event.type === 'xstate.done.actor.login'),
  )!;

  it('passes a faithful run', async () => {
    const reports = await runPath(sessionMachine, loginPath);
    expect(reports.flatMap((report) => report.problems)).toEqual([]);
  });

  it('reports a step whose event never reached the actor', async () => {
    const reports = await runPath(sessionMachine, loginPath, { executors: { 'session.login': () => {} } });
    const problems = reports.flatMap((report) => report.problems).join('\n');
    expect(problems).toMatch(/state: expected authenticating, got anonymous/);
  });

  it('reports a state the model did not predict', async () => {
    const reports = await runPath(sessionMachine, loginPath, {
      executors: {
        'xstate.done.actor.login': async (context) => {
          context.stubs.resolve('login', (context.step.event as { output?: unknown }).output);
          await context.settle();
          context.actor.send({ type: 'session.logout' });
        },
      },
    });
    expect(reports.flatMap((report) => report.problems).join('\n')).toMatch(/state: expected authenticated/);
  });

  it('reports a stub resolved for an actor the machine did not start', async () => {
    const path = { ...loginPath, steps: loginPath.steps.slice(0, 1) };
    const reports = await runPath(sessionMachine, path, {
      executors: {
        'xstate.error.actor.refreshSession': (context) => context.stubs.reject('login', new Error('x')),
      },
    });
    expect(reports.flatMap((report) => report.problems).join('\n')).toMatch(/no running "login" actor/);
  });
});

/**
 * A door that opens with the brass key. `inverted` flips its guard, the bug a model test must catch:
 * the model is the machine, so only the samples' verdicts can tell the two doors apart.
 */
const doorMachine = (inverted = false) =>
  setup({
    types: { events: {} as { type: 'door.open'; key: string } | { type: 'door.close' } },
    guards: {
      hasKey: ({ event }) => event.type === 'door.open' && (event.key === 'brass') !== inverted,
    },
  }).createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: { on: { 'door.open': { guard: 'hasKey', target: 'open' } } },
      open: { on: { 'door.close': { target: 'closed' } } },
    },
  });

type Door = ReturnType<typeof doorMachine>;

const doorSamples = (machine: Door, events?: MachineSamples<Door>['events']) =>
  defineSamples(machine, {
    scenarios: [{ name: 'a closed door', input: undefined }],
    events: events ?? [
      { type: 'door.open', label: 'the brass key', key: 'brass', verdict: { accepts: { closed: 'open' } } },
      { type: 'door.open', label: 'the tin key', key: 'tin', verdict: { refuses: ['closed'] } },
      // unguarded: a verdict is optional
      { type: 'door.close', label: 'close' },
    ],
  });

async function problemsOf(machine: Door, samples = doorSamples(machine)): Promise<string[]> {
  const { reports } = await runPaths(machine, generatePaths(machine, samples));
  return reports.flat().flatMap((report) => report.problems);
}

describe('model harness verdicts', () => {
  it('passes a door that opens with its key and no other', async () => {
    const door = doorMachine();
    expect(verdictDeclarationProblems(door, doorSamples(door))).toEqual([]);
    expect(await problemsOf(door)).toEqual([]);
  });

  it('fails a door whose guard is inverted, naming the samples, though the model agrees with it', async () => {
    const problems = await problemsOf(doorMachine(true));
    expect(problems).toContain(
      'verdict: sample door.open {"key":"tin"} must be refused in closed, but the machine took closed --door.open [hasKey]--> open',
    );
    expect(problems).toContain(
      'verdict: sample door.open {"key":"brass"} must be accepted in closed (→ open), but the machine refused it',
    );
    // without verdicts the harness would have passed it: the model is the (inverted) machine
    expect(problems.filter((problem) => !problem.startsWith('verdict:'))).toEqual([]);
  });

  it('fails a door that opens into the wrong state', async () => {
    const door = doorMachine();
    const samples = doorSamples(door, [
      { type: 'door.open', label: 'the brass key', key: 'brass', verdict: { accepts: { closed: 'closed' } } },
    ]);
    expect(await problemsOf(door, samples)).toContain(
      'verdict: sample door.open {"key":"brass"} must go from closed to closed, but the machine is in open',
    );
  });

  it('requires a verdict on every sample of a guarded event, and names the one without', async () => {
    const door = doorMachine();
    const samples = doorSamples(door, [
      { type: 'door.open', label: 'the brass key', key: 'brass' },
      { type: 'door.open', label: 'the tin key', key: 'tin', verdict: { refuses: ['open'] } },
      { type: 'door.close', label: 'close', verdict: { accepts: { opened: 'closed' } } },
    ]);
    expect(verdictDeclarationProblems(door, samples)).toEqual([
      'event sample door.open {"key":"brass"} needs a verdict: door.open has guarded transitions',
      'event sample door.close accepts in unknown state "opened"',
    ]);
    const problems = await problemsOf(door, samples);
    expect(problems).toContainEqual(
      expect.stringMatching(/^verdict missing: sample door.open \{"key":"brass"\} is sent in closed/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^verdict missing: sample door.open \{"key":"tin"\} is sent in closed, but its verdict does not name/,
      ),
    );
  });

  it('requires the start state when start-up passes a guarded always, and checks it', async () => {
    const gate = setup({
      types: { input: {} as { open: boolean }, context: {} as { open: boolean } },
      guards: { startsOpen: ({ context }) => context.open },
    }).createMachine({
      id: 'gate',
      context: ({ input }) => ({ open: input.open }),
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'startsOpen', target: 'open' }, { target: 'shut' }] },
        open: {},
        shut: {},
      },
    });
    const unstated = defineSamples(gate, {
      scenarios: [{ name: 'open', input: { open: true } }],
      events: [],
    });
    expect(verdictDeclarationProblems(gate, unstated)).toEqual([
      'scenario "open" needs `starts`: start-up passes a guarded always',
    ]);
    const wrong = defineSamples(gate, {
      scenarios: [{ name: 'open', input: { open: true }, starts: 'shut' }],
      events: [],
    });
    const { reports } = await runPaths(gate, generatePaths(gate, wrong));
    expect(reports.flat().flatMap((report) => report.problems)).toEqual([
      'verdict: scenario "open" must start in shut, but the machine is in open',
    ]);
  });
});
