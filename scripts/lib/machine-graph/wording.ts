import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { stateText, type AnySamples, type ModelPath } from './model';

// QA's words for a path: the samples' `describe` wording of an event and the sample's label, never
// its payload (the JSON format keeps payloads), so a tester can follow a path without reading data.

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** A delay's length in ms, from its name and the machine's `delays` (null when it cannot be told). */
function delayMs(
  machine: AnyStateMachine,
  delay: string,
  snapshot: AnyMachineSnapshot | undefined,
): number | null {
  if (/^\d+$/.test(delay)) return Number(delay);
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof configured === 'number') return configured;
  if (typeof configured === 'function' && snapshot) {
    const value: unknown = (configured as (args: unknown) => unknown)({
      context: snapshot.context,
      event: { type: '' },
    });
    return typeof value === 'number' ? value : null;
  }
  return null;
}

const duration = (ms: number) =>
  ms >= 60_000 && ms % 60_000 === 0
    ? `${ms / 60_000} min`
    : ms >= 1000 && ms % 1000 === 0
      ? `${ms / 1000} s`
      : `${ms} ms`;

/**
 * What an event without `describe` wording is, in words: a timer ('the searchDebounce wait passes
 * (300 ms)'), an actor's answer ('the searchCustomers call answers') or failure; the type otherwise.
 */
function generatedWording(
  event: AnyEventObject,
  machine: AnyStateMachine | undefined,
  snapshot: AnyMachineSnapshot | undefined,
): string {
  const { type } = event;
  if (type.startsWith('xstate.after.')) {
    const delay = type.slice('xstate.after.'.length).split('.')[0] ?? '';
    const ms = machine ? delayMs(machine, delay, snapshot) : null;
    const name = /^\d+$/.test(delay) ? 'the wait' : `the ${delay} wait`;
    return ms === null ? `${name} passes` : `${name} passes (${duration(ms)})`;
  }
  if (type.startsWith('xstate.done.actor.')) return `the ${type.slice(18)} call answers`;
  if (type.startsWith('xstate.error.actor.')) return `the ${type.slice(19)} call fails`;
  return code(type);
}

/** `the user signs in — a blank password`; a timer or an actor in words when the samples say nothing. */
export function eventWording(
  event: AnyEventObject,
  label: string | undefined,
  samples: AnySamples | null,
  machine?: AnyStateMachine,
  snapshot?: AnyMachineSnapshot,
): string {
  const wording = samples?.describe?.[event.type] ?? generatedWording(event, machine, snapshot);
  return label ? `${wording} — ${label}` : wording;
}

/** What a path proves, from why it exists and its last step. */
export function pathTitle(
  path: Pick<ModelPath, 'initial' | 'steps' | 'origin'>,
  samples: AnySamples | null,
  machine?: AnyStateMachine,
): string {
  const last = path.steps.at(-1);
  if (!last) return `it starts in ${code(stateText(path.initial.value))}`;
  const before = code(stateText(last.before.value));
  const after = code(stateText(last.after.value));
  const what = eventWording(last.event, last.label, samples, machine, last.before);
  if (last.transitions.length === 0) {
    return `${path.origin === 'guard' ? 'refused' : 'ignored'} in ${before}: ${what}`;
  }
  if (path.origin === 'state') return `reaches ${after}: ${what}`;
  return before === after ? `handled in ${before}: ${what}` : `${before} → ${after}: ${what}`;
}
