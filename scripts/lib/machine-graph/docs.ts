import type { AnyEventObject, AnyStateMachine, AnyStateNode } from 'xstate';
import { splitSample, type MachineSamples } from '../../../machines/samples';
import { effectActionNames } from './runner';
import { invokedActorsOf, stateLabel, stateNodesOf, transitionsOf } from './definition';
import type { LoadedMachine } from './discover';
import { pathsMarkdown, payloadOf } from './format';
import { machineToMermaid, transitionLabel } from './mermaid';
import { generatePathSet } from './paths';
import { stableStringify, toPlain } from './plain';

const code = (text: string) => `\`${text.replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The merged shape of sample values: primitive kinds, and objects with their fields merged. */
interface Shape {
  kinds: Set<string>;
  objects: number;
  fields: Map<string, { shape: Shape; count: number }>;
  items: Shape | null;
}

const emptyShape = (): Shape => ({ kinds: new Set(), objects: 0, fields: new Map(), items: null });

function addToShape(shape: Shape, value: unknown): void {
  if (value === null) shape.kinds.add('null');
  else if (Array.isArray(value)) {
    shape.kinds.add('array');
    shape.items ??= emptyShape();
    for (const item of value) addToShape(shape.items, item);
  } else if (typeof value === 'object') {
    shape.kinds.add('object');
    shape.objects += 1;
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      const entry = shape.fields.get(key) ?? { shape: emptyShape(), count: 0 };
      entry.count += 1;
      addToShape(entry.shape, field);
      shape.fields.set(key, entry);
    }
  } else shape.kinds.add(typeof value);
}

function renderShape(shape: Shape): string {
  const parts = [...shape.kinds].sort().map((kind) => {
    if (kind === 'object') {
      const fields = [...shape.fields.entries()].map(
        ([key, entry]) => `${key}${entry.count < shape.objects ? '?' : ''}: ${renderShape(entry.shape)}`,
      );
      return `{ ${fields.join(', ')} }`;
    }
    if (kind === 'array')
      return shape.items && shape.items.kinds.size ? `${renderShape(shape.items)}[]` : 'unknown[]';
    return kind;
  });
  return parts.join(' | ') || 'unknown';
}

/** `{ email: string, password: string }` from the samples of one event type (`?`: not always given). */
export function payloadShape(events: readonly AnyEventObject[]): string {
  const shape = emptyShape();
  for (const event of events) addToShape(shape, payloadOf(event) ?? {});
  return shape.fields.size === 0 ? '—' : renderShape(shape);
}

/** Every sample event of each type: the static samples, then what the generated paths used. */
function samplesByType(samples: MachineSamples<AnyStateMachine> | null, pathEvents: AnyEventObject[]) {
  const byType = new Map<string, AnyEventObject[]>();
  const seen = new Set<string>();
  const sampleEvents = (samples?.events ?? []).map((sample) => splitSample(sample).event);
  for (const event of [...sampleEvents, ...pathEvents] as AnyEventObject[]) {
    const key = stableStringify(event);
    if (seen.has(key)) continue;
    seen.add(key);
    byType.set(event.type, [...(byType.get(event.type) ?? []), event]);
  }
  return byType;
}

const stateList = (states: readonly string[]) =>
  states.map((state) => (state === '*' ? 'any state' : code(state))).join(', ');

/** The samples' verdicts (static ones; state-dependent samples are judged in the samples file). */
function verdictLines(samples: MachineSamples<AnyStateMachine> | null): string[] {
  const all = [
    ...(samples?.events ?? []),
    ...(samples?.sequences ?? []).flatMap((sequence) => sequence.events),
  ];
  const rows = new Map<string, string>();
  for (const sample of all) {
    const { event, verdict } = splitSample(sample);
    if (!verdict) continue;
    const payload = payloadOf(event);
    const accepts = Object.entries(verdict.accepts ?? {}).map(
      ([from, to]) => `${stateList([from])} → ${to === '*' ? 'stays' : code(to)}`,
    );
    const row = `| ${code(event.type)} | ${payload ? code(stableStringify(payload)) : '—'} | ${
      accepts.join(', ') || '—'
    } | ${verdict.refuses?.length ? stateList(verdict.refuses) : '—'} |`;
    rows.set(row, row);
  }
  if (rows.size === 0) return [];
  return [
    '## Verdicts',
    '',
    'What the spec says each sample does; the model tests check the real machine against it.',
    '',
    '| Event | Sample | Accepted in → goes to | Refused in |',
    '| --- | --- | --- | --- |',
    ...rows.values(),
    '',
  ];
}

const describeNode = (node: AnyStateNode) => node.description ?? node.config.description ?? '';

/** The generated Markdown page of one machine. */
export function machineDoc(loaded: LoadedMachine): string {
  const { machine, samples, name } = loaded;
  const transitions = transitionsOf(machine);
  const set = samples ? generatePathSet(machine, samples) : null;
  const pathEvents = set ? set.paths.flatMap((path) => path.steps.map((step) => step.event)) : [];
  const byType = samplesByType(samples, pathEvents);
  const lines: string[] = [];

  lines.push(`# ${name}`, '');
  lines.push(
    `<!-- Generated by \`npm run machines:docs\` from ${loaded.machineFile}${
      loaded.samplesFile ? ` and ${loaded.samplesFile}` : ''
    }. Do not edit by hand. -->`,
    '',
  );
  if (machine.root.description) lines.push(machine.root.description, '');

  lines.push('## Diagram', '', '```mermaid', machineToMermaid(machine), '```', '');

  lines.push('## States', '', '| State | Type | Description |', '| --- | --- | --- |');
  for (const node of stateNodesOf(machine)) {
    const type = node.type === 'atomic' ? '' : node.type;
    lines.push(`| ${code(stateLabel(node))} | ${type} | ${cell(describeNode(node))} |`);
  }
  lines.push('');

  const userEvents = [
    ...new Set(transitions.filter((info) => info.kind === 'event').map((info) => info.event)),
  ];
  lines.push('## Events', '', '| Event | Payload | Example | Handled in |', '| --- | --- | --- | --- |');
  for (const type of userEvents) {
    const events = byType.get(type) ?? [{ type }];
    const example = payloadOf(events[0]!);
    const where = [...new Set(transitions.filter((info) => info.event === type).map((info) => info.source))];
    lines.push(
      `| ${code(type)} | ${code(payloadShape(events))} | ${example ? code(stableStringify(example)) : '—'} | ${where
        .map((source) => (source === '(root)' ? 'any state' : code(source)))
        .join(', ')} |`,
    );
  }
  lines.push('');

  lines.push('## Transitions', '', '| From | On | To | Actions |', '| --- | --- | --- | --- |');
  for (const info of transitions) {
    const from = info.source === '(root)' ? 'any state' : code(info.source);
    const to = info.targets.length ? info.targets.map(code).join(', ') : '(stays)';
    const actions = info.actions.filter((action) => !action.startsWith('xstate.')).join(', ');
    lines.push(`| ${from} | ${cell(transitionLabel(info, machine))} | ${to} | ${cell(actions)} |`);
  }
  lines.push('');

  lines.push(...verdictLines(samples));

  lines.push('## What the app provides', '');
  const actors = invokedActorsOf(machine);
  const effects = effectActionNames(machine);
  if (actors.length === 0 && effects.length === 0) lines.push('Nothing: the machine runs on its own.', '');
  if (actors.length > 0) {
    lines.push(
      'Invoked actors (`.provide({ actors })`):',
      '',
      '| Actor | Invoke id | In state | Sample result |',
      '| --- | --- | --- | --- |',
    );
    for (const actor of actors) {
      const results = [
        ...(byType.get(`xstate.done.actor.${actor.id}`) ?? []),
        ...(byType.get(`xstate.error.actor.${actor.id}`) ?? []),
      ].map((event) => {
        const payload = toPlain(event) as Record<string, unknown>;
        return 'output' in payload
          ? `resolves ${code(stableStringify(payload.output))}`
          : 'error' in payload
            ? `rejects ${code(stableStringify(payload.error))}`
            : event.type.startsWith('xstate.done')
              ? 'resolves'
              : 'rejects';
      });
      lines.push(
        `| ${code(actor.src)} | ${code(actor.id)} | ${code(actor.state)} | ${cell(results.join('; ') || '—')} |`,
      );
    }
    lines.push('');
  }
  if (effects.length > 0) {
    lines.push('Effect actions (`.provide({ actions })`; no-ops by default):', '');
    for (const effect of effects) {
      const used = transitions.filter((info) => info.actions.includes(effect));
      lines.push(
        `- ${code(effect)}: on ${used.map((info) => cell(transitionLabel(info, machine))).join(', ') || '—'}`,
      );
    }
    lines.push('');
  }

  lines.push('## Test paths', '');
  if (set) {
    lines.push(
      pathsMarkdown(
        { name, machine, samples: samples!, paths: set.paths, map: null },
        { heading: false },
      ).trimEnd(),
    );
  } else lines.push(`No samples file: add ${name}.samples.ts to generate paths.`);
  lines.push('');
  return lines.join('\n');
}

/** docs/machines/README.md: the list of machine pages. */
export function machinesIndex(machines: readonly LoadedMachine[]): string {
  const lines = [
    '# Machines',
    '',
    '<!-- Generated by `npm run machines:docs`. Do not edit by hand. -->',
    '',
    'One page per machine: diagram, events, transitions, what the app provides, and the test paths.',
    'How to add a machine: [machines/README.md](../../machines/README.md).',
    '',
    '| Machine | States | Transitions | Description |',
    '| --- | --- | --- | --- |',
  ];
  for (const loaded of machines) {
    lines.push(
      `| [${loaded.name}](${loaded.name}.md) | ${stateNodesOf(loaded.machine).length} | ${
        transitionsOf(loaded.machine).length
      } | ${cell(loaded.machine.root.description ?? '')} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Every generated file, by path relative to the repository. */
/**
 * The chart alone, for the Statecharts page (decision 0454): its summary and diagram, a few KB, where
 * the whole page with its paths weighs up to a megabyte.
 */
function machineChart({ machine }: LoadedMachine): string {
  const chart = { summary: machine.root.description ?? '', mermaid: machineToMermaid(machine) };
  return `${JSON.stringify(chart, null, 2)}\n`;
}

export function generateDocs(machines: readonly LoadedMachine[]): Map<string, string> {
  const files = new Map<string, string>();
  files.set('docs/machines/README.md', machinesIndex(machines));
  for (const loaded of machines) {
    files.set(`docs/machines/${loaded.name}.md`, machineDoc(loaded));
    files.set(`docs/machines/charts/${loaded.name}.json`, machineChart(loaded));
  }
  return files;
}
