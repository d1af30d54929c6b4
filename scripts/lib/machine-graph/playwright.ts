import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { splitSample, type MachineSamples } from '../../../machines/samples';
import { coverageOfPaths } from './coverage';
import { transitionsOf } from './definition';
import { coverageLine } from './format';
import { reachedState } from './handoff';
import { eventsFor, generatePathSet, replay, stateText, type ModelPath, type PathSet } from './paths';
import { pathTitle } from './wording';
import { isUiMap, type AnyUiMap, type UiAction, type UiCheck, type UiDoing, type UiTarget } from './ui-map';

// Model-based tests through the real UI: the machine's shortest paths over the events a person can
// cause on the screen (the map's), printed as a Playwright spec that acts by accessible name and
// checks what each state shows. A screen that no longer follows a path fails its test.

type AnySamples = MachineSamples<AnyStateMachine>;

/** What a step of a path becomes on the screen: a person's doing, or the app's own move. */
function doingOf(map: AnyUiMap, event: AnyEventObject, label: string | undefined): UiDoing | 'app' | null {
  const mapping = (map.events as Record<string, AnyUiMap['events'][string]>)[event.type];
  if (mapping === undefined) return null;
  if (mapping === 'app') return 'app';
  return mapping(label === undefined ? event : { ...event, label });
}

/** The samples the screen can produce: the map's (or the machine's), less what no one can do there. */
export function uiSamples(map: AnyUiMap, machineSamples: AnySamples): AnySamples {
  const samples = map.samples ?? machineSamples;
  return {
    ...samples,
    describe: samples.describe ?? machineSamples.describe,
    // sequences show what the graph cannot; through the UI only the shortest paths run
    sequences: [],
    scenarios: samples.scenarios.filter((scenario) => map.start[scenario.name] !== undefined),
    filter: (snapshot, sample) => {
      const { event, label } = splitSample(sample);
      const doing = doingOf(map, event, label);
      // a person acts only on a labelled sample; the bare { type } the graph makes up for an event
      // without samples is left to the app (a timer, an actor's answer)
      return (
        (doing === 'app' || (doing !== null && label !== undefined)) &&
        (samples.filter?.(snapshot, sample) ?? true)
      );
    },
  };
}

export function uiPathSet(machine: AnyStateMachine, map: AnyUiMap, machineSamples: AnySamples): PathSet {
  return generatePathSet(machine, uiSamples(map, machineSamples));
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const comment = (text: string) => text.replace(/\s+/g, ' ').replace(/\*\//g, '* /');

function locator(target: UiTarget): string {
  const options =
    target.name === undefined
      ? ''
      : `, { name: ${quote(target.name)}${target.exact ? ', exact: true' : ''} }`;
  const base = target.within ? locator(target.within) : 'page';
  return `${base}.getByRole(${quote(target.role)}${options})${target.first ? '.first()' : ''}`;
}

function actionCode(action: UiAction): string[] {
  if ('goto' in action) return [`await page.goto(${quote(action.goto)});`];
  if ('fill' in action) return [`await ${locator(action.fill)}.fill(${quote(action.value)});`];
  if ('click' in action) return [`await ${locator(action.click)}.click();`];
  if ('tick' in action) return [`await page.getByText(${quote(action.tick)}, { exact: true }).click();`];
  if ('pick' in action) {
    const files = action.files.map(
      (file) =>
        `{ name: ${quote(file.name)}, mimeType: ${quote(file.mimeType)}, buffer: Buffer.from(${quote(file.base64)}, 'base64') }`,
    );
    return [
      `await page.getByLabel(${quote(action.pick)}, { exact: true }).setInputFiles([${files.join(', ')}]);`,
    ];
  }
  if (!action.within) return [`await choose(page, ${quote(action.choose)}, ${quote(action.option)});`];
  return [
    `await ${locator({ role: 'combobox', name: action.choose, within: action.within })}.click();`,
    `await page.getByRole('option', { name: ${quote(action.option)}, exact: true }).click();`,
  ];
}

function checkCode(check: UiCheck): string {
  if ('url' in check) return `await expect(page).toHaveURL(new RegExp(${quote(check.url)}));`;
  if ('text' in check) return `await expect(page.getByText(${quote(check.text)})).toBeVisible();`;
  if ('hidden' in check) return `await expect(${locator(check.hidden)}).toBeHidden();`;
  return `await expect(${locator(check.see)}).toBeVisible();`;
}

const UNCHECKED = 'passes too fast to check';

/** What one region's state shows: the deepest mapped state id wins; null when it passes too fast. */
function regionSeen(map: AnyUiMap, stateId: string) {
  const parts = stateId.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const seen = map.states[parts.slice(0, length).join('.')];
    if (seen !== undefined) return seen;
  }
  throw new Error(`${map.machine}: the UI map says nothing about state ${stateId}: add it (or null)`);
}

/** The checks of the state a snapshot is in (every region of a parallel state); unchecked if one passes too fast. */
function stateChecks(map: AnyUiMap, stateId: string): string[] {
  const seen = stateId.split(' + ').map((region) => regionSeen(map, region));
  if (seen.some((entry) => entry === null)) return [`// ${comment(stateId)}: ${UNCHECKED}`];
  return seen.flatMap((entry) => [
    `// Then ${comment(stateId)}: ${comment(entry!.sees)}`,
    ...entry!.checks.map(checkCode),
  ]);
}

function testCode(map: AnyUiMap, path: ModelPath, samples: AnySamples): string[] {
  const start = map.start[path.scenario]!;
  const body: string[] = [`// Given ${comment(path.scenario)}: ${comment(start.does)}`];
  body.push(`await page.goto(${quote(start.goto)});`);
  body.push(...stateChecks(map, stateText(path.initial.value)));
  for (const step of path.steps) {
    const doing = doingOf(map, step.event, step.label);
    const wording = samples.describe?.[step.event.type] ?? step.event.type;
    const what = step.label ? `${wording} — ${step.label}` : wording;
    if (doing === null) throw new Error(`${map.machine}: path ${path.id} has a step the screen cannot do`);
    if (doing === 'app') body.push(`// When ${comment(what)} (the app)`);
    else {
      body.push(`// When ${comment(what)}: ${comment(doing.does)}`);
      for (const action of doing.actions) body.push(...actionCode(action));
    }
    body.push(...stateChecks(map, stateText(step.after.value)));
  }
  return [
    `test(${quote(`path ${path.id}: ${path.title.replace(/`/g, '')}`)}, async ({ page }) => {`,
    ...body.map((line) => `  ${line}`),
    '});',
  ];
}

const isChecked = (map: AnyUiMap, state: string) => !stateChecks(map, state)[0]!.endsWith(UNCHECKED);

/**
 * Paths that end where something can be seen: a path ending in a state that passes too fast (a
 * save under way) goes on with the app's own moves (an actor answers) until it settles; one that
 * cannot is left out, as is a path that then only repeats the start of another.
 */
function settledPaths(
  machine: AnyStateMachine,
  map: AnyUiMap,
  samples: AnySamples,
  paths: readonly ModelPath[],
): ModelPath[] {
  const settled: ModelPath[] = [];
  for (const path of paths) {
    const events = path.steps.map((step) => ({
      ...step.event,
      ...(step.label === undefined ? {} : { label: step.label }),
    }));
    let current: ModelPath = path;
    for (let extra = 0; extra < 5 && !isChecked(map, reachedState(current)); extra += 1) {
      const last = current.steps.at(-1)?.after ?? current.initial;
      const next = eventsFor(samples, last).find((sample) => {
        const { event, label } = splitSample(sample);
        return doingOf(map, event, label) === 'app';
      });
      if (!next) break;
      events.push(next as (typeof events)[number]);
      current = { ...path, ...replay(machine, path.input, events) };
    }
    if (!isChecked(map, reachedState(current))) continue;
    settled.push(current === path ? path : { ...current, title: pathTitle(current, samples, machine) });
  }
  const key = (path: ModelPath) =>
    `${path.scenario}|${path.steps.map((step) => `${step.event.type}:${step.label ?? ''}`).join('|')}`;
  const keys = settled.map(key);
  return settled.filter((path, index) => {
    const mine = keys[index]!;
    return (
      !keys.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          (other.length > mine.length || (other === mine && otherIndex < index)) &&
          other.startsWith(`${mine}|`),
      ) && keys.indexOf(mine) === index
    );
  });
}

/** A runnable Playwright spec of the machine's shortest paths through its screen. */
export function playwrightSpec(machine: AnyStateMachine, map: AnyUiMap, machineSamples: AnySamples): string {
  const samples = uiSamples(map, machineSamples);
  const set = generatePathSet(machine, samples);
  const unmapped = [...new Set(transitionsOf(machine).map((info) => info.event))].filter(
    (type) => type !== '' && (map.events as Record<string, unknown>)[type] === undefined,
  );
  const checked = settledPaths(machine, map, samples, set.paths);
  const coverage = coverageLine(coverageOfPaths(machine, checked));
  // A path that starts signed in starts from the persona's saved browser state (the e2e setup project).
  const personaOf = (path: ModelPath) => map.start[path.scenario]?.signInAs;
  const personas = [...new Set(checked.map(personaOf))];
  const body = personas.flatMap((persona) => {
    const tests = checked
      .filter((path) => personaOf(path) === persona)
      .flatMap((path) => ['', ...testCode(map, path, samples)]);
    if (persona === undefined) return tests;
    return [
      '',
      `test.describe(${quote(`signed in as the ${persona}`)}, () => {`,
      `  test.use({ signedIn: ${quote(persona)} });`,
      ...tests.map((line) => (line ? `  ${line}` : line)),
      '});',
    ];
  });
  const imports = body.some((line) => line.includes('choose(page')) ? ['choose'] : [];
  const header = [
    `// Generated by \`npm run -s paths -- ${map.machine} --format playwright\` from the ${map.machine} machine`,
    `// and its screen map (tests/e2e/paths/${map.machine}.ui.ts). Do not edit: change the map or the machine`,
    '// and run `npm run paths:e2e`; tests/machines/ui-paths.test.ts fails while this file is stale.',
    `// Through ${comment(map.screen)}: ${coverage} of the machine.`,
    ...(unmapped.length
      ? wrap(`Not driven from the screen: ${unmapped.join(', ')}.`).map((line) => `// ${line}`)
      : []),
    "import { expect, test } from '../harness/fixtures';",
    ...(imports.length ? [`import { ${imports.join(', ')} } from '../support';`] : []),
    '',
    `test.describe(${quote(`${map.machine} paths through ${map.screen}`)}, () => {`,
  ];
  const indented = body.map((line) => (line ? `  ${line}` : line));
  return `${[...header, ...indented, '});'].join('\n')}\n`;
}

function wrap(text: string, width = 110): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Where a machine's screen map lives, and where its generated spec is committed. */
export const uiMapFile = (name: string) => `tests/e2e/paths/${name}.ui.ts`;
export const uiSpecFile = (name: string) => `tests/e2e/paths/${name}.paths.spec.ts`;

export async function loadUiMap(name: string, root: string): Promise<AnyUiMap | null> {
  const file = path.join(root, uiMapFile(name));
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return Object.values(module).find(isUiMap) ?? null;
}

/** The spec as the repository's Prettier writes it, so the committed file passes format:check. */
export async function formatSpec(text: string, root: string, name: string): Promise<string> {
  const filepath = path.join(root, uiSpecFile(name));
  const options = { ...(await resolveConfig(filepath)), filepath };
  // Prettier can need a second pass to settle (a long chain's last call breaking its arguments).
  const once = await format(text, options);
  return format(once, options);
}

/** Every machine with a screen map: its generated spec, by repository-relative path. */
export async function generateUiSpecs(root: string): Promise<Map<string, string>> {
  const { listMachines, loadMachine } = await import('./discover');
  const specs = new Map<string, string>();
  for (const entry of listMachines(root)) {
    const map = await loadUiMap(entry.name, root);
    if (!map) continue;
    const loaded = await loadMachine(entry, root);
    if (!loaded.samples) throw new Error(`${entry.name} has a screen map but no samples`);
    specs.set(
      uiSpecFile(entry.name),
      await formatSpec(playwrightSpec(loaded.machine, map, loaded.samples), root, entry.name),
    );
  }
  return specs;
}
