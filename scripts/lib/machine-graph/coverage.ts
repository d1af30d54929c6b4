import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { stateLabel, stateNodesOf, transitionsOf, type TransitionInfo } from './definition';
import { activeStateIds, type ModelPath } from './model';

// State and transition coverage: xstate v5 has no coverage API, so the states are counted from the
// snapshots a run visits and the transitions from the definition's transitions it takes.

export interface CoverageFigures {
  states: { covered: string[]; all: string[] };
  transitions: { covered: string[]; all: string[] };
}

export class CoverageCollector {
  private readonly states = new Set<string>();
  private readonly transitions = new Set<string>();
  private readonly definitions: Map<string, TransitionInfo>;

  constructor(private readonly machine: AnyStateMachine) {
    this.definitions = new Map(transitionsOf(machine).map((info) => [info.key, info]));
  }

  visit(snapshot: AnyMachineSnapshot): void {
    for (const id of activeStateIds(snapshot)) this.states.add(id);
  }

  /** A taken transition also visits its source state (a transient state is never at rest). */
  take(key: string): void {
    this.transitions.add(key);
    const source = this.definitions.get(key)?.source;
    if (!source || source === '(root)') return;
    const parts = source.split('.');
    for (let length = 1; length <= parts.length; length += 1)
      this.states.add(parts.slice(0, length).join('.'));
  }

  figures(): CoverageFigures {
    const allStates = stateNodesOf(this.machine).map(stateLabel);
    const allTransitions = transitionsOf(this.machine).map((info) => info.key);
    return {
      states: { covered: allStates.filter((id) => this.states.has(id)), all: allStates },
      transitions: {
        covered: allTransitions.filter((key) => this.transitions.has(key)),
        all: allTransitions,
      },
    };
  }
}

const percent = (covered: number, all: number) => (all === 0 ? 100 : Math.floor((covered / all) * 100));

/** `session: states 100% (9/9), transitions 100% (12/12)` */
export function formatCoverage(name: string, figures: CoverageFigures): string {
  const { states, transitions } = figures;
  return (
    `${name}: states ${percent(states.covered.length, states.all.length)}% ` +
    `(${states.covered.length}/${states.all.length}), transitions ` +
    `${percent(transitions.covered.length, transitions.all.length)}% ` +
    `(${transitions.covered.length}/${transitions.all.length})`
  );
}

/** Coverage the model predicts for a set of paths (no actor runs): what the paths CLI reports. */
export function coverageOfPaths(machine: AnyStateMachine, paths: readonly ModelPath[]): CoverageFigures {
  const collector = new CoverageCollector(machine);
  for (const path of paths) {
    collector.visit(path.initial);
    for (const key of path.initialTransitions) collector.take(key);
    for (const step of path.steps) {
      collector.visit(step.after);
      for (const key of step.transitions) collector.take(key);
    }
  }
  return collector.figures();
}
