import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** One transition of the machine's definition, as coverage counts it. */
export interface TransitionInfo {
  /** `source --event [guard]--> targets`: the coverage identity. */
  key: string;
  source: string;
  /** The event type; '' for an eventless (`always`) transition. */
  event: string;
  kind: 'event' | 'after' | 'done' | 'error' | 'always';
  guard: string | undefined;
  /** Target state ids; empty when the transition stays in its state (actions only). */
  targets: string[];
  /** Named actions in order (built-in actions show their kind, e.g. xstate.assign). */
  actions: string[];
  description: string | undefined;
}

/** Every state node except the root, in document order. */
export const stateNodesOf = (machine: AnyStateMachine): AnyStateNode[] => getStateNodes(machine);

/** A state node's id without the machine id: `restoring.refreshing`. */
export function stateLabel(node: AnyStateNode): string {
  return node.path.length === 0 ? '(root)' : node.path.join('.');
}

export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    const kind = (guard as { type?: unknown }).type;
    if (Array.isArray(inner) && typeof kind === 'string') {
      return `${kind.replace(/^xstate\./, '')}(${inner.map(guardLabel).join(', ')})`;
    }
    return guard.name || 'inline';
  }
  return 'inline';
}

function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action && typeof (action as { type?: unknown }).type === 'string') {
    return (action as { type: string }).type;
  }
  if (typeof action === 'function') {
    const kind = (action as { type?: unknown }).type;
    return typeof kind === 'string' ? kind : action.name || 'inline';
  }
  return 'inline';
}

export function kindOf(eventType: string): TransitionInfo['kind'] {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  return 'event';
}

export function describeTransition(transition: AnyTransitionDefinition): TransitionInfo {
  const source = stateLabel(transition.source);
  const event = transition.eventType;
  const guard = guardLabel(transition.guard);
  const targets = (transition.target ?? []).map(stateLabel);
  const key = `${source} --${event || 'always'}${guard ? ` [${guard}]` : ''}--> ${
    targets.length ? targets.join(', ') : '(stays)'
  }`;
  return {
    key,
    source,
    event,
    kind: kindOf(event),
    guard,
    targets,
    actions: transition.actions.map(actionLabel),
    description: transition.description,
  };
}

/** All transitions of the definition: `on`, `after`, invoke `onDone`/`onError` and `always`. */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  const result: TransitionInfo[] = [];
  const seen = new Set<string>();
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    const definitions: AnyTransitionDefinition[] = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []),
    ];
    for (const definition of definitions) {
      const info = describeTransition(definition);
      if (seen.has(info.key)) continue;
      seen.add(info.key);
      result.push(info);
    }
  }
  return result;
}

/** The named actors a machine invokes (by `src`), with their invoke ids. */
export function invokedActorsOf(machine: AnyStateMachine): Array<{ id: string; src: string; state: string }> {
  return [machine.root, ...stateNodesOf(machine)].flatMap((node) =>
    node.invoke.map((definition) => ({
      id: definition.id,
      src: String(definition.src),
      state: stateLabel(node),
    })),
  );
}
