import {
  createActor,
  initialTransition,
  SimulatedClock,
  transition,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';
import { describeTransition, invokedActorsOf } from './definition';
import { CoverageCollector, type CoverageFigures } from './coverage';
import { stateText, type ModelPath, type ModelStep } from './model';
import { ActorStubs } from './stubs';
import { stableStringify, toPlain } from './plain';
import { judgeStart, judgeStep, verdictRequirements, type StepVerdict } from './verdicts';

export interface ActionCall {
  type: string;
  params: unknown;
}

export interface StepContext {
  machine: AnyStateMachine;
  path: ModelPath;
  /** 1-based step number within the path. */
  index: number;
  step: ModelStep;
  actor: Actor<AnyStateMachine>;
  clock: SimulatedClock;
  stubs: ActorStubs;
  /** Per-path scratch space for executors that keep an oracle (e.g. remaining toast time). */
  scratch: Map<string, unknown>;
  /** Lets pending promises and the actor's reactions run. */
  settle: () => Promise<void>;
  /** Records a problem with this step (shown in the test failure). */
  fail: (problem: string) => void;
}

/** Makes the real actor receive a path step's event: send it, resolve a stub, or advance the clock. */
export type Executor = (context: StepContext) => Promise<void> | void;

export interface StepReport {
  path: ModelPath;
  /** 0 for the start-up of the actor, then 1-based. */
  index: number;
  event: AnyEventObject;
  expected: AnyMachineSnapshot;
  actual: AnyMachineSnapshot;
  actions: ActionCall[];
  expectedActions: ActionCall[];
  /** Transitions the real actor took, and the ones the model predicted. */
  transitions: string[];
  expectedTransitions: string[];
  /** The sample's verdict for the state the real actor was in (null: none declared, none needed). */
  verdict: StepVerdict | null;
  problems: string[];
}

export interface RunOptions {
  /** How to produce an event type on the real actor (overrides the defaults). */
  executors?: Readonly<Record<string, Executor>>;
  /** Implementations to use instead of the machine's defaults or the stubs. */
  provide?: {
    actors?: Record<string, unknown>;
    actions?: Record<string, unknown>;
  };
  /** The part of the context compared with the model (default: all of it). */
  compare?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Extra checks after each step; call `context.fail` or throw. */
  onStep?: (report: StepReport, context: StepContext) => void | Promise<void>;
}

/** Named effect actions (not assign/raise/... built-ins): the ones the app provides. */
export function effectActionNames(machine: AnyStateMachine): string[] {
  const actions = (machine.implementations.actions ?? {}) as Record<string, unknown>;
  return Object.entries(actions)
    .filter(([, action]) => typeof action === 'function' && !('resolve' in action))
    .map(([name]) => name);
}

export function resolveDelay(
  machine: AnyStateMachine,
  eventType: string,
  snapshot: AnyMachineSnapshot,
): number {
  const delay = eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
  if (/^\d+$/.test(delay)) return Number(delay);
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
  const value =
    typeof configured === 'function'
      ? (configured as (args: unknown) => number)({ context: snapshot.context, event: { type: '' } })
      : configured;
  if (typeof value !== 'number') throw new Error(`${machine.id}: unknown delay "${delay}"`);
  return value;
}

export const settle = async (): Promise<void> => {
  for (let tick = 0; tick < 25; tick += 1) await Promise.resolve();
};

const defaultExecutor: Executor = async (context) => {
  const { event } = context.step;
  const type = event.type;
  if (type.startsWith('xstate.done.actor.')) {
    context.stubs.resolve(type.slice('xstate.done.actor.'.length), (event as { output?: unknown }).output);
  } else if (type.startsWith('xstate.error.actor.')) {
    context.stubs.reject(type.slice('xstate.error.actor.'.length), (event as { error?: unknown }).error);
  } else if (type.startsWith('xstate.after.')) {
    const before = context.actor.getSnapshot();
    const delay = resolveDelay(context.machine, type, before);
    if (delay > 0) {
      context.clock.increment(delay - 1);
      await context.settle();
      if (context.actor.getSnapshot() !== before) context.fail(`${type} fired before ${delay} ms`);
    }
    context.clock.increment(Math.min(delay, 1));
  } else {
    context.actor.send(event);
  }
};

function compareStep(report: StepReport, compare: (snapshot: AnyMachineSnapshot) => unknown): void {
  const { expected, actual, problems } = report;
  if (stableStringify(expected.value) !== stableStringify(actual.value)) {
    problems.push(`state: expected ${stateText(expected.value)}, got ${stateText(actual.value)}`);
  }
  if (expected.status !== actual.status) {
    problems.push(`status: expected ${expected.status}, got ${actual.status}`);
  }
  const expectedContext = stableStringify(compare(expected));
  const actualContext = stableStringify(compare(actual));
  if (expectedContext !== actualContext) {
    problems.push(`context: expected ${expectedContext}, got ${actualContext}`);
  }
  if (expected.status === 'done' && stableStringify(expected.output) !== stableStringify(actual.output)) {
    problems.push(
      `output: expected ${stableStringify(expected.output)}, got ${stableStringify(actual.output)}`,
    );
  }
  const expectedTransitions = [...report.expectedTransitions].sort().join(' ; ');
  const actualTransitions = [...report.transitions].sort().join(' ; ');
  if (expectedTransitions !== actualTransitions) {
    problems.push(`transitions: expected [${expectedTransitions}], got [${actualTransitions}]`);
  }
  const expectedChildren = Object.keys(expected.children).sort().join(', ');
  const actualChildren = Object.keys(actual.children).sort().join(', ');
  if (expectedChildren !== actualChildren) {
    problems.push(`children: expected [${expectedChildren}], got [${actualChildren}]`);
  }
  const expectedActions = stableStringify(report.expectedActions);
  const actualActions = stableStringify(report.actions);
  if (expectedActions !== actualActions) {
    problems.push(`actions: expected ${expectedActions}, got ${actualActions}`);
  }
}

const toCalls = (
  actions: ReadonlyArray<{ type: string; params: unknown }>,
  names: Set<string>,
): ActionCall[] =>
  actions
    .filter((action) => names.has(action.type))
    .map((action) => ({ type: action.type, params: toPlain(action.params) ?? null }));

/**
 * Runs one model path against the real machine: invoked actors are stubs, time is a SimulatedClock,
 * the app's effect actions are recorded. Each step is compared with the model's prediction (state,
 * context, children, effect actions); coverage is collected from the actor's own microsteps.
 */
export async function runPath(
  machine: AnyStateMachine,
  path: ModelPath,
  options: RunOptions = {},
  coverage: CoverageCollector = new CoverageCollector(machine),
): Promise<StepReport[]> {
  const stubs = new ActorStubs();
  const clock = new SimulatedClock();
  const spied = new Set(effectActionNames(machine));
  const recorded: ActionCall[] = [];
  const actors: Record<string, unknown> = {};
  for (const { src } of invokedActorsOf(machine)) actors[src] = stubs.logic(src);
  Object.assign(actors, options.provide?.actors);
  const actions: Record<string, unknown> = {};
  for (const name of spied) {
    const original = options.provide?.actions?.[name];
    actions[name] = (args: unknown, params: unknown) => {
      recorded.push({ type: name, params: toPlain(params) ?? null });
      if (typeof original === 'function') original(args, params);
    };
  }
  const provided = machine.provide({ actors, actions } as Parameters<AnyStateMachine['provide']>[0]);

  const errors: string[] = [];
  const taken: string[] = [];
  const inspect = (event: InspectionEvent) => {
    // the root actor only (not spawned children); during construction `actor` is not assigned yet
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    for (const definition of event._transitions) {
      const key = describeTransition(definition).key;
      coverage.take(key);
      if (!taken.includes(key)) taken.push(key);
    }
  };
  const actor = createActor(provided, { input: path.input, clock, inspect }) as Actor<AnyStateMachine>;
  actor.subscribe({ error: (error) => errors.push(`actor error: ${String(error)}`) });

  const compare = options.compare ?? ((snapshot: AnyMachineSnapshot) => snapshot.context);
  const requirements = verdictRequirements(machine);
  const reports: StepReport[] = [];
  const scratch = new Map<string, unknown>();
  const [, initialActions] = initialTransition(machine, path.input);

  actor.start();
  await settle();
  const startReport: StepReport = {
    path,
    index: 0,
    event: { type: 'xstate.init' },
    expected: path.initial,
    actual: actor.getSnapshot(),
    actions: recorded.splice(0),
    expectedActions: toCalls(initialActions, spied),
    transitions: taken.splice(0),
    expectedTransitions: path.initialTransitions,
    verdict: null,
    problems: errors.splice(0),
  };
  startReport.problems.push(...judgeStart(path, startReport.actual));
  compareStep(startReport, compare);
  coverage.visit(startReport.actual);
  reports.push(startReport);

  for (const [position, step] of path.steps.entries()) {
    const problems: string[] = [];
    const context: StepContext = {
      machine,
      path,
      index: position + 1,
      step,
      actor,
      clock,
      stubs,
      scratch,
      settle,
      fail: (problem) => problems.push(problem),
    };
    const [, expectedActions] = transition(machine, step.before, step.event);
    const actualBefore = actor.getSnapshot();
    try {
      const executor = options.executors?.[step.event.type] ?? defaultExecutor;
      await executor(context);
    } catch (error) {
      problems.push(`${step.event.type}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await settle();
    const report: StepReport = {
      path,
      index: position + 1,
      event: step.event,
      expected: step.after,
      actual: actor.getSnapshot(),
      actions: recorded.splice(0),
      expectedActions: toCalls(expectedActions, spied),
      transitions: taken.splice(0),
      expectedTransitions: step.transitions,
      verdict: null,
      problems,
    };
    problems.push(...errors.splice(0));
    // the verdict first: when a guard is inverted it names the sample and the spec's outcome
    const judged = judgeStep(step, requirements.events.has(step.event.type), actualBefore, report);
    report.verdict = judged.verdict;
    problems.push(...judged.problems);
    compareStep(report, compare);
    coverage.visit(report.actual);
    // a step that already failed (verdict, model) is reported as such, not by a check it confuses
    if (problems.length === 0) await options.onStep?.(report, context);
    reports.push(report);
    if (report.problems.length > 0) break;
  }
  actor.stop();
  return reports;
}

export async function runPaths(
  machine: AnyStateMachine,
  paths: readonly ModelPath[],
  options: RunOptions = {},
): Promise<{ reports: StepReport[][]; coverage: CoverageFigures }> {
  const collector = new CoverageCollector(machine);
  const reports: StepReport[][] = [];
  for (const path of paths) reports.push(await runPath(machine, path, options, collector));
  return { reports, coverage: collector.figures() };
}
