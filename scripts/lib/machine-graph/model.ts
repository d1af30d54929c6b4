import {
  createActor,
  setup,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import { splitSample, type MachineSamples, type SampleEvent, type Verdict } from '../../../machines/samples';
import { describeTransition } from './definition';
import { stableStringify } from './plain';

// What the model predicts: the path types, the state graph's vertex signature and the pure
// transitions (with the definition's transitions they take) that every path is replayed through.

export type PathKind = 'shortest' | 'simple';

export interface ModelStep {
  /** The event of this step (a generated `xstate.*` event stands for an actor or a timer). */
  event: AnyEventObject;
  /** The snapshot the model predicts before the event. */
  before: AnyMachineSnapshot;
  /** The snapshot the model predicts after the event. */
  after: AnyMachineSnapshot;
  /** Keys of the definition's transitions the event takes (empty: a guard or the state ignores it). */
  transitions: string[];
  /** What the sample's spec says happens (not the model: the tests check the real actor against it). */
  verdict?: Verdict;
  /** The sample's label ('a blank password'); absent for an event the samples give no payload for. */
  label?: string;
}

export interface ModelPath {
  /** 1-based, stable for a given machine definition and samples. */
  id: number;
  scenario: string;
  input: unknown;
  /** The state the scenario says the machine starts in, when it says. */
  starts?: string;
  /** Why the path exists: it reaches a state, takes a transition, shows a guard saying no, or is a sample sequence. */
  origin: 'state' | 'transition' | 'guard' | 'simple' | 'sequence';
  title: string;
  initial: AnyMachineSnapshot;
  /** Transitions taken while the actor starts (eventless ones). */
  initialTransitions: string[];
  steps: ModelStep[];
}

export interface PathSet {
  kind: PathKind;
  paths: ModelPath[];
  /** True when simple paths were cut at the limit. */
  truncated: boolean;
}

export type AnySamples = MachineSamples<AnyStateMachine>;

/** The ids of the state nodes a snapshot is in, root excluded (`restoring.refreshing`). */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.filter((node) => node.path.length > 0).map((node) => node.path.join('.'));
}

/** The state value as text: `restoring.refreshing`; parallel regions joined with ' + '. */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => {
        const inner = stateText(child);
        return inner ? `${key}.${inner}` : key;
      })
      .join(' + ');
  }
  return '';
}

export function signatureOf(samples: AnySamples, snapshot: AnyMachineSnapshot): string {
  return stableStringify(
    samples.signature
      ? samples.signature(snapshot)
      : { value: snapshot.value, context: snapshot.context, status: snapshot.status },
  );
}

/**
 * The events a snapshot handles, taken from the samples (a bare `{ type }` when none is given);
 * samples keep their `verdict` here, `replay` splits it off.
 */
export function eventsFor(samples: AnySamples, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.status !== 'active') return [];
  const candidates: SampleEvent<AnyStateMachine>[] = [
    ...samples.events,
    ...(samples.eventsFor?.(snapshot) ?? []),
  ];
  const handled = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))];
  const events: AnyEventObject[] = [];
  for (const type of handled) {
    if (type.includes('*')) continue;
    const matching = candidates.filter((event) => event.type === type);
    events.push(...(matching.length > 0 ? matching : [{ type }]));
  }
  return samples.filter ? events.filter((event) => samples.filter!(snapshot, event)) : events;
}

/**
 * Pure transitions that also report which of the definition's transitions were taken: the
 * machine's own microstep inspection events, caught on a scope that never starts an actor.
 */
export function createProbe(machine: AnyStateMachine) {
  let taken: AnyTransitionDefinition[] = [];
  // A fresh, never-started owner per start-up: a machine that invokes children with system ids
  // (the app machine) registers them in the owner's system, which refuses the same id twice.
  const createScope = () => {
    const owner = createActor(setup({}).createMachine({}));
    owner.system.inspect({
      next: (event: InspectionEvent) => {
        // the machine's own microsteps, not those of the children it creates
        if (event.type === '@xstate.microstep' && event.actorRef === owner) taken.push(...event._transitions);
      },
    });
    return {
      self: owner,
      id: '',
      sessionId: '',
      logger: () => {},
      defer: () => {},
      emit: () => {},
      stopChild: () => {},
      actionExecutor: () => {},
      system: owner.system,
    } as unknown as AnyActorScope;
  };
  let scope = createScope();
  const keys = () => {
    const result = [...new Set(taken.map((definition) => describeTransition(definition).key))];
    taken = [];
    return result;
  };
  return {
    initial(input: unknown): { snapshot: AnyMachineSnapshot; transitions: string[] } {
      scope = createScope();
      taken = [];
      const snapshot = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
      return { snapshot, transitions: keys() };
    },
    transition(
      snapshot: AnyMachineSnapshot,
      event: AnyEventObject,
    ): { snapshot: AnyMachineSnapshot; transitions: string[] } {
      taken = [];
      const next = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
      return { snapshot: next, transitions: keys() };
    },
  };
}

/** Replays events through the model: its prediction for each step. */
export function replay(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly AnyEventObject[],
): Pick<ModelPath, 'initial' | 'initialTransitions' | 'steps'> {
  const probe = createProbe(machine);
  const start = probe.initial(input);
  const steps: ModelStep[] = [];
  let current = start.snapshot;
  for (const sample of events) {
    const { event, verdict, label } = splitSample(sample);
    const next = probe.transition(current, event);
    const step: ModelStep = { event, before: current, after: next.snapshot, transitions: next.transitions };
    if (verdict) step.verdict = verdict;
    if (label) step.label = label;
    steps.push(step);
    current = next.snapshot;
  }
  return { initial: start.snapshot, initialTransitions: start.transitions, steps };
}
