import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { MachineSamples } from '../../../machines/samples';
import type { ModelPath, PathSet } from './paths';
import { stateText } from './paths';
import { stableStringify, toPlain } from './plain';
import type { CoverageFigures } from './coverage';
import { resolveVerdict } from './verdicts';

const percent = (covered: number, all: number) => (all === 0 ? 100 : Math.floor((covered / all) * 100));

export function coverageSummary(figures: CoverageFigures) {
  const { states, transitions } = figures;
  return {
    states: {
      covered: states.covered.length,
      total: states.all.length,
      percent: percent(states.covered.length, states.all.length),
      missing: states.all.filter((id) => !states.covered.includes(id)),
    },
    transitions: {
      covered: transitions.covered.length,
      total: transitions.all.length,
      percent: percent(transitions.covered.length, transitions.all.length),
      missing: transitions.all.filter((key) => !transitions.covered.includes(key)),
    },
  };
}

export function coverageLine(figures: CoverageFigures): string {
  const { states, transitions } = coverageSummary(figures);
  return (
    `states ${states.percent}% (${states.covered}/${states.total}), ` +
    `transitions ${transitions.percent}% (${transitions.covered}/${transitions.total})`
  );
}

/** The event's payload (everything but its type) as plain JSON data, or null when it has none. */
export function payloadOf(event: AnyEventObject): Record<string, unknown> | null {
  const { type: _type, ...payload } = event;
  return Object.keys(payload).length ? (toPlain(payload) as Record<string, unknown>) : null;
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function whenText(event: AnyEventObject, samples: MachineSamples<AnyStateMachine> | null): string {
  const wording = samples?.describe?.[event.type];
  const payload = payloadOf(event);
  const technical = payload ? `${code(event.type)} ${code(stableStringify(payload))}` : code(event.type);
  return wording ? `${wording} (${technical})` : technical;
}

/** One path as numbered Given/When/Then steps. */
export function pathMarkdown(path: ModelPath, samples: MachineSamples<AnyStateMachine> | null): string {
  const lines = [
    `### Path ${path.id}: ${path.title}`,
    '',
    `_${path.origin}_ · scenario: ${path.scenario}`,
    '',
  ];
  if (path.steps.length === 0) {
    lines.push(`1. **Given** ${path.scenario}, **then** it is in ${code(stateText(path.initial.value))}`);
  }
  path.steps.forEach((step, index) => {
    const before = stateText(step.before.value);
    const after = stateText(step.after.value);
    const given = index === 0 ? `${path.scenario}, in ${code(before)}` : `it is in ${code(before)}`;
    const then =
      step.transitions.length === 0
        ? `nothing changes: it stays in ${code(after)}`
        : before === after
          ? `it stays in ${code(after)}`
          : `it is in ${code(after)}`;
    lines.push(`${index + 1}. **Given** ${given}`);
    lines.push(`   **When** ${whenText(step.event, samples)}`);
    lines.push(`   **Then** ${then}`);
  });
  return lines.join('\n');
}

export function pathsMarkdown(
  name: string,
  set: PathSet,
  figures: CoverageFigures,
  samples: MachineSamples<AnyStateMachine> | null,
  options: { heading?: boolean } = {},
): string {
  const parts: string[] = [];
  if (options.heading !== false) parts.push(`# ${name}: ${set.kind} test paths`, '');
  parts.push(`Coverage: ${coverageLine(figures)} · ${set.paths.length} paths`);
  if (set.truncated) parts.push('', `Simple paths were cut at the limit; this is not every route.`);
  for (const path of set.paths) parts.push('', pathMarkdown(path, samples));
  return `${parts.join('\n')}\n`;
}

/** The JSON QA tools read: paths with their steps, and the coverage the paths reach. */
export function pathsJson(name: string, set: PathSet, figures: CoverageFigures) {
  return {
    machine: name,
    kind: set.kind,
    truncated: set.truncated,
    coverage: coverageSummary(figures),
    paths: set.paths.map((path) => ({
      id: path.id,
      scenario: path.scenario,
      origin: path.origin,
      title: path.title,
      initialState: stateText(path.initial.value),
      steps: path.steps.map((step) => ({
        state: stateText(step.before.value),
        event: toPlain(step.event) as Record<string, unknown>,
        nextState: stateText(step.after.value),
        transitions: step.transitions,
        /** The sample's verdict for this state: what the spec says, which the model tests enforce. */
        verdict: resolveVerdict(step.verdict, step.before) ?? null,
      })),
    })),
  };
}
