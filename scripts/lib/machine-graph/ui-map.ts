import type { AnyEventObject, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { GeneratedEvent, MachineSamples, SampleEvent } from '../../../machines/samples';

// A machine's map onto its screen, for model-based tests through the real UI: each event once to
// what a person does (by accessible name), each state to what they see. The generator walks the
// machine's graph restricted to what a person can cause there, in a few long walks that take every
// transition they can reach (decision 0453), and prints them as a Playwright spec.

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
  /** Picks an option of a native select by its label, whatever the page shows next (the select may go). */
  | { select: UiTarget; option: string }
  /** Ticks a design-system checkbox by clicking its label text (Ark keeps the input itself hidden). */
  | { tick: string }
  /** Picks files in a file input found by its label (the browser's file chooser stays closed). */
  | { pick: string; files: readonly UiFile[] }
  | { goto: string }
  /** A key or chord on the focused page ('s', 'Control+Enter'). */
  | { press: string }
  /** Moves the mouse over an element (a toast's timer pauses), or away from everything. */
  | { hover: UiTarget | 'away' }
  /** Lets time pass on the page's fake clock (the map's start installs it with `clock: true`). */
  | { runFor: number }
  /**
   * Stops the page's fake clock once the page has opened: from then on time moves only with `runFor`,
   * so a toast's seconds cannot run out while a busy machine is slow to take the next step.
   */
  | { pauseClock: true }
  /** The window gets focus (a headless browser's window never loses it, so the page is told). */
  | { focusWindow: true }
  /** Takes the browser off the network, or back on. */
  | { offline: boolean };

export type UiCheck =
  | { see: UiTarget }
  | { hidden: UiTarget }
  | { url: string }
  | { text: string }
  /** A text that is not (or no longer) on the page. */
  | { noText: string }
  | { enabled: UiTarget }
  | { disabled: UiTarget }
  /** The element is the current one of its set (aria-current). */
  | { current: UiTarget }
  /** A toggle button is pressed, or not (aria-pressed). */
  | { pressed: UiTarget; is: boolean };

/** What a person sees in a state: words for QA, and the checks a walk makes. */
export interface UiSeen {
  sees: string;
  checks: readonly UiCheck[];
}

/** What a person does for one sample: in words, then the actions that do it. */
export interface UiDoing {
  does: string;
  actions: readonly UiAction[];
}

/**
 * How one event reaches the machine from the screen:
 * - a function of the sample: what a person does, 'app' when the app does it for that sample, or
 *   null when that sample cannot be produced there;
 * - 'app': the app does it with no one acting (an actor answers, a timer fires); the next state's
 *   check waits for it. An actor's failure mapped to 'app' is staged with its demo fault switch (the
 *   samples' `stage`), armed by the walk's address.
 * Event types missing from the map are not driven from the screen.
 */
export type UiEventMapping<TEvent> =
  'app' | ((sample: TEvent & { label?: string }) => UiDoing | 'app' | null);

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
  /**
   * 'screen': QA's hand-off follows these samples (what the screen holds: the demo's records) rather
   * than the machine's own, so a tester opening the start's page sees what each 'Then' says. The
   * model tests keep the machine's samples.
   */
  handoff?: 'screen';
  /**
   * How each scenario (by name) is opened: a persona to start signed in as (a saved browser state),
   * the page, and what a person does first (`then`). `clock: true` installs Playwright's fake clock
   * before the page opens, for timers a walk moves on with `runFor`.
   */
  start: Readonly<
    Record<
      string,
      {
        signInAs?: 'admin' | 'employee' | 'api-admin';
        goto: string;
        does: string;
        clock?: boolean;
        then?: readonly UiAction[];
        /**
         * What this start makes possible or not, beyond the machine's context: a browser that starts
         * signed in has a session to recover, a fresh one has none.
         */
        filter?: (snapshot: SnapshotFrom<TMachine>, sample: SampleEvent<TMachine>) => boolean;
      }
    >
  >;
  events: { readonly [TType in EventTypes<TMachine>]?: UiEventMapping<EventOf<TMachine, TType>> };
  /**
   * What a person sees in each state (by state id); null: passes too fast to check. A function of the
   * snapshot checks what the machine's context says the screen shows (the card on screen, Save enabled).
   */
  states: Readonly<Record<string, UiSeen | ((snapshot: SnapshotFrom<TMachine>) => UiSeen) | null>>;
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
