import type { AnyEventObject, AnyStateMachine, EventFromLogic } from 'xstate';
import type { GeneratedEvent, MachineSamples } from '../../../machines/samples';

// A machine's map onto its screen, for model-based tests through the real UI: each event once to
// what a person does (by accessible name), each state to what they see. The generator walks the
// machine's shortest paths restricted to the events a person can cause and prints a Playwright spec.

/** An element by role and accessible name, optionally inside a dialog, list item or other container. */
export interface UiTarget {
  role: string;
  /** Omitted: the only element of that role (a page's one status message). */
  name?: string;
  exact?: boolean;
  within?: UiTarget;
  /** The first of several that match (a dialog's corner Close and its footer Close). */
  first?: boolean;
}

/** A file a person picks, its bytes as base64 (a small PNG, or a text file that is not an image). */
export interface UiFile {
  name: string;
  mimeType: string;
  base64: string;
}

export type UiAction =
  | { click: UiTarget }
  | { fill: UiTarget; value: string }
  /** Picks an option of a design-system select by its label (tests/e2e/support.ts `choose`). */
  | { choose: string; option: string; within?: UiTarget }
  /** Ticks a design-system checkbox by clicking its label text (Ark keeps the input itself hidden). */
  | { tick: string }
  /** Picks files in a file input found by its label (the browser's file chooser stays closed). */
  | { pick: string; files: readonly UiFile[] }
  | { goto: string };

export type UiCheck = { see: UiTarget } | { hidden: UiTarget } | { url: string } | { text: string };

/** What a person does for one sample: in words, then the actions that do it. */
export interface UiDoing {
  does: string;
  actions: readonly UiAction[];
}

/**
 * How one event reaches the machine from the screen:
 * - a function of the sample: what a person does, or null when that sample cannot be produced there;
 * - 'app': the app does it with no one acting (an actor answers, a timer fires); the next state's
 *   check waits for it.
 * Event types missing from the map are not driven from the screen (server failures, for example).
 */
export type UiEventMapping<TEvent> = 'app' | ((sample: TEvent & { label?: string }) => UiDoing | null);

type EventTypes<TMachine extends AnyStateMachine> = EventFromLogic<TMachine>['type'] | GeneratedEvent['type'];
type EventOf<TMachine extends AnyStateMachine, TType> =
  Extract<EventFromLogic<TMachine>, { type: TType }> extends never
    ? AnyEventObject
    : Extract<EventFromLogic<TMachine>, { type: TType }>;

export interface UiMap<TMachine extends AnyStateMachine> {
  /** The machine's name (its file's base name). */
  machine: string;
  /** Where it runs, for the spec's title: 'the sign-in page'. */
  screen: string;
  /**
   * Samples for this screen when the machine's own are generic (recordForm's two-field form): the
   * customer form's blank values and rules, so the model agrees with the screen.
   */
  samples?: MachineSamples<TMachine>;
  /** How each scenario (by name) is opened: a persona to sign in as, then the page. */
  start: Readonly<Record<string, { signInAs?: 'admin' | 'employee'; goto: string; does: string }>>;
  events: { readonly [TType in EventTypes<TMachine>]?: UiEventMapping<EventOf<TMachine, TType>> };
  /** What a person sees in each state (by state id); null: passes too fast to check. */
  states: Readonly<Record<string, { sees: string; checks: readonly UiCheck[] } | null>>;
}

/** Identity helper that checks a map against its machine. */
export function defineUiMap<TMachine extends AnyStateMachine>(
  _machine: TMachine,
  map: UiMap<TMachine>,
): UiMap<TMachine> {
  return map;
}

export type AnyUiMap = UiMap<AnyStateMachine>;

export function isUiMap(value: unknown): value is AnyUiMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { machine?: unknown }).machine === 'string' &&
    typeof (value as { events?: unknown }).events === 'object' &&
    typeof (value as { states?: unknown }).states === 'object'
  );
}
