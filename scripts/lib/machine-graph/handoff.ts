import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { coverageOfPaths, type CoverageFigures } from './coverage';
import { stateLabel, stateNodesOf } from './definition';
import { activeStateIds, stateText, type AnySamples, type ModelPath, type ModelStep } from './model';
import { stagedFaults, stagingOf, type StagedFault } from './staging';
import type { AnyUiMap, UiDoing } from './ui-map';
import { eventWording } from './wording';

// QA's hand-off (issue 42 item 3): paths a tester follows in the browser. Each 'Then' says what the
// screen shows (the screen map's words, else the state's description); each failure says how to stage
// it (a demo fault switch, decision 0452); paths that prove the same thing collapse into one with
// their variants listed, at most 40 a machine; `--to STATE` keeps the paths that end there.

/** What the hand-off needs of one machine. */
export interface HandoffMachine {
  name: string;
  machine: AnyStateMachine;
  samples: AnySamples;
  paths: readonly ModelPath[];
  /** The machine's screen map, when it has one: its words for states, starts and doings. */
  map: AnyUiMap | null;
}

/** A path shown in full, and the paths that prove the same thing by another route. */
export interface ShownPath {
  path: ModelPath;
  variants: ModelPath[];
}

export const HANDOFF_LIMIT = 40;
const LINE = 160;
const VARIANTS_SHOWN = 5;

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** What a path shows a tester: the states it visits, the transitions it takes, the refusals it proves. */
function elementsOf(path: ModelPath): string[] {
  const elements = activeStateIds(path.initial).map((id) => `state ${id}`);
  for (const key of path.initialTransitions) elements.push(`transition ${key}`);
  for (const step of path.steps) {
    for (const id of activeStateIds(step.after)) elements.push(`state ${id}`);
    for (const key of step.transitions) elements.push(`transition ${key}`);
    if (step.transitions.length === 0) {
      elements.push(`refused ${stateText(step.before.value)} ${step.event.type} ${step.label ?? ''}`);
    }
  }
  return elements;
}

/**
 * The paths to show: the fewest that still show everything the paths show (greedy set cover), and one
 * for every title (what a path proves); every other path is a variant of the shown path with its title.
 */
export function collapsePaths(paths: readonly ModelPath[], limit = HANDOFF_LIMIT): ShownPath[] {
  const elements = new Map(paths.map((path) => [path.id, new Set(elementsOf(path))]));
  const uncovered = new Set([...elements.values()].flatMap((set) => [...set]));
  const chosen: ModelPath[] = [];
  while (uncovered.size > 0) {
    let best: ModelPath | null = null;
    let bestGain = 0;
    for (const path of paths) {
      if (chosen.includes(path)) continue;
      let gain = 0;
      for (const element of elements.get(path.id)!) if (uncovered.has(element)) gain += 1;
      if (gain > bestGain || (gain === bestGain && best && path.steps.length < best.steps.length)) {
        best = path;
        bestGain = gain;
      }
    }
    if (!best || bestGain === 0) break;
    chosen.push(best);
    for (const element of elements.get(best.id)!) uncovered.delete(element);
  }
  const byTitle = new Map<string, ModelPath[]>();
  for (const path of paths) byTitle.set(path.title, [...(byTitle.get(path.title) ?? []), path]);
  const shown = new Map<string, ModelPath[]>();
  for (const [title, group] of byTitle) {
    const picked = group.filter((path) => chosen.includes(path));
    const shortest = [...group].sort((a, b) => a.steps.length - b.steps.length || a.id - b.id)[0]!;
    shown.set(title, picked.length > 0 ? picked : [shortest]);
  }
  const result: ShownPath[] = [];
  for (const [title, group] of byTitle) {
    const representatives = shown.get(title)!;
    for (const [index, path] of representatives.entries()) {
      result.push({
        path,
        // the title's other paths go with its first shown path
        variants: index === 0 ? group.filter((other) => !representatives.includes(other)) : [],
      });
    }
  }
  result.sort((a, b) => a.path.id - b.path.id);
  if (result.length > limit) {
    throw new Error(
      `${result.length} paths to show, more than ${limit}: narrow the samples or merge titles ` +
        `(${[...byTitle.keys()].length} titles)`,
    );
  }
  return result;
}

/** The state a path ends in: what the hand-off groups paths by. */
export const reachedState = (path: ModelPath): string =>
  stateText((path.steps.at(-1)?.after ?? path.initial).value);

/** Paths that end in `state` (a state id, or a parent: `reviewing` keeps `reviewing.editing`). */
export function pathsEndingIn(paths: readonly ModelPath[], state: string): ModelPath[] {
  return paths.filter((path) =>
    reachedState(path)
      .split(' + ')
      .some((region) => region === state || region.startsWith(`${state}.`)),
  );
}

/** What the screen shows in one region's state: the map's words, else the deepest description. */
function regionWords(handoff: HandoffMachine, stateId: string, snapshot: AnyMachineSnapshot): string {
  const nodes = new Map(stateNodesOf(handoff.machine).map((node) => [stateLabel(node), node]));
  const parts = stateId.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const id = parts.slice(0, length).join('.');
    const mapped = handoff.map?.states[id];
    const seen = typeof mapped === 'function' ? mapped(snapshot) : mapped;
    if (seen) return seen.sees;
    const description = nodes.get(id)?.description;
    if (description) return description;
  }
  return stateId;
}

/** 'the card with Save enabled (`reviewing.editing`)': what is seen, then the state for reference. */
export function seenText(handoff: HandoffMachine, snapshot: AnyMachineSnapshot): string {
  const state = stateText(snapshot.value);
  const seen = state
    .split(' + ')
    .map((region) => regionWords(handoff, region, snapshot).replace(/\.$/, ''))
    .join('; ');
  return `${seen} (${code(state)})`;
}

function doingOf(handoff: HandoffMachine, step: ModelStep): UiDoing | 'app' | null {
  const mapping = (handoff.map?.events as Record<string, unknown> | undefined)?.[step.event.type];
  if (mapping === undefined) return null;
  if (mapping === 'app') return 'app';
  const doing = (mapping as (sample: AnyEventObject) => UiDoing | null)(
    step.label === undefined ? step.event : { ...step.event, label: step.label },
  );
  return doing;
}

interface StageNote {
  /** The `?fault=` part for a switch armed from the start. */
  flag: string | null;
  /** What the tester does, in words. */
  text: string;
}

/** How to stage a step of a path, or null when the screen causes it by itself. */
function stageNote(
  handoff: HandoffMachine,
  path: ModelPath,
  index: number,
  staged: ReadonlyMap<number, StagedFault>,
): StageNote | null {
  const step = path.steps[index]!;
  const staging = stagingOf(handoff.samples, step);
  if (!staging) return null;
  if ('how' in staging) return { flag: null, text: staging.how };
  const where = staging.where ? ` ${staging.where}` : '';
  const fault = staged.get(index);
  if (!fault) {
    // not an actor's call (a 401 elsewhere opens the sign-in dialog): armed before it, by hand
    return {
      flag: null,
      text: `arm ${code(staging.fault)}${staging.status ? ` (${staging.status})` : ''} in Demo faults${where}`,
    };
  }
  const moment = fault.startedAt < 0 ? 'before opening the screen' : `before step ${fault.startedAt + 1}`;
  return {
    flag: fault.flag,
    text:
      `${code(`?fault=${fault.flag}`)} on opening the screen${where}, or Fail the next call for ` +
      `${code(staging.fault)} in Demo faults ${moment}`,
  };
}

/** Markdown list text wrapped at the line limit, continuation lines indented under the first. */
function wrapLine(text: string, indent: string, width = LINE): string[] {
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  const lines: string[] = [];
  let line = lead;
  for (const word of text.slice(lead.length).split(' ')) {
    if (line.trim() && line.length + word.length + 1 > width) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = line.trim() ? `${line} ${word}` : `${line}${word}`;
  }
  if (line.trim()) lines.push(line);
  return lines;
}

function variantLine(handoff: HandoffMachine, variant: ModelPath): string {
  const route = variant.steps
    .map(
      (step) =>
        step.label ?? eventWording(step.event, undefined, handoff.samples, handoff.machine, step.before),
    )
    .join(' → ');
  const text = `path ${variant.id}: ${route || 'no steps'}`;
  return text.length > 150 ? `${text.slice(0, 149)}…` : text;
}

/** One shown path: Given, numbered When/Then steps, how to stage its failures, and its variants. */
export function pathMarkdown(handoff: HandoffMachine, shown: ShownPath, level = 3): string {
  const { path } = shown;
  const lines = [`${'#'.repeat(level)} Path ${path.id}: ${path.title}`, ''];
  const start = handoff.map?.start[path.scenario];
  const opening = start
    ? `${start.does} (${code(start.goto)}${start.signInAs ? `, signed in as the ${start.signInAs}` : ''})`
    : path.scenario;
  lines.push(...wrapLine(`**Given** ${opening}: ${seenText(handoff, path.initial)}`, ''));
  const staged = stagedFaults(handoff.samples, path);
  const notes = path.steps.map((_, index) => stageNote(handoff, path, index, staged));
  const flags = [...new Set(notes.flatMap((note) => (note?.flag ? [note.flag] : [])))];
  if (flags.length > 1) {
    lines.push(
      ...wrapLine(`**Stage** all at once: open the screen with ${code(`?fault=${flags.join(',')}`)}`, ''),
    );
  }
  lines.push('');
  path.steps.forEach((step, index) => {
    const doing = doingOf(handoff, step);
    const wording = eventWording(step.event, step.label, handoff.samples, handoff.machine, step.before);
    const how = doing === 'app' ? ' (the app, nobody acts)' : doing ? `: ${doing.does}` : '';
    lines.push(...wrapLine(`${index + 1}. **When** ${wording}${how}`, '   '));
    const note = notes[index];
    if (note) lines.push(...wrapLine(`   **Stage it**: ${note.text}`, '   '));
    const then =
      step.transitions.length === 0
        ? `nothing changes: ${seenText(handoff, step.after)}`
        : seenText(handoff, step.after);
    lines.push(...wrapLine(`   **Then** ${then}`, '   '));
  });
  if (path.steps.length === 0) lines.push('Nothing to do: the screen opens this way.');
  if (shown.variants.length > 0) {
    lines.push('', `Variants (${shown.variants.length}), the same ending by another route:`, '');
    for (const variant of shown.variants.slice(0, VARIANTS_SHOWN)) {
      lines.push(`- ${variantLine(handoff, variant)}`);
    }
    if (shown.variants.length > VARIANTS_SHOWN) {
      lines.push(
        `- and ${shown.variants.length - VARIANTS_SHOWN} more: ${code(`npm run -s paths -- ${handoff.name} --every`)}`,
      );
    }
  }
  return lines.join('\n');
}

export interface HandoffSection {
  shown: ShownPath[];
  figures: CoverageFigures;
  markdown: string;
}

/** A machine's hand-off: coverage of the paths shown, and the paths grouped by the state they reach. */
export function machineHandoff(
  handoff: HandoffMachine,
  options: { level?: number; every?: boolean; coverageLine: (figures: CoverageFigures) => string },
): HandoffSection {
  const level = options.level ?? 3;
  const shown = options.every
    ? handoff.paths.map((path) => ({ path, variants: [] }))
    : collapsePaths(handoff.paths);
  const figures = coverageOfPaths(
    handoff.machine,
    shown.map((entry) => entry.path),
  );
  const variants = shown.reduce((sum, entry) => sum + entry.variants.length, 0);
  const parts = [
    `Coverage: ${options.coverageLine(figures)} · ${shown.length} paths` +
      (variants > 0 ? ` (and ${variants} variants)` : ''),
  ];
  const groups = new Map<string, ShownPath[]>();
  for (const entry of shown) {
    const state = reachedState(entry.path);
    groups.set(state, [...(groups.get(state) ?? []), entry]);
  }
  for (const [state, entries] of groups) {
    parts.push('', `${'#'.repeat(level)} Reaches ${code(state)}`);
    for (const entry of entries) parts.push('', pathMarkdown(handoff, entry, level + 1));
  }
  return { shown, figures, markdown: parts.join('\n') };
}
