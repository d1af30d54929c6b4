import { describe, expect, it } from 'vitest';
import { runPathsCli } from '../../scripts/lib/machine-graph/cli';

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPathsCli(argv, {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
  });
  return { code, stdout, stderr };
}

describe('paths CLI', () => {
  it('lists the machines without a name', async () => {
    const { code, stdout } = await run();
    expect(code).toBe(0);
    expect(stdout).toMatch(/session\s+11 states\s+19 transitions/);
  });

  it('prints numbered Given/When/Then steps with coverage, each Then in the screen’s words', async () => {
    const { code, stdout } = await run('forgotPassword');
    expect(code).toBe(0);
    expect(stdout).toContain('Coverage: states 100% (4/4), transitions 100% (4/4)');
    expect(stdout).toContain(
      '**Given** a signed-out person opens it (`/reset-password`): the reset password form (`idle`)',
    );
    expect(stdout).toContain('**When** the user asks for a reset link — a valid email');
    expect(stdout).toContain('**When** the server takes the request — the server answered');
    expect(stdout).toContain('**Stage it**: `?fault=session.requestPasswordReset`');
    expect(stdout).toMatch(/### Path \d+: refused in `idle`: the user asks for a reset link — not an email/);
    expect(stdout).toContain('**Then** the confirmation (`submitted`)');
  });

  it('--to STATE lists only the paths that end there (a parent state keeps its children)', async () => {
    const { code, stdout, stderr } = await run('prescreenDraft', '--to', 'reviewing.saving');
    expect(code).toBe(0);
    expect(stderr).toMatch(/prescreenDraft: \d+ shortest paths/);
    const reached = [...stdout.matchAll(/^## Reaches `([^`]+)`/gm)].map((match) => match[1]);
    expect(reached).toEqual(['reviewing.saving']);
    const parent = await run('prescreenDraft', '--to', 'reviewing');
    expect([...parent.stdout.matchAll(/^## Reaches `([^`]+)`/gm)].map((match) => match[1]).sort()).toEqual([
      'reviewing.editing',
      'reviewing.saving',
    ]);
    expect((await run('prescreenDraft', '--to', 'nowhere')).code).toBe(1);
    expect((await run('prescreenDraft', '--to')).code).toBe(2);
    // the review's paths over the demo's three cards, twice: 5 s alone, more on a busy machine
  }, 60_000);

  it('--every prints every path instead of collapsing near-duplicates', async () => {
    const collapsed = (await run('recordForm')).stdout.match(/^### Path /gm)?.length ?? 0;
    const every = (await run('recordForm', '--every')).stdout.match(/^### Path /gm)?.length ?? 0;
    expect(collapsed).toBeLessThanOrEqual(40);
    expect(every).toBeGreaterThan(collapsed);
    // recordForm's paths, twice: 3 s alone, more on a busy machine
  }, 60_000);

  it('prints only JSON on stdout with --format json', async () => {
    const { code, stdout, stderr } = await run('session', '--format', 'json');
    expect(code).toBe(0);
    const parsed = JSON.parse(stdout) as {
      coverage: { states: { percent: number }; transitions: { percent: number } };
      paths: Array<{
        steps: Array<{
          state: string;
          event: { type: string } & Record<string, unknown>;
          nextState: string;
          verdict: unknown;
        }>;
      }>;
    };
    expect(parsed.coverage.states.percent).toBe(100);
    expect(parsed.coverage.transitions.percent).toBe(100);
    expect(parsed.paths[0]!.steps[0]).toMatchObject({
      state: 'restoring.refreshing',
      event: { type: expect.any(String) },
    });
    const login = parsed.paths
      .flatMap((path) => path.steps)
      .find((step) => step.event.type === 'session.login');
    expect(login?.event).toMatchObject({ email: expect.any(String), password: expect.any(String) });
    // the spec's verdict travels beside the event, not inside it
    const refused = parsed.paths
      .flatMap((path) => path.steps)
      .find((step) => step.event.type === 'session.login' && step.event.password === '');
    expect(refused?.verdict).toEqual({ state: 'anonymous', accepted: false });
    expect(refused?.event).not.toHaveProperty('verdict');
    expect(stderr).toMatch(/session: \d+ shortest paths/);
  });

  it('lists simple paths with --simple', async () => {
    const { code, stdout } = await run('session', '--simple', '--format=json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ kind: 'simple' });
  });

  it('fails clearly on an unknown machine or option', async () => {
    expect(await run('nope')).toMatchObject({ code: 1, stdout: '' });
    expect((await run('session', '--format', 'xml')).code).toBe(2);
  });
});
