import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { splitSample, type MachineSamples } from '../../../machines/samples';
import { coverageOfPaths, type CoverageFigures } from './coverage';
import { transitionsOf } from './definition';
import { coverageLine } from './format';
import { explore, type Graph } from './plans';
import { replay, stateText, type ModelPath } from './paths';
import { stagedFaults } from './staging';
import {
  isUiMap,
  type AnyUiMap,
  type UiAction,
  type UiCheck,
  type UiDoing,
  type UiSeen,
  type UiTarget,
} from './ui-map';
import { eventWording } from './wording';

// Model-based tests through the real UI (decisions 0171, 0453): the machine's graph over what a person
// can cause on the screen (the map's), walked in a few long walks that together take every transition
// they can reach, printed as a Playwright spec that acts by accessible name and checks what each state
// shows. Failures are staged with the demo's fault switches in the walk's address. A screen that no
// longer follows its machine fails its walk.

type AnySamples = MachineSamples<AnyStateMachine>;

/** What a step becomes on the screen: a person's doing, the app's own move, or nothing possible. */
function doingOf(map: AnyUiMap, event: AnyEventObject, label: string | undefined): UiDoing | 'app' | null {
  const mapping = (map.events as Record<string, AnyUiMap['events'][string]>)[event.type];
  if (mapping === undefined) return null;
  if (mapping === 'app') return 'app';
  return mapping(label === undefined ? event : { ...event, label });
}

const UNCHECKED = 'passes too fast to check';

/**
 * What one region's state shows, for the snapshot it is in: the deepest mapped state id wins; null
 * when it passes too fast.
 */
export function regionSeen(map: AnyUiMap, stateId: string, snapshot: AnyMachineSnapshot): UiSeen | null {
  const parts = stateId.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const seen = map.states[parts.slice(0, length).join('.')];
    if (seen === undefined) continue;
    return typeof seen === 'function' ? seen(snapshot) : seen;
  }
  throw new Error(`${map.machine}: the UI map says nothing about state ${stateId}: add it (or null)`);
}

/** A state a person can see and act in: no region of it passes too fast. */
const isSettled = (map: AnyUiMap, snapshot: AnyMachineSnapshot) =>
  stateText(snapshot.value)
    .split(' + ')
    .every((region) => regionSeen(map, region, snapshot) !== null);

/**
 * The samples the screen can produce: the map's (or the machine's), less what no one can do there. A
 * person acts only on a labelled sample, and only in a state that stays long enough to be seen; the
 * bare `{ type }` the graph makes up for an event without samples is left to the app.
 */
export function uiSamples(map: AnyUiMap, machineSamples: AnySamples, scenario?: string): AnySamples {
  const samples = map.samples ?? machineSamples;
  const startFilter = scenario === undefined ? undefined : map.start[scenario]?.filter;
  return {
    ...samples,
    describe: samples.describe ?? machineSamples.describe,
    stage: samples.stage ?? machineSamples.stage,
    // sequences show what the graph cannot; through the UI the walks run
    sequences: [],
    scenarios: samples.scenarios.filter((scenario) => map.start[scenario.name] !== undefined),
    filter: (snapshot, sample) => {
      const { event, label } = splitSample(sample);
      const doing = doingOf(map, event, label);
      const possible = doing === 'app' || (doing !== null && label !== undefined && isSettled(map, snapshot));
      return (
        possible && (samples.filter?.(snapshot, sample) ?? true) && (startFilter?.(snapshot, sample) ?? true)
      );
    },
  };
}

/**
 * The samples QA's hand-off follows: where the screen map says so (`handoff: 'screen'`), what a person
 * can do on that screen, as the walks do (the map's samples: what the demo holds; acting only in a
 * state that stays long enough to be seen), else the machine's own.
 */
export function handoffSamples(samples: AnySamples, map: AnyUiMap | null): AnySamples {
  return map?.handoff === 'screen' ? uiSamples(map, samples) : samples;
}

/** A walk through the screen: its scenario's start, then every step, each followed by its check. */
export interface UiWalk {
  path: ModelPath;
  /** `?fault=` switches the walk's failures need, armed as the screen opens. */
  faults: string[];
}

/** How many walks a map gets at most, and how long one grows before the next starts. */
const MAX_WALKS = 5;
const MAX_STEPS = 45;

/**
 * Walks that together take every transition the screen can reach: each walk starts at a scenario's
 * start and keeps going to the nearest step that takes a transition no walk has taken yet (breadth
 * first over what can be done in each state), then goes on with the app's own moves until the screen
 * shows a state it can check. Few long walks rather than one test per path: each test pays for its
 * page load once.
 */
export function uiWalks(machine: AnyStateMachine, map: AnyUiMap, machineSamples: AnySamples): UiWalk[] {
  const samples = uiSamples(map, machineSamples);
  const graphs = samples.scenarios.map((scenario) => ({
    scenario,
    graph: explore(machine, uiSamples(map, machineSamples, scenario.name), scenario.input),
    // what the start-up takes (a stored choice's eventless move) counts for a walk from this start too
    initial: replay(machine, scenario.input, []).initialTransitions,
  }));
  const taken = new Set<string>();
  const walks: UiWalk[] = [];
  while (walks.length < MAX_WALKS) {
    let best: {
      scenario: (typeof graphs)[number]['scenario'];
      events: AnyEventObject[];
      gain: number;
    } | null = null;
    for (const { scenario, graph, initial } of graphs) {
      const events = walkFrom(graph, taken, map);
      const fromStart = new Set(initial.filter((key) => !taken.has(key))).size;
      const gain = fromStart + newTransitions(graph, events, taken);
      if (gain > 0 && (!best || gain > best.gain)) best = { scenario, events, gain };
    }
    if (!best) break;
    const replayed = replay(machine, best.scenario.input, best.events);
    const walk: ModelPath = {
      id: walks.length + 1,
      scenario: best.scenario.name,
      input: best.scenario.input,
      origin: 'transition',
      title: '',
      ...replayed,
    };
    for (const key of walk.initialTransitions) taken.add(key);
    for (const step of walk.steps) for (const key of step.transitions) taken.add(key);
    const faults = [...stagedFaults(samples, walk).values()].map((fault) => fault.flag);
    walks.push({ path: { ...walk, title: walkTitle(walk) }, faults });
  }
  return walks;
}

function walkTitle(walk: ModelPath): string {
  const transitions = new Set(walk.steps.flatMap((step) => step.transitions)).size;
  const end = stateText((walk.steps.at(-1)?.after ?? walk.initial).value);
  return `walk ${walk.id}: ${walk.steps.length} steps, ${transitions} transitions, ends in ${end}`;
}

/** Transitions a walk's events take that `taken` lacks. */
function newTransitions(graph: Graph, events: readonly AnyEventObject[], taken: ReadonlySet<string>): number {
  const byFrom = edgesByFrom(graph);
  const fresh = new Set<string>();
  let at = graph.order[0]!;
  for (const event of events) {
    const edge = byFrom.get(at)!.find((candidate) => candidate.event === event)!;
    for (const key of edge.transitions) if (!taken.has(key)) fresh.add(key);
    at = edge.to;
  }
  return fresh.size;
}

const edgeIndex = new WeakMap<Graph, Map<string, Graph['edges']>>();
function edgesByFrom(graph: Graph): Map<string, Graph['edges']> {
  const cached = edgeIndex.get(graph);
  if (cached) return cached;
  const index = new Map<string, Graph['edges']>();
  for (const edge of graph.edges) index.set(edge.from, [...(index.get(edge.from) ?? []), edge]);
  edgeIndex.set(graph, index);
  return index;
}

/** The events of one greedy walk from the graph's start (taking nothing from `taken`'s copy). */
function walkFrom(graph: Graph, alreadyTaken: ReadonlySet<string>, map: AnyUiMap): AnyEventObject[] {
  const byFrom = edgesByFrom(graph);
  const taken = new Set(alreadyTaken);
  const events: AnyEventObject[] = [];
  let at = graph.order[0]!;
  while (events.length < MAX_STEPS) {
    const route = routeTo(byFrom, at, (edge) => edge.transitions.some((key) => !taken.has(key)));
    if (!route) break;
    for (const edge of route) {
      events.push(edge.event);
      for (const key of edge.transitions) taken.add(key);
      at = edge.to;
    }
  }
  // end where the screen shows something: the app's own moves until a state that can be checked
  const settled = (vertex: string) => isSettled(map, graph.snapshots.get(vertex)!);
  if (!settled(at)) {
    const rest = routeTo(byFrom, at, (edge) => settled(edge.to));
    if (rest) events.push(...rest.map((edge) => edge.event));
  }
  return events;
}

/** The shortest route from a vertex through its edges to (and over) the first edge `wanted` accepts. */
function routeTo(
  byFrom: Map<string, Graph['edges']>,
  from: string,
  wanted: (edge: Graph['edges'][number]) => boolean,
): Graph['edges'] | null {
  const previous = new Map<string, { edge: Graph['edges'][number]; from: string } | null>([[from, null]]);
  const queue = [from];
  for (let index = 0; index < queue.length; index += 1) {
    const vertex = queue[index]!;
    for (const edge of byFrom.get(vertex) ?? []) {
      if (edge.transitions.length === 0) continue;
      if (wanted(edge)) {
        const route = [edge];
        for (let back = previous.get(vertex); back; back = previous.get(back.from)) route.unshift(back.edge);
        return route;
      }
      if (!previous.has(edge.to)) {
        previous.set(edge.to, { edge, from: vertex });
        queue.push(edge.to);
      }
    }
  }
  return null;
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
  if ('select' in action)
    return [`await ${locator(action.select)}.selectOption({ label: ${quote(action.option)} });`];
  if ('tick' in action) return [`await page.getByText(${quote(action.tick)}, { exact: true }).click();`];
  if ('press' in action) return [`await page.keyboard.press(${quote(action.press)});`];
  if ('runFor' in action) return [`await page.clock.runFor(${action.runFor});`];
  // pauseAt takes a time still to come on the page's clock: a second on (a round trip's margin);
  // what falls due in that second fires once, as if the page had run a second longer
  if ('pauseClock' in action)
    return ['await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));'];
  if ('focusWindow' in action)
    return [`await page.evaluate(() => window.dispatchEvent(new Event('focus')));`];
  if ('offline' in action) return [`await page.context().setOffline(${action.offline});`];
  if ('hover' in action) {
    return action.hover === 'away'
      ? ['await page.mouse.move(0, 0);']
      : [`await ${locator(action.hover)}.hover();`];
  }
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
  if ('text' in check) return `await expect(page.getByText(${quote(check.text)}).first()).toBeVisible();`;
  if ('noText' in check) return `await expect(page.getByText(${quote(check.noText)})).toHaveCount(0);`;
  if ('hidden' in check) return `await expect(${locator(check.hidden)}).toBeHidden();`;
  if ('enabled' in check) return `await expect(${locator(check.enabled)}).toBeEnabled();`;
  if ('disabled' in check) return `await expect(${locator(check.disabled)}).toBeDisabled();`;
  if ('current' in check)
    return `await expect(${locator(check.current)}).toHaveAttribute('aria-current', 'true');`;
  if ('pressed' in check) {
    return `await expect(${locator(check.pressed)}).toHaveAttribute('aria-pressed', '${String(check.is)}');`;
  }
  return `await expect(${locator(check.see)}).toBeVisible();`;
}

/** A name in camelCase from words: ('sees', 'reviewing.editing') → seesReviewingEditing. */
const camelName = (first: string, words: string) =>
  first +
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

interface Block {
  /** The function's name before numbering (`seesReviewingEditing`, `doTheAdminSignsIn`). */
  base: string;
  /** Its doc comment. */
  doc: string;
  code: string[];
  uses: number;
}

/**
 * The checks and doings a spec makes, kept once: a block of more than one short line made more than
 * once becomes a function of its own (`seesReviewingEditing(page)`, `doTheAdminSignsIn(page)`), so a walk
 * reads as its steps and what they show.
 */
class Blocks {
  private readonly blocks = new Map<string, Block>();

  /** Registers a block and answers the placeholder line the spec holds until `resolve`. */
  use(base: string, doc: string, code: string[]): string {
    const key = code.join('\n');
    const block = this.blocks.get(key) ?? { base, doc, code, uses: 0 };
    block.uses += 1;
    this.blocks.set(key, block);
    return `${PLACEHOLDER}${[...this.blocks.keys()].indexOf(key)}`;
  }

  /** The blocks made more than once, by index, with their function names. */
  private shared(): Map<number, Block & { name: string }> {
    const names = new Map<string, number>();
    const shared = new Map<number, Block & { name: string }>();
    [...this.blocks.values()].forEach((block, index) => {
      // one short line reads as well as a call of it; a long one spreads over several
      if (block.uses < 2 || (block.code.length < 2 && block.code.join('').length <= 90)) return;
      const count = (names.get(block.base) ?? 0) + 1;
      names.set(block.base, count);
      shared.set(index, { ...block, name: count > 1 ? `${block.base}${count}` : block.base });
    });
    return shared;
  }

  /** The helper functions, and the body with each placeholder replaced by a call or the code. */
  resolve(body: readonly string[]): { helpers: string[]; body: string[] } {
    const shared = this.shared();
    const all = [...this.blocks.values()];
    const resolved = body.flatMap((line) => {
      const match = new RegExp(`^(\\s*)${PLACEHOLDER}(\\d+)$`).exec(line);
      if (!match) return [line];
      const [, indent, index] = match;
      const helper = shared.get(Number(index));
      if (helper) return [`${indent}await ${helper.name}(page);`];
      return all[Number(index)]!.code.map((code) => `${indent}${code}`);
    });
    const helpers = [...shared.values()].flatMap((helper) => [
      '',
      `/** ${comment(helper.doc)}. */`,
      `async function ${helper.name}(page: Page) {`,
      ...helper.code.map((code) => `  ${code}`),
      '}',
    ]);
    return { helpers, body: resolved };
  }
}

const PLACEHOLDER = '@@block:';

/** The checks of the state a snapshot is in (every region of a parallel state); unchecked if one passes too fast. */
function stateChecks(map: AnyUiMap, snapshot: AnyMachineSnapshot, blocks: Blocks): string[] {
  const stateId = stateText(snapshot.value);
  const regions = stateId.split(' + ');
  const seen = regions.map((region) => regionSeen(map, region, snapshot));
  if (seen.some((entry) => entry === null)) return [`// ${comment(stateId)}: ${UNCHECKED}`];
  return seen.flatMap((entry, index) => [
    `// Then ${comment(stateId)}: ${comment(entry!.sees)}`,
    blocks.use(
      camelName('sees', regions[index]!),
      `What ${regions[index]!} shows: ${entry!.sees}`,
      entry!.checks.map(checkCode),
    ),
  ]);
}

/** The address a walk opens: the start's page, with the walk's fault switches armed. */
function addressOf(goto: string, faults: readonly string[]): string {
  if (faults.length === 0) return goto;
  return `${goto}${goto.includes('?') ? '&' : '?'}fault=${faults.join(',')}`;
}

function testCode(
  map: AnyUiMap,
  walk: UiWalk,
  samples: AnySamples,
  machine: AnyStateMachine,
  blocks: Blocks,
): string[] {
  const { path: route } = walk;
  const start = map.start[route.scenario]!;
  const body: string[] = [`// Given ${comment(route.scenario)}: ${comment(start.does)}`];
  if (walk.faults.length > 0) {
    body.push(`// Staged: ${walk.faults.join(', ')} fail (demo fault switches, decision 0452)`);
  }
  if (start.clock) body.push('await page.clock.install();');
  body.push(`await page.goto(${quote(addressOf(start.goto, walk.faults))});`);
  for (const action of start.then ?? []) body.push(...actionCode(action));
  body.push(...stateChecks(map, route.initial, blocks));
  for (const [index, step] of route.steps.entries()) {
    const doing = doingOf(map, step.event, step.label);
    const what = eventWording(step.event, step.label, samples, machine, step.before);
    if (doing === null) throw new Error(`${map.machine}: walk ${route.id} has a step the screen cannot do`);
    const number = `${index + 1}.`;
    if (doing === 'app') body.push(`// ${number} When ${comment(what)} (the app)`);
    else {
      body.push(`// ${number} When ${comment(what)}: ${comment(doing.does)}`);
      const code = doing.actions.flatMap(actionCode);
      body.push(blocks.use(camelName('do', step.label ?? step.event.type), doing.does, code));
    }
    body.push(...stateChecks(map, step.after, blocks));
  }
  return [`test(${quote(route.title)}, async ({ page }) => {`, ...body.map((line) => `  ${line}`), '});'];
}

/** What the walks reach of the machine's transitions, for the spec's header and the tests. */
export function uiCoverage(machine: AnyStateMachine, walks: readonly UiWalk[]): CoverageFigures {
  return coverageOfPaths(
    machine,
    walks.map((walk) => walk.path),
  );
}

/** A runnable Playwright spec of the walks through the machine's screen. */
export function playwrightSpec(machine: AnyStateMachine, map: AnyUiMap, machineSamples: AnySamples): string {
  const samples = uiSamples(map, machineSamples);
  const walks = uiWalks(machine, map, machineSamples);
  const figures = uiCoverage(machine, walks);
  const missing = figures.transitions.all.filter((key) => !figures.transitions.covered.includes(key));
  const unmapped = [...new Set(transitionsOf(machine).map((info) => info.event))].filter(
    (type) => type !== '' && (map.events as Record<string, unknown>)[type] === undefined,
  );
  // A walk that starts signed in starts from the persona's saved browser state (the e2e setup project).
  const personaOf = (walk: UiWalk) => map.start[walk.path.scenario]?.signInAs;
  const personas = [...new Set(walks.map(personaOf))];
  const blocks = new Blocks();
  const placeheld = personas.flatMap((persona) => {
    const tests = walks
      .filter((walk) => personaOf(walk) === persona)
      .flatMap((walk) => ['', ...testCode(map, walk, samples, machine, blocks)]);
    if (persona === undefined) return tests;
    return [
      '',
      `test.describe(${quote(`signed in as the ${persona}`)}, () => {`,
      `  test.use({ signedIn: ${quote(persona)} });`,
      ...tests.map((line) => (line ? `  ${line}` : line)),
      '});',
    ];
  });
  const { helpers, body } = blocks.resolve(placeheld);
  const imports = body.some((line) => line.includes('choose(page')) ? ['choose'] : [];
  const header = [
    `// Generated by \`npm run -s paths -- ${map.machine} --format playwright\` from the ${map.machine} machine`,
    `// and its screen map (tests/e2e/paths/${map.machine}.ui.ts). Do not edit: change the map or the machine`,
    '// and run `npm run paths:e2e`; tests/machines/ui-paths.test.ts fails while this file is stale.',
    `// Through ${comment(map.screen)}: ${coverageLine(figures)} of the machine, in ${walks.length} walks.`,
    ...(missing.length
      ? wrap(`Not taken through the screen: ${missing.join('; ')}.`).map((line) => `// ${line}`)
      : []),
    ...(unmapped.length
      ? wrap(`Not driven from the screen: ${unmapped.join(', ')}.`).map((line) => `// ${line}`)
      : []),
    ...(helpers.length ? ["import type { Page } from '@playwright/test';"] : []),
    "import { expect, test } from '../harness/fixtures';",
    ...(imports.length ? [`import { ${imports.join(', ')} } from '../support';`] : []),
    ...helpers,
    '',
    `test.describe(${quote(`${map.machine} walks through ${map.screen}`)}, () => {`,
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
