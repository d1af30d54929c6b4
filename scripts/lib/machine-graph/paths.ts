import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { replay, type AnySamples, type ModelPath, type PathKind, type PathSet } from './model';
import { explore, shortestPlans, simplePlans, type Plan } from './plans';
import { pathTitle } from './wording';

// Test paths for a machine: the plans replayed on the model, titled, numbered; QA's CLI, the docs
// and the model tests all read these.
export {
  activeStateIds,
  createProbe,
  eventsFor,
  replay,
  signatureOf,
  stateText,
  type ModelPath,
  type ModelStep,
  type PathKind,
  type PathSet,
} from './model';

/**
 * Test paths for QA and the model tests, per scenario, followed by the samples' sequences.
 * Shortest (default): every state, every transition and every guard's "no" on a shortest route.
 * Simple: every acyclic route to every state, cut at a limit.
 */
export function generatePathSet(
  machine: AnyStateMachine,
  samples: AnySamples,
  options: { kind?: PathKind } = {},
): PathSet {
  const kind = options.kind ?? 'shortest';
  const result: Omit<ModelPath, 'id'>[] = [];
  let truncated = false;
  for (const scenario of samples.scenarios) {
    const graph = explore(machine, samples, scenario.input);
    let plans: Plan[];
    if (kind === 'shortest') plans = shortestPlans(graph);
    else {
      const simple = simplePlans(graph);
      plans = simple.plans;
      truncated ||= simple.truncated;
    }
    for (const plan of plans) {
      const replayed = replay(machine, scenario.input, plan.events);
      const path = {
        scenario: scenario.name,
        input: scenario.input,
        ...(scenario.starts === undefined ? {} : { starts: scenario.starts }),
        origin: plan.origin,
        ...replayed,
      };
      result.push({ ...path, title: pathTitle(path, samples, machine) });
    }
  }
  for (const sequence of samples.sequences ?? []) {
    const scenario =
      samples.scenarios.find((candidate) => candidate.name === sequence.scenario) ?? samples.scenarios[0];
    if (!scenario) throw new Error(`${machine.id}: samples need at least one scenario`);
    const replayed = replay(machine, scenario.input, sequence.events as AnyEventObject[]);
    result.push({
      scenario: scenario.name,
      input: scenario.input,
      ...(scenario.starts === undefined ? {} : { starts: scenario.starts }),
      origin: 'sequence',
      title: sequence.name,
      ...replayed,
    });
  }
  return { kind, truncated, paths: result.map((path, index) => ({ id: index + 1, ...path })) };
}

export const generatePaths = (
  machine: AnyStateMachine,
  samples: AnySamples,
  options: { kind?: PathKind } = {},
): ModelPath[] => generatePathSet(machine, samples, options).paths;
