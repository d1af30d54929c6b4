import { listMachines, loadMachine, repoRoot } from './discover';
import { coverageLine, handoffMarkdown, pathsJson, pathsMarkdown } from './format';
import { pathsEndingIn, type HandoffMachine } from './handoff';
import { generatePathSet } from './paths';
import { coverageOfPaths } from './coverage';
import { transitionsOf, stateNodesOf } from './definition';
import { formatSpec, handoffSamples, loadUiMap, playwrightSpec, uiMapFile } from './playwright';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const USAGE = `Usage: npm run -s paths -- <machine> [--to STATE] [--every] [--format md|json|playwright] [--simple]
       npm run -s paths -- --all [--format md|json]

Prints a machine's test paths as numbered Given/When/Then steps a tester follows (md, the default)
or as JSON, with the state and transition coverage the paths reach. Each 'Then' says what the screen
shows; a failure says how to stage it (a demo fault switch). Paths that prove the same thing are
shown once with their variants listed (at most 40); --every prints every path. --to STATE keeps the
paths that end in STATE (or in a state inside it). Shortest paths by default; --simple lists every
route without a repeated state. --all prints the hand-off document of every machine
(docs/qa/test-paths.md). Without a machine name it lists the machines. --format playwright prints
the walks through the machine's screen (its map: tests/e2e/paths/<machine>.ui.ts).
(-s keeps npm's own banner out of the output, so --format json is valid JSON on stdout.)`;

/** `paths` CLI; returns the exit code. Only the requested output goes to stdout. */
export async function runPathsCli(argv: readonly string[], io: CliIo, root = repoRoot): Promise<number> {
  let format: 'md' | 'json' | 'playwright' = 'md';
  let simple = false;
  let all = false;
  let every = false;
  let to: string | null = null;
  const names: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--simple') simple = true;
    else if (arg === '--all') all = true;
    else if (arg === '--every') every = true;
    else if (arg === '--to' || arg.startsWith('--to=')) {
      const value = arg.includes('=') ? arg.slice('--to='.length) : argv[++index];
      if (!value || value.startsWith('-')) {
        io.stderr(`--to needs a state id (reviewing.editing).\n${USAGE}\n`);
        return 2;
      }
      to = value;
    } else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg.includes('=') ? arg.slice('--format='.length) : argv[++index];
      if (value !== 'md' && value !== 'json' && value !== 'playwright') {
        io.stderr(`Unknown format "${value ?? ''}": use md, json or playwright.\n${USAGE}\n`);
        return 2;
      }
      format = value;
    } else if (arg === '--help' || arg === '-h') {
      io.stdout(`${USAGE}\n`);
      return 0;
    } else if (arg.startsWith('-')) {
      io.stderr(`Unknown option ${arg}.\n${USAGE}\n`);
      return 2;
    } else names.push(arg);
  }

  const entries = listMachines(root);
  if (all) {
    if (names.length > 0 || simple || every || to !== null || format === 'playwright') {
      io.stderr(`--all takes no machine name, --simple, --every or --to.\n${USAGE}\n`);
      return 2;
    }
    const machines: HandoffMachine[] = [];
    const json = [];
    for (const entry of entries) {
      const loaded = await loadMachine(entry, root);
      if (!loaded.samples) continue;
      const map = await loadUiMap(entry.name, root);
      const samples = handoffSamples(loaded.samples, map);
      const set = generatePathSet(loaded.machine, samples);
      machines.push({ name: entry.name, machine: loaded.machine, samples, paths: set.paths, map });
      json.push(pathsJson(entry.name, set, coverageOfPaths(loaded.machine, set.paths)));
    }
    if (format === 'json') io.stdout(`${JSON.stringify(json, null, 2)}\n`);
    else io.stdout(handoffMarkdown(machines));
    return 0;
  }
  if (names.length === 0) {
    const rows = [];
    for (const entry of entries) {
      const loaded = await loadMachine(entry, root);
      rows.push({
        name: entry.name,
        file: entry.machineFile,
        states: stateNodesOf(loaded.machine).length,
        transitions: transitionsOf(loaded.machine).length,
        samples: entry.samplesFile,
      });
    }
    if (format === 'json') io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
    else {
      const lines = rows.map(
        (row) =>
          `  ${row.name.padEnd(16)} ${String(row.states).padStart(3)} states ${String(row.transitions).padStart(3)} transitions  ${row.file}${row.samples ? '' : '  (no samples)'}`,
      );
      io.stdout(`Machines:\n${lines.join('\n')}\n\n${USAGE}\n`);
    }
    return 0;
  }
  if (names.length > 1) {
    io.stderr(`One machine at a time.\n${USAGE}\n`);
    return 2;
  }
  const entry = entries.find((candidate) => candidate.name === names[0]);
  if (!entry) {
    io.stderr(
      `No machine "${names[0]}". Machines: ${entries.map((candidate) => candidate.name).join(', ')}\n`,
    );
    return 1;
  }
  const loaded = await loadMachine(entry, root);
  if (!loaded.samples) {
    io.stderr(`${entry.name} has no samples file (${entry.name}.samples.ts) to generate paths from.\n`);
    return 1;
  }
  const map = await loadUiMap(entry.name, root);
  if (format === 'playwright') {
    if (!map) {
      io.stderr(`${entry.name} has no screen map (${uiMapFile(entry.name)}) to drive its screen with.\n`);
      return 1;
    }
    io.stdout(await formatSpec(playwrightSpec(loaded.machine, map, loaded.samples), root, entry.name));
    return 0;
  }
  const samples = handoffSamples(loaded.samples, map);
  const generated = generatePathSet(loaded.machine, samples, { kind: simple ? 'simple' : 'shortest' });
  const set = to === null ? generated : { ...generated, paths: pathsEndingIn(generated.paths, to) };
  if (to !== null && !stateNodesOf(loaded.machine).some((node) => node.path.join('.') === to)) {
    io.stderr(`${entry.name} has no state "${to}".\n`);
    return 1;
  }
  const figures = coverageOfPaths(loaded.machine, set.paths);
  io.stderr(`${entry.name}: ${set.paths.length} ${set.kind} paths, ${coverageLine(figures)}\n`);
  if (format === 'json') io.stdout(`${JSON.stringify(pathsJson(entry.name, set, figures), null, 2)}\n`);
  else {
    const handoff: HandoffMachine = {
      name: entry.name,
      machine: loaded.machine,
      samples,
      paths: set.paths,
      map,
    };
    // simple paths are many by nature: they are listed, not collapsed
    io.stdout(
      pathsMarkdown(handoff, {
        every: every || simple,
        truncated: set.truncated,
        ...(to === null ? {} : { to }),
      }),
    );
  }
  return 0;
}
