/**
 * The statechart page's view-model, pure so it is tested without a browser: which chart belongs to
 * which live actor, its current states marked in the Mermaid text, and its recent events masked
 * exactly as the inspector masks them (src/lib/inspection/masking.ts).
 */
import type { StateValue } from 'xstate';
import type { RecordedActor } from '../../lib/inspection/recorder';
import { maskEvent, maskValue } from '../../lib/inspection/masking';

/** A machine's chart as docs/machines/charts has it. */
export interface MachineChart {
  /** The docs file name, which is the machine's id ('session'). */
  readonly name: string;
  readonly summary: string;
  readonly mermaid: string;
}

export interface LiveEventRow {
  readonly key: string;
  readonly type: string;
  /** The masked payload as one line of JSON; empty when the event carries nothing but its type. */
  readonly payload: string;
  readonly at: number;
  /** Where the event led ('authenticated'), dotted; empty when the actor stayed put or is unknown. */
  readonly to: string;
}

export interface LiveActorView {
  readonly key: string;
  readonly name: string;
  /** Runs in another window of the app, which shares it (decision 0454). */
  readonly otherWindow: boolean;
  readonly machineId: string;
  /** Current state paths, dotted ('restoring.refreshing'). */
  readonly states: readonly string[];
  readonly value: StateValue | null;
  readonly status: RecordedActor['status'];
  /** The masked context as indented JSON ('' when the machine has none). */
  readonly context: string;
  readonly events: readonly LiveEventRow[];
}

/** The active leaf state paths of a state value, dotted. */
export function activePaths(value: StateValue | null, prefix: readonly string[] = []): string[] {
  if (value === null) return [];
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, inner]) =>
    inner === undefined ? [[...prefix, key].join('.')] : activePaths(inner, [...prefix, key]),
  );
}

/** Every node of the active paths and their ancestors, as Mermaid ids (path joined with '_'). */
export function activeNodeIds(value: StateValue | null): string[] {
  const ids = new Set<string>();
  for (const path of activePaths(value)) {
    const parts = path.split('.');
    for (let length = 1; length <= parts.length; length += 1) ids.add(parts.slice(0, length).join('_'));
  }
  return [...ids];
}

/** The chart with the current states styled as 'current' (a class the page colours by theme). */
export function highlightChart(mermaid: string, value: StateValue | null, colours: ChartColours): string {
  const ids = activeNodeIds(value).filter((id) => new RegExp(`(^|\\s)${id}(\\s|$|\\s:)`, 'm').test(mermaid));
  if (ids.length === 0) return mermaid;
  return [
    mermaid,
    `  classDef current fill:${colours.fill},stroke:${colours.stroke},color:${colours.text},font-weight:bold`,
    ...ids.map((id) => `  class ${id} current`),
  ].join('\n');
}

export interface ChartColours {
  readonly fill: string;
  readonly stroke: string;
  readonly text: string;
}

function payloadOf(event: { type: string }, masked: boolean): string {
  const { type: _type, ...rest } = (masked ? event : maskEvent(event)) as { type: string } & Record<
    string,
    unknown
  >;
  return Object.keys(rest).length === 0 ? '' : JSON.stringify(rest);
}

function contextText(context: unknown, alreadyMasked: boolean): string {
  if (context === undefined || context === null) return '';
  const masked = alreadyMasked ? context : maskValue(context);
  return masked && typeof masked === 'object' && Object.keys(masked).length === 0
    ? ''
    : JSON.stringify(masked, null, 2);
}

/**
 * The live machine actors the page can draw, with their recent events newest first, masked (those
 * another window shared come masked already: masking twice would mask the masks).
 */
export function liveActors(
  recorded: readonly RecordedActor[],
  charts: ReadonlySet<string>,
  maxEvents = 10,
): LiveActorView[] {
  return recorded
    .filter((actor) => actor.machineId !== null && charts.has(actor.machineId) && actor.status === 'active')
    .map((actor) => ({
      key: actor.sessionId,
      name: actor.name,
      otherWindow: actor.otherWindow ?? false,
      machineId: actor.machineId ?? '',
      states: activePaths(actor.value),
      value: actor.value,
      status: actor.status,
      context: contextText(actor.context, actor.masked ?? false),
      events: actor.events
        .slice(-maxEvents)
        .reverse()
        .map((recordedEvent, index) => ({
          key: `${recordedEvent.at}-${index}`,
          type: recordedEvent.type,
          payload: payloadOf(recordedEvent.event, actor.masked ?? false),
          at: recordedEvent.at,
          to: activePaths(recordedEvent.to).join(', '),
        })),
    }));
}
