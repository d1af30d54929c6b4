import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { describeTransition, guardLabel, stateNodesOf, type TransitionInfo } from './definition';

/** Mermaid-safe identifier of a state node: its path joined with underscores. */
const idOf = (node: AnyStateNode) => node.path.join('_');

function clean(text: string): string {
  return text
    .replace(/[;#{}:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Readable edge label: event (or actor done/error, delay, always) and guard. */
export function transitionLabel(info: TransitionInfo, machine: AnyStateMachine): string {
  let event: string;
  switch (info.kind) {
    case 'done':
      event = `${info.event.slice('xstate.done.actor.'.length)} done`;
      break;
    case 'error':
      event = `${info.event.slice('xstate.error.actor.'.length)} error`;
      break;
    case 'after': {
      const delay = info.event.slice('xstate.after.'.length).split('.')[0] ?? '';
      const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
      event = /^\d+$/.test(delay)
        ? `after ${delay} ms`
        : typeof configured === 'number'
          ? `after ${delay} (${configured} ms)`
          : `after ${delay}`;
      break;
    }
    case 'always':
      event = 'always';
      break;
    default:
      event = info.event;
  }
  return clean(info.guard ? `${event} [${info.guard}]` : event);
}

/**
 * A Mermaid stateDiagram-v2 of the machine, walked from `machine.root`: nested and parallel
 * states, initial and final markers, event, delayed, invoke done/error and eventless transitions.
 * Root-level transitions that change state are drawn from every top-level state; root-level
 * transitions that only run actions are listed in a note.
 */
export function machineToMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const topLevel = Object.values(machine.root.states) as AnyStateNode[];

  const renderNode = (node: AnyStateNode, indent: string) => {
    const id = idOf(node);
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.path.length > 1 || children.length > 0) lines.push(`${indent}state "${node.key}" as ${id}`);
    else lines.push(`${indent}${id}`);
    if (children.length > 0) {
      lines.push(`${indent}state ${id} {`);
      renderChildren(node, `${indent}  `);
      lines.push(`${indent}}`);
    }
    for (const invoke of node.invoke) lines.push(`${indent}${id} : invokes ${clean(String(invoke.src))}`);
    if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  };

  const renderChildren = (parent: AnyStateNode, indent: string) => {
    const children = Object.values(parent.states) as AnyStateNode[];
    if (parent.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`);
        renderNode(child, indent);
      });
      return;
    }
    const initial = parent.initial?.target?.[0];
    if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
    for (const child of children) renderNode(child, indent);
  };

  renderChildren(machine.root, '  ');

  const everyState: string[] = [];
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    const definitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const definition of definitions) {
      const info = describeTransition(definition);
      const label = transitionLabel(info, machine);
      const targets = definition.target ?? [];
      if (node === machine.root) {
        if (targets.length === 0) {
          everyState.push(label);
          continue;
        }
        for (const from of topLevel.filter((state) => state.type !== 'final')) {
          for (const target of targets)
            lines.push(`  ${idOf(from)} --> ${idOf(target)} : ${label} (any state)`);
        }
        continue;
      }
      if (targets.length === 0) lines.push(`  ${idOf(node)} --> ${idOf(node)} : ${label}`);
      for (const target of targets) lines.push(`  ${idOf(node)} --> ${idOf(target)} : ${label}`);
    }
  }
  if (everyState.length > 0 && topLevel[0]) {
    lines.push(`  note right of ${idOf(topLevel[0])}`);
    lines.push('    In every state (actions only):');
    for (const label of everyState) lines.push(`    ${label}`);
    lines.push('  end note');
  }
  return lines.join('\n');
}

export { guardLabel };
