import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { splitSample } from '../../../machines/samples';
import { describeTransition } from './definition';
import { createProbe, eventsFor, signatureOf, type AnySamples, type ModelPath } from './model';
import { stableStringify } from './plain';

// The samples' state graph, explored breadth-first on the model, and the plans (event lists) that
// cover it: shortest routes to every state, transition and guard "no", or every simple route.

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

/** Breadth-first exploration of the samples' state graph, one vertex per signature. */
export function explore(machine: AnyStateMachine, samples: AnySamples, input: unknown): Graph {
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
      const next = probe.transition(snapshot, splitSample(event).event);
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
