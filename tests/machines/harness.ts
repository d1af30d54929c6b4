/**
 * Model-based test harness: a machine's generated paths (shortest routes to every state, every
 * transition and every guard's "no", plus the samples' sequences) are walked on the REAL machine
 * with stubbed invoked actors and a SimulatedClock; each step is compared with the model and with
 * the sample's verdict (the spec's accept/refuse and target, which the model cannot supply: the model
 * IS the machine), then the spec's own checks run. A new machine needs only a spec: the machine, its samples, and executors or
 * checks where the defaults (send the event, resolve/reject the stub, advance the clock) are not enough.
 */
import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MachineSamples } from '../../machines/samples';
import { generatePathSet, stateText, type ModelPath } from '../../scripts/lib/machine-graph/paths';
import { stableStringify } from '../../scripts/lib/machine-graph/plain';
import { CoverageCollector, formatCoverage } from '../../scripts/lib/machine-graph/coverage';
import { runPath, type RunOptions, type StepReport } from '../../scripts/lib/machine-graph/runner';
import { verdictDeclarationProblems } from '../../scripts/lib/machine-graph/verdicts';

export interface ModelSpec<TMachine extends AnyStateMachine> extends RunOptions {
  /** The machine's folder name under machines/ (the registry test matches on it). */
  name: string;
  machine: TMachine;
  samples: MachineSamples<TMachine>;
  /**
   * Transitions of a shared machine that this screen's configuration never takes (e.g. a form that
   * finishes on save never takes recordForm's stay-open transition), each with the reason; the
   * machine's own model test must cover them.
   */
  notTaken?: ReadonlyArray<{ transition: string; why: string }>;
}

export const eventText = (event: { type: string }): string => {
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${stableStringify(payload)}` : type;
};

function stepText(report: StepReport): string {
  const where = `path ${report.path.id} (${report.path.title}), step ${report.index}`;
  const before = report.path.steps[report.index - 1]?.before ?? report.expected;
  return `${where}: when ${eventText(report.event)} in ${stateText(before.value)}`;
}

/** Registers one vitest test per path and a final coverage test (which prints the figures). */
export function describeModel<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): ModelPath[] {
  const { paths } = generatePathSet(spec.machine, spec.samples as MachineSamples<AnyStateMachine>);
  const collector = new CoverageCollector(spec.machine);
  const ran = new Set<number>();
  const run = async (path: ModelPath) => {
    ran.add(path.id);
    return runPath(spec.machine, path, spec, collector);
  };

  describe(`${spec.name} model`, () => {
    it('has paths', () => {
      expect(paths.length).toBeGreaterThan(0);
    });

    it('declares the spec verdict of every sample of a guarded event', () => {
      const problems = verdictDeclarationProblems(
        spec.machine,
        spec.samples as MachineSamples<AnyStateMachine>,
      );
      expect(problems, 'add verdict: { accepts, refuses } to these samples').toEqual([]);
    });

    for (const path of paths) {
      const trail = path.steps.map((step) => step.event.type).join(' → ') || '(start)';
      it(`path ${path.id} [${path.origin}] ${path.title}: ${trail}`, async () => {
        const reports = await run(path);
        for (const report of reports) expect(report.problems, stepText(report)).toEqual([]);
        expect(reports).toHaveLength(path.steps.length + 1);
      });
    }

    it('covers every state and every transition of the definition', async () => {
      for (const path of paths) if (!ran.has(path.id)) await run(path);
      const figures = collector.figures();
      console.log(formatCoverage(spec.name, figures));
      const missingStates = figures.states.all.filter((id) => !figures.states.covered.includes(id));
      const excused = new Set((spec.notTaken ?? []).map((entry) => entry.transition));
      const missingTransitions = figures.transitions.all.filter(
        (key) => !figures.transitions.covered.includes(key) && !excused.has(key),
      );
      expect(missingStates, 'states no path visits').toEqual([]);
      expect(missingTransitions, 'transitions no path takes').toEqual([]);
    });
  });
  return paths;
}

/** The effect actions a step ran, by name. */
export const actionTypes = (report: StepReport): string[] => report.actions.map((action) => action.type);

/**
 * The step as a change: the snapshot after it, the one before it on the same path (undefined at the
 * start), and how many invoked-actor calls there were before it (`stubs.calls.slice(callsBefore)` are
 * the ones this step started).
 */
export function stepChange<TSnapshot>(
  report: StepReport,
  { stubs, scratch }: { stubs: { calls: readonly unknown[] }; scratch: Map<string, unknown> },
): { snapshot: TSnapshot; before: TSnapshot | undefined; callsBefore: number } {
  const snapshot = report.actual as TSnapshot;
  const before = scratch.get('previous') as TSnapshot | undefined;
  const callsBefore = (scratch.get('calls') as number | undefined) ?? 0;
  scratch.set('previous', snapshot);
  scratch.set('calls', stubs.calls.length);
  return { snapshot, before, callsBefore };
}
