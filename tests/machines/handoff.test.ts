import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPathsCli } from '../../scripts/lib/machine-graph/cli';
import { loadAllMachines, repoRoot } from '../../scripts/lib/machine-graph/discover';
import { pathsMarkdown } from '../../scripts/lib/machine-graph/format';
import { generatePathSet } from '../../scripts/lib/machine-graph/paths';
import { coverageOfPaths } from '../../scripts/lib/machine-graph/coverage';
import { payloadOf } from '../../scripts/lib/machine-graph/format';
import { stableStringify } from '../../scripts/lib/machine-graph/plain';

const HANDOFF = 'docs/qa/test-paths.md';
const LONGEST_LINE = 160;

async function handoff(): Promise<string> {
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

describe('QA hand-off paths', () => {
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
      const samples = loaded.samples!;
      const lists = [samples.events, ...(samples.sequences ?? []).map((sequence) => sequence.events)];
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
      const set = generatePathSet(loaded.machine, loaded.samples!);
      const text = pathsMarkdown(name, set, coverageOfPaths(loaded.machine, set.paths), loaded.samples);
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

  it('keeps the hand-off document within 160 characters a line', async () => {
    const long = (await handoff()).split('\n').filter((line) => line.length > LONGEST_LINE);
    expect(long).toEqual([]);
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
