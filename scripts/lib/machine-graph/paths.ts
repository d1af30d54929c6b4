import {
  createActor,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import type { MachineSamples, SampleEvent } from '../../../machines/samples';
import { describeTransition } from './definition';
import { stableStringify } from './plain';

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
}

export interface ModelPath {
  /** 1-based, stable for a given machine definition and samples. */
  id: number;
  scenario: string;
  input: unknown;
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

type AnySamples = MachineSamples<AnyStateMachine>;

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

/** The events a snapshot handles, taken from the samples (a bare `{ type }` when none is given). */
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
  const owner = createActor(machine);
  let taken: AnyTransitionDefinition[] = [];
  owner.system.inspect({
    next: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep') taken.push(...event._transitions);
    },
  });
  const scope = {
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
  const keys = () => {
    const result = [...new Set(taken.map((definition) => describeTransition(definition).key))];
    taken = [];
    return result;
  };
  return {
    initial(input: unknown): { snapshot: AnyMachineSnapshot; transitions: string[] } {
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
  for (const event of events) {
    const next = probe.transition(current, event);
    steps.push({ event, before: current, after: next.snapshot, transitions: next.transitions });
    current = next.snapshot;
  }
  return { initial: start.snapshot, initialTransitions: start.transitions, steps };
}

interface Edge {
  from: string;
  event: AnyEventObject;
  to: string;
  transitions: string[];
  /** For an edge no transition takes: the guarded transitions that said no. */
  rejectedBy: string[];
}

interface Graph {
  order: string[];
  snapshots: Map<string, AnyMachineSnapshot>;
  /** The event sequence of a shortest route to each vertex. */
  routes: Map<string, AnyEventObject[]>;
  edges: Edge[];
}

/** Guarded transitions the active states define for an event type. */
function candidateKeys(snapshot: AnyMachineSnapshot, type: string): string[] {
  return snapshot._nodes.flatMap((node) =>
    (node.transitions.get(type) ?? []).map((definition) => describeTransition(definition).key),
  );
}

/** A guard's "no" is shown once per event sample and set of guarded transitions. */
const rejectionKey = (edge: Edge) => `${edge.rejectedBy.join(' | ')} ${stableStringify(edge.event)}`;

const VERTEX_LIMIT = 5000;

/** Breadth-first exploration of the samples' state graph, one vertex per signature. */
function explore(machine: AnyStateMachine, samples: AnySamples, input: unknown): Graph {
  const probe = createProbe(machine);
  const initial = probe.initial(input).snapshot;
  const start = signatureOf(samples, initial);
  const graph: Graph = {
    order: [start],
    snapshots: new Map([[start, initial]]),
    routes: new Map([[start, []]]),
    edges: [],
  };
  for (let index = 0; index < graph.order.length; index += 1) {
    const from = graph.order[index]!;
    const snapshot = graph.snapshots.get(from)!;
    for (const event of eventsFor(samples, snapshot)) {
      const next = probe.transition(snapshot, event);
      const to = signatureOf(samples, next.snapshot);
      graph.edges.push({
        from,
        event,
        to,
        transitions: next.transitions,
        rejectedBy: next.transitions.length === 0 ? candidateKeys(snapshot, event.type) : [],
      });
      if (!graph.snapshots.has(to)) {
        if (graph.order.length >= VERTEX_LIMIT) {
          throw new Error(
            `${machine.id}: more than ${VERTEX_LIMIT} states; narrow the samples (filter, signature)`,
          );
        }
        graph.order.push(to);
        graph.snapshots.set(to, next.snapshot);
        graph.routes.set(to, [...graph.routes.get(from)!, event]);
      }
    }
  }
  return graph;
}

/**
 * Shortest test paths: one to every state, then one more for each transition of the definition
 * no path took yet, then one for each event sample a guard turns down; paths that are the start
 * of a longer path are dropped.
 */
function shortestPlans(graph: Graph): Array<{ origin: ModelPath['origin']; events: AnyEventObject[] }> {
  const plans: Array<{ origin: ModelPath['origin']; events: AnyEventObject[] }> = [];
  const covered = new Set<string>();
  const edgeKey = (from: string, event: AnyEventObject) => `${from} ${stableStringify(event)}`;
  const edges = new Map(graph.edges.map((edge) => [edgeKey(edge.from, edge.event), edge]));
  const rejected = new Set<string>();
  const walk = (events: AnyEventObject[]) => {
    let at = graph.order[0]!;
    for (const event of events) {
      const edge = edges.get(edgeKey(at, event))!;
      for (const key of edge.transitions) covered.add(key);
      if (edge.rejectedBy.length) rejected.add(rejectionKey(edge));
      at = edge.to;
    }
  };
  for (const vertex of graph.order) {
    const events = graph.routes.get(vertex)!;
    plans.push({ origin: 'state', events });
    walk(events);
  }
  for (const edge of graph.edges) {
    if (edge.transitions.every((key) => covered.has(key))) continue;
    const events = [...graph.routes.get(edge.from)!, edge.event];
    plans.push({ origin: 'transition', events });
    walk(events);
  }
  for (const edge of graph.edges) {
    if (edge.rejectedBy.length === 0 || rejected.has(rejectionKey(edge))) continue;
    const events = [...graph.routes.get(edge.from)!, edge.event];
    plans.push({ origin: 'guard', events });
    walk(events);
  }
  return dropPrefixes(plans);
}

const SIMPLE_PATH_LIMIT = 500;

/** Every route without a repeated state to every state (depth-first), up to a limit. */
function simplePlans(graph: Graph): {
  plans: Array<{ origin: ModelPath['origin']; events: AnyEventObject[] }>;
  truncated: boolean;
} {
  const outgoing = new Map<string, Edge[]>();
  for (const edge of graph.edges) {
    if (edge.to === edge.from) continue;
    outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);
  }
  const plans: Array<{ origin: ModelPath['origin']; events: AnyEventObject[] }> = [];
  let truncated = false;
  const visit = (vertex: string, seen: Set<string>, events: AnyEventObject[]) => {
    if (plans.length >= SIMPLE_PATH_LIMIT) {
      truncated = true;
      return;
    }
    plans.push({ origin: 'simple', events });
    for (const edge of outgoing.get(vertex) ?? []) {
      if (seen.has(edge.to)) continue;
      seen.add(edge.to);
      visit(edge.to, seen, [...events, edge.event]);
      seen.delete(edge.to);
    }
  };
  const start = graph.order[0]!;
  visit(start, new Set([start]), []);
  return { plans: dropPrefixes(plans), truncated };
}

function dropPrefixes<T extends { events: AnyEventObject[] }>(plans: T[]): T[] {
  const keys = plans.map((plan) => plan.events.map((event) => stableStringify(event)));
  return plans.filter((_, index) => {
    const mine = keys[index]!;
    return !keys.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        (other.length > mine.length || (other.length === mine.length && otherIndex < index)) &&
        mine.every((key, position) => other[position] === key),
    );
  });
}

function pathTitle(path: Pick<ModelPath, 'initial' | 'steps' | 'origin'>): string {
  const last = path.steps.at(-1);
  if (!last) return `starts in ${stateText(path.initial.value)}`;
  if (last.transitions.length === 0)
    return `${last.event.type} is ignored in ${stateText(last.before.value)}`;
  return `reaches ${stateText(last.after.value)} after ${last.event.type}`;
}

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
    let plans: Array<{ origin: ModelPath['origin']; events: AnyEventObject[] }>;
    if (kind === 'shortest') plans = shortestPlans(graph);
    else {
      const simple = simplePlans(graph);
      plans = simple.plans;
      truncated ||= simple.truncated;
    }
    for (const plan of plans) {
      const replayed = replay(machine, scenario.input, plan.events);
      const path = { scenario: scenario.name, input: scenario.input, origin: plan.origin, ...replayed };
      result.push({ ...path, title: pathTitle(path) });
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
