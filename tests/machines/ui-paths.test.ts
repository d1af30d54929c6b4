import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPathsCli } from '../../scripts/lib/machine-graph/cli';
import { listMachines, loadMachine, repoRoot } from '../../scripts/lib/machine-graph/discover';
import {
  generateUiSpecs,
  loadUiMap,
  playwrightSpec,
  uiCoverage,
  uiWalks,
} from '../../scripts/lib/machine-graph/playwright';
import { sessionMachine, sessionSamples } from '../../machines/session';
import { sessionUi } from '../e2e/paths/session.ui';

// Each check walks machines against their screen maps: seconds alone, several times that when other
// work holds the cores (CPU, not a race), so the file's checks have a budget of their own.
const WALK_BUDGET = 120_000;

describe('paths through the real UI', { timeout: WALK_BUDGET }, () => {
  it('commits a generated spec per screen map, up to date (run npm run paths:e2e)', async () => {
    const specs = await generateUiSpecs(repoRoot);
    expect([...specs.keys()]).toEqual(
      expect.arrayContaining([
        'tests/e2e/paths/cardUpload.paths.spec.ts',
        'tests/e2e/paths/collection.paths.spec.ts',
        'tests/e2e/paths/dataMode.paths.spec.ts',
        'tests/e2e/paths/forgotPassword.paths.spec.ts',
        'tests/e2e/paths/notifications.paths.spec.ts',
        'tests/e2e/paths/prescreenDraft.paths.spec.ts',
        'tests/e2e/paths/recordForm.paths.spec.ts',
        'tests/e2e/paths/session.paths.spec.ts',
        'tests/e2e/paths/signUp.paths.spec.ts',
        'tests/e2e/paths/updateCheck.paths.spec.ts',
        'tests/e2e/paths/workflowSteps.paths.spec.ts',
      ]),
    );
    const stale = [...specs].filter(
      ([file, text]) => readFileSync(path.join(repoRoot, file), 'utf8') !== text,
    );
    expect(stale.map(([file]) => file)).toEqual([]);
  });

  it('prints the session spec with --format playwright', async () => {
    let stdout = '';
    const code = await runPathsCli(['session', '--format', 'playwright'], {
      stdout: (text) => void (stdout += text),
      stderr: () => {},
    });
    expect(code).toBe(0);
    expect(stdout).toBe(readFileSync(path.join(repoRoot, 'tests/e2e/paths/session.paths.spec.ts'), 'utf8'));
  });

  it('walks only what a person can do on the screen, staging failures with the demo fault switches', () => {
    const walks = uiWalks(sessionMachine, sessionUi, sessionSamples);
    const types = new Set(walks.flatMap((walk) => walk.path.steps.map((step) => step.event.type)));
    // what no one can cause from the screen is not walked: a refused recovery of a signed-in user
    expect(types.has('xstate.error.actor.fetchCurrentUser')).toBe(false);
    // a refused sign-in is the demo's switch answering 401, armed in the walk's address
    expect(types.has('xstate.error.actor.login')).toBe(true);
    expect(walks.flatMap((walk) => walk.faults)).toContain('session.login@2:401');
    const spec = playwrightSpec(sessionMachine, sessionUi, sessionSamples);
    expect(spec).toContain("await page.getByRole('button', { name: 'Sign in' }).click();");
    expect(spec).toMatch(/await page\.goto\(\s*'\/\?fault=session\.login@2:401,/);
    expect(spec).toMatch(/Not driven from the screen: .*xstate\.error\.actor\.fetchCurrentUser/);
  });

  it('makes checks and doings made more than once into functions the walks call', () => {
    const spec = playwrightSpec(sessionMachine, sessionUi, sessionSamples);
    expect(spec).toContain('async function seesAnonymous(page: Page) {');
    expect(spec).toContain('async function doTheAdminSignsIn(page: Page) {');
    expect(spec.match(/await doTheAdminSignsIn\(page\);/g)?.length).toBeGreaterThan(1);
    // what is done or checked once stays in the walk
    expect(spec).toContain(
      "await expect(page.getByText('Invalid email or password.').first()).toBeVisible();",
    );
  });

  it('walks the toasts on a clock that stands still, and names what no screen sends', async () => {
    const { notificationsMachine, notificationsSamples } = await import('../../machines/notifications');
    const { notificationsUi } = await import('../e2e/paths/notifications.ui');
    const spec = playwrightSpec(notificationsMachine, notificationsUi, notificationsSamples);
    // stopped before the first step: a toast leaves only when the walk moves the clock past its time
    const stopped = spec.indexOf('await page.clock.pauseAt(');
    expect(stopped).toBeGreaterThan(spec.indexOf('await page.goto('));
    expect(stopped).toBeLessThan(spec.indexOf('// 1. When'));
    expect(spec).toContain('Not driven from the screen: toast.clear, loader.show, loader.hide.');
  });

  it('fails clearly when the map says nothing about a state a path reaches', () => {
    const { error: _dropped, ...states } = sessionUi.states;
    expect(() => playwrightSpec(sessionMachine, { ...sessionUi, states }, sessionSamples)).toThrow(
      'session: the UI map says nothing about state error',
    );
  });
});

// Issue 42 item 4: the design card's machines (decision 0456), each walked through its real screen.
const DESIGN_CARD = [
  'session',
  'prescreenDraft',
  'cardUpload',
  'dataMode',
  'notifications',
  'updateCheck',
  'workflowSteps',
];

describe('the design card’s machines through their screens', () => {
  it.each(DESIGN_CARD)('%s: the generated walks take at least 80 % of its transitions', async (name) => {
    const entry = listMachines(repoRoot).find((machine) => machine.name === name);
    const map = await loadUiMap(name, repoRoot);
    expect(map, `${name} needs a screen map, tests/e2e/paths/${name}.ui.ts`).not.toBeNull();
    const { machine, samples } = await loadMachine(entry!, repoRoot);
    const { transitions } = uiCoverage(machine, uiWalks(machine, map!, samples!));
    const share = transitions.covered.length / transitions.all.length;
    expect(share, `${name}: ${transitions.covered.length}/${transitions.all.length}`).toBeGreaterThanOrEqual(
      0.8,
    );
  });
});

describe('a UI path that stops where nothing shows', () => {
  it('goes on with the app’s own moves until a state it can check', async () => {
    const { collectionMachine, collectionSamples } = await import('../../machines/collection');
    const { collectionUi } = await import('../e2e/paths/collection.ui');
    const spec = playwrightSpec(collectionMachine, collectionUi, collectionSamples);
    // every test ends with a check of what a person sees, never on a state that passes too fast
    const tests = spec.split(/\n\s+test\(/).slice(1);
    expect(tests.length).toBeGreaterThan(0);
    for (const body of tests) {
      const steps = body.split('\n').filter((line) => /^\s+(await|\/\/)/.test(line));
      expect(steps.at(-1)).toMatch(/^\s+await (expect\(|sees\w+\(page\);$)/);
    }
    // Reset filters is pressed only where the screen offers it: on the empty state
    expect(spec).toMatch(
      /No customers match your search'\)\.first\(\)\)\.toBeVisible\(\);\n\s+\/\/ \d+\. When the user resets/,
    );
  });
});
