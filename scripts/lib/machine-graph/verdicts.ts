import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { splitSample, type MachineSamples, type Verdict } from '../../../machines/samples';
import { stateLabel, stateNodesOf } from './definition';
import { activeStateIds, stateText } from './model';
import { stableStringify } from './plain';

// Verdicts: what the spec says a sample does in a state (accepted, and where it goes; or refused).
// The model is the machine itself, so it always agrees with the machine; verdicts are the part of a
// model test that does not, and that fails when a guard is inverted.

/** The declared outcome of one step, for the state the real actor was in. */
export interface StepVerdict {
  /** The verdict key that matched: a state id or '*'. */
  state: string;
  accepted: boolean;
  /** Where an accepted sample must leave the machine ('*': where it was). */
  target?: string;
}

/** Which samples must declare verdicts: events with guarded transitions, and scenarios when start-up does. */
export interface VerdictRequirements {
  events: Set<string>;
  scenarios: boolean;
}

/** Does entering this node run a guarded `always` (on it, or on the children it enters)? */
function entersGuardedChoice(node: AnyStateNode): boolean {
  if ((node.always ?? []).some((transition) => transition.guard)) return true;
  if (node.type === 'parallel') return Object.values(node.states).some(entersGuardedChoice);
  if (node.type === 'compound') return node.initial.target.some(entersGuardedChoice);
  return false;
}

export function verdictRequirements(machine: AnyStateMachine): VerdictRequirements {
  const events = new Set<string>();
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    for (const [type, definitions] of node.transitions) {
      const judged = definitions.some(
        (definition) => definition.guard || (definition.target ?? []).some(entersGuardedChoice),
      );
      if (judged) events.add(type);
    }
  }
  return { events, scenarios: entersGuardedChoice(machine.root) };
}

/** `session.login {"email":"…","password":""}`: how a sample is named in a failure. */
export function sampleText(sample: AnyEventObject): string {
  const { event } = splitSample(sample);
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${stableStringify(payload)}` : type;
}

const depth = (key: string) => (key === '*' ? -1 : key.split('.').length);

/** The verdict for the state a snapshot is in: the most specific matching key, else '*'. */
export function resolveVerdict(
  verdict: Verdict | undefined,
  snapshot: AnyMachineSnapshot,
): StepVerdict | undefined {
  if (!verdict) return undefined;
  const active = new Set([...activeStateIds(snapshot), '*']);
  const candidates: StepVerdict[] = [
    ...Object.entries(verdict.accepts ?? {}).map(([state, target]) => ({ state, accepted: true, target })),
    ...(verdict.refuses ?? []).map((state) => ({ state, accepted: false })),
  ].filter((candidate) => active.has(candidate.state));
  return candidates.sort((a, b) => depth(b.state) - depth(a.state))[0];
}

const isIn = (snapshot: AnyMachineSnapshot, target: string) =>
  activeStateIds(snapshot).includes(target) || stateText(snapshot.value) === target;

/**
 * Judges one step of the real actor against the sample's verdict: the problems, and the verdict
 * that applied. `transitions` are the ones the real actor took (its own inspection events).
 */
export function judgeStep(
  step: { event: AnyEventObject; verdict?: Verdict },
  required: boolean,
  before: AnyMachineSnapshot,
  result: { actual: AnyMachineSnapshot; transitions: readonly string[] },
): { verdict: StepVerdict | null; problems: string[] } {
  const { event } = step;
  const { actual: after, transitions } = result;
  const where = stateText(before.value);
  const sample = sampleText(event);
  const verdict = resolveVerdict(step.verdict, before);
  if (!verdict) {
    if (!required && !step.verdict) return { verdict: null, problems: [] };
    const key = activeStateIds(before).at(-1) ?? '*';
    const fix = `verdict: { accepts: { '${key}': '<target>' } } or { refuses: ['${key}'] }`;
    const problem = step.verdict
      ? `verdict missing: sample ${sample} is sent in ${where}, but its verdict does not name that state: add it (${fix})`
      : `verdict missing: sample ${sample} is sent in ${where}, but ${event.type} has guarded transitions: ` +
        `give the sample (in events, eventsFor or sequences; add one if there is none) the spec's ${fix}`;
    return { verdict: null, problems: [problem] };
  }
  const problems: string[] = [];
  const taken = transitions.length > 0;
  if (!verdict.accepted && taken) {
    problems.push(
      `verdict: sample ${sample} must be refused in ${where}, but the machine took ${transitions.join(' ; ')}`,
    );
  } else if (verdict.accepted && !taken) {
    problems.push(
      `verdict: sample ${sample} must be accepted in ${where} (→ ${verdict.target}), but the machine refused it`,
    );
  } else if (verdict.accepted && verdict.target !== undefined) {
    const expected = verdict.target === '*' ? where : verdict.target;
    const arrived = verdict.target === '*' ? stateText(after.value) === where : isIn(after, expected);
    if (!arrived) {
      problems.push(
        `verdict: sample ${sample} must go from ${where} to ${expected}, but the machine is in ${stateText(after.value)}`,
      );
    }
  }
  return { verdict, problems };
}

/** Judges the real actor's start against the scenario's `starts`. */
export function judgeStart(
  path: { scenario: string; starts?: string },
  snapshot: AnyMachineSnapshot,
): string[] {
  if (path.starts === undefined || isIn(snapshot, path.starts)) return [];
  return [
    `verdict: scenario "${path.scenario}" must start in ${path.starts}, but the machine is in ${stateText(snapshot.value)}`,
  ];
}

/** Static checks of the samples' verdicts: missing where required, unknown states, contradictions. */
export function verdictDeclarationProblems(
  machine: AnyStateMachine,
  samples: MachineSamples<AnyStateMachine>,
): string[] {
  const required = verdictRequirements(machine);
  const states = new Set(stateNodesOf(machine).map(stateLabel));
  const known = (state: string) => state === '*' || states.has(state);
  const problems: string[] = [];
  const check = (sample: AnyEventObject & { verdict?: Verdict }, where: string) => {
    const name = `${where} sample ${sampleText(sample)}`;
    const { verdict } = sample;
    if (!verdict) {
      if (required.events.has(sample.type)) {
        problems.push(`${name} needs a verdict: ${sample.type} has guarded transitions`);
      }
      return;
    }
    const accepts = Object.entries(verdict.accepts ?? {});
    const refuses = verdict.refuses ?? [];
    if (accepts.length === 0 && refuses.length === 0) problems.push(`${name} has an empty verdict`);
    for (const [from, target] of accepts) {
      if (!known(from)) problems.push(`${name} accepts in unknown state "${from}"`);
      if (!known(target)) problems.push(`${name} goes to unknown state "${target}"`);
      if (refuses.includes(from)) problems.push(`${name} both accepts and refuses in "${from}"`);
    }
    for (const from of refuses) if (!known(from)) problems.push(`${name} refuses in unknown state "${from}"`);
  };
  for (const sample of samples.events) check(sample, 'event');
  for (const sequence of samples.sequences ?? []) {
    for (const sample of sequence.events) check(sample, `sequence "${sequence.name}"`);
  }
  for (const scenario of samples.scenarios) {
    if (scenario.starts === undefined) {
      if (required.scenarios) {
        problems.push(`scenario "${scenario.name}" needs \`starts\`: start-up passes a guarded always`);
      }
    } else if (!known(scenario.starts)) {
      problems.push(`scenario "${scenario.name}" starts in unknown state "${scenario.starts}"`);
    }
  }
  return problems;
}
