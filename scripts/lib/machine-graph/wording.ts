import type { AnyEventObject } from 'xstate';
import { stateText, type AnySamples, type ModelPath } from './model';

// QA's words for a path: the samples' `describe` wording of an event and the sample's label, never
// its payload (the JSON format keeps payloads), so a tester can follow a path without reading data.

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** `the user signs in — a blank password`; the event type in code when the samples give no wording. */
export function eventWording(
  event: AnyEventObject,
  label: string | undefined,
  samples: AnySamples | null,
): string {
  const wording = samples?.describe?.[event.type] ?? code(event.type);
  return label ? `${wording} — ${label}` : wording;
}

/** What a path proves, from why it exists and its last step. */
export function pathTitle(
  path: Pick<ModelPath, 'initial' | 'steps' | 'origin'>,
  samples: AnySamples | null,
): string {
  const last = path.steps.at(-1);
  if (!last) return `it starts in ${code(stateText(path.initial.value))}`;
  const before = code(stateText(last.before.value));
  const after = code(stateText(last.after.value));
  const what = eventWording(last.event, last.label, samples);
  if (last.transitions.length === 0) {
    return `${path.origin === 'guard' ? 'refused' : 'ignored'} in ${before}: ${what}`;
  }
  if (path.origin === 'state') return `reaches ${after}: ${what}`;
  return before === after ? `handled in ${before}: ${what}` : `${before} → ${after}: ${what}`;
}
