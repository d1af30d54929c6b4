import type { ActorLogic, AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type TraversalOptions } from 'xstate/graph';
import { splitSample } from '../../../machines/samples';
import { describeTransition } from './definition';
import { createProbe, eventsFor, signatureOf, type AnySamples, type ModelPath } from './model';
import { stableStringify } from './plain';

// The samples' state graph and the plans (event lists) that cover it. xstate/graph explores the
// graph (getAdjacencyMap) and finds a shortest route to every state (getShortestPaths); this file adds
// what it lacks (decision 0451): which of the definition's transitions each edge takes, routes for the
// transitions and guard "no"s no route to a state shows, and simple paths cut at a limit.

export interface Plan {
  origin: ModelPath['origin'];
  events: AnyEventObject[];
}

interface Edge {
  from: string;
  event: AnyEventObject;
  to: string;
  transitions: string[];
  /** For an edge no transition takes: the guarded transitions that said no. */
  rejectedBy: string[];
}

export interface Graph {
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

type ProbeLogic = ActorLogic<AnyMachineSnapshot, AnyEventObject, unknown>;

/**
 * The machine as xstate/graph walks it: samples lose their label and verdict before they reach the
 * machine, and each step notes which of the definition's transitions it took (the machine's own
 * microsteps, see createProbe), which xstate/graph does not report.
 */
function probeLogic(machine: AnyStateMachine) {
  const probe = createProbe(machine);
  const taken = new WeakMap<AnyMachineSnapshot, Map<AnyEventObject, string[]>>();
  const logic = {
    transition: (snapshot: AnyMachineSnapshot, sample: AnyEventObject) => {
      const next = probe.transition(snapshot, splitSample(sample).event);
      const bySample = taken.get(snapshot) ?? new Map<AnyEventObject, string[]>();
      bySample.set(sample, next.transitions);
      taken.set(snapshot, bySample);
      return next.snapshot;
    },
    getInitialSnapshot: (_scope: unknown, input: unknown) => probe.initial(input).snapshot,
  } as unknown as ProbeLogic;
  return { logic, initial: (input: unknown) => probe.initial(input).snapshot, taken };
}

/** The samples' state graph, one vertex per signature, explored breadth-first by xstate/graph. */
export function explore(machine: AnyStateMachine, samples: AnySamples, input: unknown): Graph {
  const { logic, initial, taken } = probeLogic(machine);
  const fromState = initial(input);
  let visited = 0;
  const serializeState = (snapshot: AnyMachineSnapshot) => signatureOf(samples, snapshot);
  const options: TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown> = {
    fromState,
    serializeState,
    serializeEvent: (event) => stableStringify(event),
    events: (snapshot) => {
      if ((visited += 1) > VERTEX_LIMIT) {
        throw new Error(
          `${machine.id}: more than ${VERTEX_LIMIT} states; narrow the samples (filter, signature)`,
        );
      }
      return eventsFor(samples, snapshot);
    },
  };
  const adjacency = getAdjacencyMap(logic, options);
  const graph: Graph = { order: [], snapshots: new Map(), routes: new Map(), edges: [] };
  for (const [from, { state, transitions }] of Object.entries(adjacency)) {
    graph.order.push(from);
    graph.snapshots.set(from, state);
    for (const { event, state: next } of Object.values(transitions) as Array<{
      event: AnyEventObject;
      state: AnyMachineSnapshot;
    }>) {
      const keys = taken.get(state)?.get(event) ?? [];
      graph.edges.push({
        from,
        event,
        to: serializeState(next),
        transitions: keys,
        rejectedBy: keys.length === 0 ? candidateKeys(state, event.type) : [],
      });
    }
  }
  visited = 0;
  for (const path of getShortestPaths(logic, options)) {
    // xstate/graph starts every path with the initial state under a made-up 'xstate.init' step
    graph.routes.set(
      serializeState(path.state),
      path.steps.slice(1).map((step) => step.event),
    );
  }
  return graph;
}

/**
 * Shortest test paths: one to every state, then one more for each transition of the definition
 * no path took yet, then one for each event sample a guard turns down; paths that are the start
 * of a longer path are dropped.
 */
export function shortestPlans(graph: Graph): Plan[] {
  const plans: Plan[] = [];
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
export function simplePlans(graph: Graph): {
  plans: Plan[];
  truncated: boolean;
} {
  const outgoing = new Map<string, Edge[]>();
  for (const edge of graph.edges) {
    if (edge.to === edge.from) continue;
    outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);
  }
  const plans: Plan[] = [];
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

/**
 * Plans without the ones that only begin another (or repeat it), in their first order. TestModel does
 * this only inside getPaths and compares events as plain JSON, where every Error is `{}`.
 */
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
