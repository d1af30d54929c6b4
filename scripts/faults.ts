// `npm run faults`: runs the fault matrix (tests/e2e/faults, issue 24 item 7) against the built app in
// API mode and prints it as a table: flows down, faults across, each cell 'ok', 'pending' (waiting for
// another branch's behaviour, not run) or what broke. Builds the app first when dist/ is missing.
// `--report <playwright.json>` prints the table from a run that already happened (npm test's e2e run)
// instead of running the matrix again.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAULTS, FLOWS, cellTitle, pendingOf } from '../tests/e2e/faults/matrix';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.join(root, 'test-results', 'faults.json');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

interface Result {
  status?: string;
  error?: { message?: string };
}
interface Spec {
  title: string;
  tests: { status?: string; results?: Result[] }[];
}
interface Suite {
  specs?: Spec[];
  suites?: Suite[];
}

const specsOf = (suites: Suite[] = []): Spec[] =>
  suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites)]);

// eslint-disable-next-line no-control-regex -- Playwright's messages carry terminal colours
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The first line of what failed, without colours: 'expect(locator).toHaveValue(expected) failed'. */
function whatBroke(spec: Spec): string {
  const error = spec.tests[0]?.results?.find((result) => result.error)?.error?.message ?? 'failed';
  const lines = plain(error)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const locator = lines.find((line) => line.startsWith('Locator:'));
  return [lines[0], locator].filter(Boolean).join(' — ');
}

const reportArgument = process.argv.indexOf('--report');
const givenReport = reportArgument === -1 ? undefined : process.argv[reportArgument + 1];

/** Runs the matrix alone, writing its report; true when Playwright exited cleanly. */
function runMatrix(): boolean {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    console.log('▶ build (no dist/ yet)');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  mkdirSync(path.dirname(report), { recursive: true });
  const run = spawnSync(bin('playwright'), ['test', 'tests/e2e/faults', '--project=chromium'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  return run.status === 0;
}

const ranCleanly = givenReport === undefined ? runMatrix() : true;

let specs: Spec[] = [];
try {
  specs = specsOf((JSON.parse(readFileSync(givenReport ?? report, 'utf8')) as { suites?: Suite[] }).suites);
} catch {
  console.error('The fault matrix wrote no report.');
  process.exit(1);
}
const byTitle = new Map(specs.map((spec) => [spec.title, spec]));

const broken: string[] = [];
const pending: string[] = [];
const rows = FLOWS.map((flow) =>
  FAULTS.map((fault) => {
    const waiting = pendingOf(flow.id, fault.id);
    if (waiting) {
      pending.push(`${flow.label} × ${fault.label}: ${waiting.pendingOn}`);
      return 'pending';
    }
    const spec = byTitle.get(cellTitle(flow.id, fault.id));
    const status = spec?.tests[0]?.status;
    if (spec && (status === 'expected' || status === 'flaky')) return 'ok';
    broken.push(`${flow.label} × ${fault.label}: ${spec ? whatBroke(spec) : 'not run'}`);
    return spec ? 'BROKE' : 'not run';
  }),
);

const header = ['', ...FAULTS.map((fault) => fault.label)];
const table = [header, ...rows.map((cells, index) => [FLOWS[index]?.label ?? '', ...cells])];
const widths = header.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
const line = (row: string[]) =>
  `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.log(`\nFault matrix (API mode)\n`);
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of table.slice(1)) console.log(line(row));
if (broken.length > 0) console.log(`\nWhat broke:\n${broken.map((item) => `  ✗ ${item}`).join('\n')}`);
if (pending.length > 0)
  console.log(`\nPending (not run):\n${pending.map((item) => `  … ${item}`).join('\n')}`);
const ok = rows.flat().filter((cell) => cell === 'ok').length;
console.log(`\n${ok} ok, ${broken.length} broke, ${pending.length} pending`);
process.exit(broken.length === 0 && ranCleanly ? 0 : 1);
