import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

/**
 * Events the graph tools generate for invoked actors and delayed transitions. Samples give them a
 * payload (`output`, `error`); the model tests turn them into a resolved or rejected stub, or a clock
 * advance, on the real actor.
 */
export type GeneratedEvent =
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown }
  | { type: `xstate.after.${string}` };

/**
 * What the spec says a sample does, by the state it is sent in: the model tests check the REAL
 * machine against it at every step, so an inverted guard fails even though the model (which is the
 * machine) agrees with itself. Keys are state ids (`anonymous`, `restoring.refreshing`, a parent
 * such as `restoring` for all its children) or `'*'` for any other state; the most specific wins.
 */
export interface Verdict {
  /** States where the machine must take a transition, and the state it must be in afterwards
   * (`'*'` as the target: it stays in the state it was in, e.g. a root event that only assigns). */
  accepts?: Readonly<Record<string, string>>;
  /** States where the machine must take no transition at all (a guard says no, or it ignores it). */
  refuses?: readonly string[];
}

/**
 * An event sample with a short human label and the spec's verdict; both are removed before the event
 * reaches the machine.
 */
export type Judged<TEvent> = TEvent & {
  /**
   * What this sample is, in a tester's words, short (under 60 characters) and unique among the samples
   * of its event type: 'the admin persona', '3 workflows, one pending', 'a blank password'. The
   * hand-off paths name the sample by it instead of printing its payload.
   */
  label: string;
  verdict?: Verdict;
};

export type SampleEvent<TMachine extends AnyStateMachine> = Judged<EventFromLogic<TMachine> | GeneratedEvent>;

export interface SampleScenario<TMachine extends AnyStateMachine> {
  /** Shown to QA as the first Given of every path of this scenario. */
  name: string;
  input: InputFrom<TMachine>;
  /** The state the spec says it starts in (required when start-up passes a guarded `always`). */
  starts?: string;
}

export interface SampleSequence<TMachine extends AnyStateMachine> {
  /** What the sequence shows, for QA (e.g. 'a second sign-in is ignored while signing in'). */
  name: string;
  /** Scenario name; the first scenario when omitted. */
  scenario?: string;
  events: ReadonlyArray<SampleEvent<TMachine>>;
}

/**
 * How QA causes a step the screen does not cause by itself, such as a server failure:
 * - `fault`: a demo fault switch (decision 0452), named by the backend call it breaks, armed in the
 *   Demo faults panel on the Statecharts page or with `?fault=<name>` in the address; `status: 401` for
 *   a refused sign-in or an expired session; `where` names the screen for a shared machine;
 * - `how`: in words, when no switch reaches it (a file that is not an image, or not from a browser).
 */
export type Staging = { fault: string; status?: 401; where?: string } | { how: string };

/**
 * The one source of event samples for a machine: the model tests, the paths CLI and the generated
 * docs all read it. Samples with payloads must include values that make each guard false, or the
 * generated paths never show the guarded-out case. Every sample of an event with a guarded
 * transition must carry a `verdict` (see Verdict); the model tests fail, naming it, otherwise.
 */
export interface MachineSamples<TMachine extends AnyStateMachine> {
  /** Named inputs the machine is started with; paths are generated from each. */
  scenarios: ReadonlyArray<SampleScenario<TMachine>>;
  /** Events offered in every state; a state uses the ones it handles. */
  events: ReadonlyArray<SampleEvent<TMachine>>;
  /** Events that depend on the current snapshot (e.g. the ids of the toasts on screen). */
  eventsFor?: (snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<SampleEvent<TMachine>>;
  /** Keeps the traversal finite or unambiguous; return false to leave an event out in a state. */
  filter?: (snapshot: SnapshotFrom<TMachine>, event: SampleEvent<TMachine>) => boolean;
  /**
   * What makes two snapshots the same state for path generation. Defaults to the state value and
   * the whole context; narrow it when the context carries data no transition depends on.
   */
  signature?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Event sequences the graph cannot show by itself, such as an event a state ignores. */
  sequences?: ReadonlyArray<SampleSequence<TMachine>>;
  /** Plain wording of an event type for QA's Given/When/Then (the type is shown when absent). */
  describe?: Readonly<Record<string, string>>;
  /**
   * How QA stages a step, by event type or `<type>: <label>` for one sample (the label wins): every
   * actor failure (`xstate.error.actor.*`) needs one, so the hand-off can say how to cause it.
   */
  stage?: Readonly<Record<string, Staging>>;
}

/** Identity helper that checks a samples object against its machine. */
export function defineSamples<TMachine extends AnyStateMachine>(
  _machine: TMachine,
  samples: MachineSamples<TMachine>,
): MachineSamples<TMachine> {
  return samples;
}

/**
 * Splits a sample into the event the machine receives, the verdict the tests check and its label
 * (undefined for a bare `{ type }` the graph makes up for an event without samples).
 */
export function splitSample<TEvent extends { type: string }>(
  sample: TEvent & { label?: string; verdict?: Verdict },
): { event: TEvent; verdict: Verdict | undefined; label: string | undefined } {
  if (!('verdict' in sample) && !('label' in sample))
    return { event: sample, verdict: undefined, label: undefined };
  const { verdict, label, ...event } = sample;
  return { event: event as unknown as TEvent, verdict, label };
}

export function isMachineSamples(value: unknown): value is MachineSamples<AnyStateMachine> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { events?: unknown }).events) &&
    Array.isArray((value as { scenarios?: unknown }).scenarios)
  );
}
