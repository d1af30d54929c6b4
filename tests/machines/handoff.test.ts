import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPathsCli } from '../../scripts/lib/machine-graph/cli';
import { loadAllMachines, repoRoot } from '../../scripts/lib/machine-graph/discover';
import { pathsMarkdown, payloadOf } from '../../scripts/lib/machine-graph/format';
import { collapsePaths, HANDOFF_LIMIT } from '../../scripts/lib/machine-graph/handoff';
import { labelCountProblems } from '../../scripts/lib/machine-graph/labels';
import { generatePathSet } from '../../scripts/lib/machine-graph/paths';
import { stableStringify } from '../../scripts/lib/machine-graph/plain';
import { handoffSamples, loadUiMap } from '../../scripts/lib/machine-graph/playwright';
import { FAULT_SWITCHES } from '../../src/backend/demo/fault-switches';

const HANDOFF = 'docs/qa/test-paths.md';
const LONGEST_LINE = 160;

let generated: Promise<string> | null = null;
/** The hand-off as the CLI prints it (generated once: it walks every machine). */
const handoff = (): Promise<string> => (generated ??= generateHandoff());
/**
 * Walking every machine takes about 5 s alone and several times that when other work holds the cores:
 * CPU, not a race. It is done once, before the checks, under a budget of its own, so no check's own
 * timeout counts the walk.
 */
const WALK_BUDGET = 180_000;

async function generateHandoff(): Promise<string> {
  let stdout = '';
  const code = await runPathsCli(['--all', '--format', 'md'], {
    stdout: (text) => void (stdout += text),
    stderr: () => {},
  });
  expect(code).toBe(0);
  return stdout;
}

const machines = await loadAllMachines();
const withSamples = machines.filter((loaded) => loaded.samples !== null);
const maps = new Map(
  await Promise.all(
    withSamples.map(async (loaded) => [loaded.name, await loadUiMap(loaded.name, repoRoot)] as const),
  ),
);
/** The samples a machine's hand-off follows: its screen map's where the map says so (decision 0459). */
const samplesOf = (loaded: (typeof withSamples)[number]) =>
  handoffSamples(loaded.samples!, maps.get(loaded.name) ?? null);
const pathSets = new Map<string, ReturnType<typeof generatePathSet>>();
/** A machine's shortest hand-off paths, generated once for all the checks below. */
const pathsOf = (loaded: (typeof withSamples)[number]) => {
  const cached = pathSets.get(loaded.name) ?? generatePathSet(loaded.machine, samplesOf(loaded));
  pathSets.set(loaded.name, cached);
  return cached;
};

describe('QA hand-off paths', () => {
  beforeAll(async () => {
    await handoff();
    for (const loaded of withSamples) pathsOf(loaded);
  }, WALK_BUDGET);

  it(`${HANDOFF} is up to date (npm run -s paths -- --all --format md > ${HANDOFF})`, async () => {
    expect(readFileSync(path.join(repoRoot, HANDOFF), 'utf8')).toBe(await handoff());
  });

  it('groups every machine by the state its paths reach, with coverage', async () => {
    const text = await handoff();
    for (const loaded of withSamples) expect(text).toContain(`\n## ${loaded.name}\n\nCoverage: states `);
    expect(text).toContain('### Reaches `authenticated.working`');
    expect(text).toMatch(/\| \[session\]\(#session\) \| \d+ \| 100% \(11\/11\) \| 100% \(\d+\/\d+\) \|/);
  });

  it.each(withSamples.map((loaded) => [loaded.name, loaded] as const))(
    '%s: every sample has a short label unique among its event type',
    (_name, loaded) => {
      const lists = [loaded.samples!, samplesOf(loaded)].flatMap((samples) => [
        samples.events,
        ...(samples.sequences ?? []).map((sequence) => sequence.events),
      ]);
      for (const list of lists) {
        const seen = new Set<string>();
        for (const sample of list) {
          expect(sample.label.trim(), `${sample.type} has an empty label`).not.toBe('');
          expect(sample.label.length, `${sample.type} "${sample.label}" is too long`).toBeLessThanOrEqual(60);
          const key = `${sample.type} ${sample.label}`;
          expect(seen.has(key), `two ${sample.type} samples are both labelled "${sample.label}"`).toBe(false);
          seen.add(key);
        }
      }
    },
  );

  it.each(withSamples.map((loaded) => [loaded.name, loaded] as const))(
    '%s: the Markdown names samples by label, never their payload JSON, in lines of at most 160 characters',
    (name, loaded) => {
      const set = pathsOf(loaded);
      const text = pathsMarkdown(
        { name, machine: loaded.machine, samples: samplesOf(loaded), paths: set.paths, map: null },
        { every: true },
      );
      const steps = set.paths.flatMap((entry) => entry.steps);
      for (const step of steps) {
        const payload = payloadOf(step.event);
        if (!payload) continue;
        // a step that sends data says which sample it is, from the samples (eventsFor included)
        expect(step.label, `a ${step.event.type} step has no label`).toEqual(expect.any(String));
        expect(text).toContain(step.label!);
        expect(text).not.toContain(stableStringify(payload));
      }
      expect(text).not.toMatch(/\{"/);
      const long = text.split('\n').filter((line) => line.length > LONGEST_LINE);
      expect(long).toEqual([]);
    },
  );

  it('keeps the hand-off document within 160 characters a line, with no raw event types', async () => {
    const text = await handoff();
    const long = text.split('\n').filter((line) => line.length > LONGEST_LINE);
    expect(long).toEqual([]);
    // timers and actors are worded ('the searchDebounce wait passes (300 ms)'), never `xstate.after.…`
    expect(text).not.toMatch(/xstate\./);
  });

  it(`shows at most ${HANDOFF_LIMIT} paths a machine, near-duplicates collapsed into variants, coverage kept`, async () => {
    const text = await handoff();
    for (const loaded of withSamples) {
      const { paths } = pathsOf(loaded);
      const shown = collapsePaths(paths);
      expect(shown.length, loaded.name).toBeLessThanOrEqual(HANDOFF_LIMIT);
      // every path is shown or listed as a variant of one that proves the same thing
      const listed = shown.flatMap((entry) => [entry.path, ...entry.variants]);
      expect(listed.map((path) => path.id).sort((a, b) => a - b)).toEqual(paths.map((path) => path.id));
      for (const entry of shown)
        for (const variant of entry.variants) expect(variant.title).toBe(entry.path.title);
    }
    expect(text).toMatch(/\| \[recordForm\]\(#recordform\) \| \d+ \| 100% \(14\/14\) \| 100% \(34\/34\) \|/);
    expect(text).toContain('Variants (');
  });

  it("says in each 'Then' what the screen shows, not only a state's name", async () => {
    // a wrapped step continues on lines indented under it
    const unwrapped = (await handoff()).replace(/\n {3}(?!\*\*)/g, ' ');
    const thens = unwrapped.split('\n').filter((line) => line.includes('**Then**'));
    expect(thens.length).toBeGreaterThan(100);
    for (const line of thens)
      expect(line).toMatch(/\*\*Then\*\* (nothing changes: )?[^`(]{8,}.*\(`[^`]+`\)$/);
    // a machine with a screen map says it in the screen's words
    expect(await handoff()).toContain("**Then** the 'Start a workflow' dialog (`showing.startDialog`)");
  });

  it.each(withSamples.map((loaded) => [loaded.name, loaded] as const))(
    '%s: every failure a path needs says how to stage it, with a switch the demo has',
    (_name, loaded) => {
      const { paths } = pathsOf(loaded);
      const failures = new Set(
        paths
          .flatMap((path) => path.steps.map((step) => step.event.type))
          .filter((type) => type.startsWith('xstate.error.actor.')),
      );
      const { stage } = samplesOf(loaded);
      for (const type of failures) expect(stage?.[type], `${type} has no stage`).toBeDefined();
      for (const staging of Object.values(stage ?? {})) {
        if ('fault' in staging) expect(Object.keys(FAULT_SWITCHES)).toContain(staging.fault);
        else expect(staging.how.length).toBeGreaterThan(10);
      }
    },
  );

  it('prints how to stage a failure where the path needs it', async () => {
    const text = await handoff();
    expect(text).toContain(
      '**Stage it**: `?fault=prescreening.saveCard` on opening the screen, or Fail the next call for `prescreening.saveCard` in Demo faults before step',
    );
    // a failure after a call of the same switch went through counts calls: the second load fails
    expect(text).toMatch(/`\?fault=workflows\.forSubmission@2`/);
  });

  it.each(withSamples.map((loaded) => [loaded.name, loaded] as const))(
    "%s: a label's counts match its sample's data",
    (_name, loaded) => {
      const { paths } = pathsOf(loaded);
      const problems = new Set(
        paths.flatMap((path) =>
          path.steps.flatMap((step) => (step.label ? labelCountProblems(step.label, step.event) : [])),
        ),
      );
      expect([...problems]).toEqual([]);
    },
  );

  it('follows what the demo holds where a screen map says so: the prescreen review of submission 1', async () => {
    const text = await handoff();
    const section = text.slice(text.indexOf('\n## prescreenDraft\n'), text.indexOf('\n## quickCustomer\n'));
    // the tester is told where to go and as whom, and sees the demo's three cards
    expect(section).toContain(
      '**Given** an admin opens the review of submission 1 (`/prescreen/1`, signed in as the admin)',
    );
    expect(section).toContain('**Then** card 2 of 3 on screen');
    expect(section).not.toMatch(/ of 2 on screen/);
  });

  it('finds a label whose count its data does not hold', () => {
    const event = { type: 'xstate.done.actor.loadReview', output: { cards: [{ id: '1' }, { id: '2' }] } };
    expect(labelCountProblems('three cards arrive, nothing drafted', event)).toEqual([
      'xstate.done.actor.loadReview "three cards arrive, nothing drafted" says three cards, the data has 2',
    ]);
    expect(labelCountProblems('two cards arrive', event)).toEqual([]);
    expect(labelCountProblems('toast 2', event)).toEqual([]);
  });

  it('keeps the full payloads in the JSON format', async () => {
    let stdout = '';
    await runPathsCli(['forgotPassword', '--format', 'json'], {
      stdout: (text) => void (stdout += text),
      stderr: () => {},
    });
    const steps = (
      JSON.parse(stdout) as { paths: { steps: { label: string | null; event: Record<string, unknown> }[] }[] }
    ).paths.flatMap((entry) => entry.steps);
    expect(steps).toContainEqual(
      expect.objectContaining({
        label: 'not an email',
        event: { type: 'forgotPassword.submit', email: 'not-an-email' },
      }),
    );
  });
});
