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

export type SampleEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | GeneratedEvent;

export interface SampleScenario<TMachine extends AnyStateMachine> {
  /** Shown to QA as the first Given of every path of this scenario. */
  name: string;
  input: InputFrom<TMachine>;
}

export interface SampleSequence<TMachine extends AnyStateMachine> {
  /** What the sequence shows, for QA (e.g. 'a second sign-in is ignored while signing in'). */
  name: string;
  /** Scenario name; the first scenario when omitted. */
  scenario?: string;
  events: ReadonlyArray<SampleEvent<TMachine>>;
}

/**
 * The one source of event samples for a machine: the model tests, the paths CLI and the generated
 * docs all read it. Samples with payloads must include values that make each guard false, or the
 * generated paths never show the guarded-out case.
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
}

/** Identity helper that checks a samples object against its machine. */
export function defineSamples<TMachine extends AnyStateMachine>(
  _machine: TMachine,
  samples: MachineSamples<TMachine>,
): MachineSamples<TMachine> {
  return samples;
}

export function isMachineSamples(value: unknown): value is MachineSamples<AnyStateMachine> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { events?: unknown }).events) &&
    Array.isArray((value as { scenarios?: unknown }).scenarios)
  );
}
