import { describe, expect, it } from 'vitest';
import { sessionMachine, sessionSamples } from '../../machines/session';
import { generatePaths } from '../../scripts/lib/machine-graph/paths';
import { runPath } from '../../scripts/lib/machine-graph/runner';

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
