import { listMachines, loadMachine, repoRoot } from './discover';
import { coverageLine, handoffMarkdown, pathsJson, pathsMarkdown, type MachinePaths } from './format';
import { generatePathSet } from './paths';
import { coverageOfPaths } from './coverage';
import { transitionsOf, stateNodesOf } from './definition';
import { formatSpec, loadUiMap, playwrightSpec, uiMapFile } from './playwright';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const USAGE = `Usage: npm run -s paths -- <machine> [--format md|json|playwright] [--simple]
       npm run -s paths -- --all [--format md|json]

Prints a machine's test paths as numbered Given/When/Then steps (md, the default) or as JSON, with
the state and transition coverage the paths reach. Shortest paths by default; --simple lists every
route without a repeated state. --all prints the hand-off document of every machine's shortest
paths, grouped by machine and by the state each path reaches (docs/qa/test-paths.md). Without a
machine name it lists the machines. --format playwright prints a runnable Playwright spec of the
shortest paths through the machine's screen (its map: tests/e2e/paths/<machine>.ui.ts).
(-s keeps npm's own banner out of the output, so --format json is valid JSON on stdout.)`;

/** `paths` CLI; returns the exit code. Only the requested output goes to stdout. */
export async function runPathsCli(argv: readonly string[], io: CliIo, root = repoRoot): Promise<number> {
  let format: 'md' | 'json' | 'playwright' = 'md';
  let simple = false;
  let all = false;
  const names: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--simple') simple = true;
    else if (arg === '--all') all = true;
    else if (arg === '--format' || arg.startsWith('--format=')) {
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
    if (names.length > 0 || simple || format === 'playwright') {
      io.stderr(`--all takes no machine name and no --simple.\n${USAGE}\n`);
      return 2;
    }
    const machines: MachinePaths[] = [];
    for (const entry of entries) {
      const loaded = await loadMachine(entry, root);
      if (!loaded.samples) continue;
      const set = generatePathSet(loaded.machine, loaded.samples);
      machines.push({
        name: entry.name,
        set,
        figures: coverageOfPaths(loaded.machine, set.paths),
        samples: loaded.samples,
      });
    }
    if (format === 'json') {
      io.stdout(
        `${JSON.stringify(
          machines.map((m) => pathsJson(m.name, m.set, m.figures)),
          null,
          2,
        )}\n`,
      );
    } else io.stdout(handoffMarkdown(machines));
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
  if (format === 'playwright') {
    const map = await loadUiMap(entry.name, root);
    if (!map) {
      io.stderr(`${entry.name} has no screen map (${uiMapFile(entry.name)}) to drive its screen with.\n`);
      return 1;
    }
    io.stdout(await formatSpec(playwrightSpec(loaded.machine, map, loaded.samples), root, entry.name));
    return 0;
  }
  const set = generatePathSet(loaded.machine, loaded.samples, { kind: simple ? 'simple' : 'shortest' });
  const figures = coverageOfPaths(loaded.machine, set.paths);
  io.stderr(`${entry.name}: ${set.paths.length} ${set.kind} paths, ${coverageLine(figures)}\n`);
  if (format === 'json') io.stdout(`${JSON.stringify(pathsJson(entry.name, set, figures), null, 2)}\n`);
  else io.stdout(pathsMarkdown(entry.name, set, figures, loaded.samples));
  return 0;
}
