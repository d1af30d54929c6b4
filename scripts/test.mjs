// `npm test`: every check in one command, ending with one line `N passed, N failed` over all suites.
// Steps: install when needed (Debian's Chromium and PostgreSQL in the background meanwhile, and the
// SQLite driver compiled beside the static checks); typecheck, lint, import layers (dependency-cruiser)
// and format check side by side; vitest (unit, model, component, contract — the server's also on a
// throwaway PostgreSQL) with the production build beside it, and Playwright's end-to-end tests in
// Debian's headless Chromium (two workers) from the end of the build on, beside vitest too unless other
// work already holds the CPU. Each step prints how long it took; the run ends with the total.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { idleShare } from './idle-cpu.mjs';
import { ensurePostgres } from './postgres.mjs';
import { installSystemPackages } from './system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
const totals = { passed: 0, failed: 0 };
/** What failed, repeated at the very end: CI keeps only the tail of a long run's output. */
const failures = [];

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs a command with its output on the terminal, without blocking this process, so work started
 * beside it (the build beside vitest) keeps being read.
 */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

/**
 * Runs a command beside another whose output is on the terminal: its own output is held until `show()`,
 * which prints what it has written so far and lets the rest through as it comes.
 */
function runHeld(command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
  let held = [];
  const write = (chunk) => (held ? held.push(chunk) : process.stdout.write(chunk));
  child.stdout.on('data', write);
  child.stderr.on('data', write);
  const done = new Promise((resolve) => {
    child.on('close', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
  const show = () => {
    for (const chunk of held ?? []) process.stdout.write(chunk);
    held = undefined;
  };
  return { done, show };
}

/** Runs a command with its output kept, for checks that run side by side and print one after another. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
    child.on('error', (error) => resolve({ ok: false, output: String(error) }));
  });
}

function record(name, ok) {
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) {
    console.log(`✗ ${name} failed`);
    failures.push(name);
  }
}

/**
 * Checks that are one test each (they pass or fail as a whole), run side by side: each is one
 * single-threaded process, so together they fill both cores. Their output is printed check by check.
 * On a fresh clone the SQLite driver compiles meanwhile, at a higher priority (scripts/ensure-deps.mjs).
 */
async function checksSideBySide(checks) {
  const since = Date.now();
  const results = await Promise.all(
    checks.map(async ({ name, command, args }) => ({ name, ...(await runQuietly(command, args)) })),
  );
  for (const { name, ok, output } of results) {
    console.log(`\n▶ ${name}`);
    if (output.trim()) console.log(output.trimEnd());
    record(name, ok);
  }
  console.log(`\n(${checks.map((check) => check.name).join(', ')}: ${seconds(since)})`);
}

/** Prints what failed, the time and the totals line, and exits with the run's status. */
function finish() {
  if (failures.length > 0)
    console.log(`\nFailed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
  console.log(`\n(npm test: ${seconds(started)} in all)`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed === 0 ? 0 : 1);
}

function firstLine(messages) {
  return String(messages?.find(Boolean) ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Playwright's report nests suites by file and describe; a spec failed when a result is unexpected. */
function failedSpecs(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `playwright ${spec.file}:${spec.line} › ${spec.title}`),
    ...failedSpecs(suite.suites),
  ]);
}

// Debian's Chromium and PostgreSQL install in the background while npm installs and the code is checked.
const systemPackages = installSystemPackages();
// The native SQLite driver compiles beside the static checks, which do not load it.
const nativePackages = ensureDependencies({ nativeLater: true });
console.log(`(dependencies: ${seconds(started)})`);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const CACHE = path.join(root, 'node_modules', '.cache');

// Caches make a second run on the same checkout faster; a fresh clone starts without them.
await checksSideBySide([
  {
    name: 'typecheck',
    command: bin('tsc'),
    args: [
      '--noEmit',
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      path.join(CACHE, 'tsbuildinfo'),
    ],
  },
  {
    name: 'lint',
    command: bin('eslint'),
    args: ['.', '--max-warnings=0', '--cache', '--cache-location', path.join(CACHE, 'eslint/')],
  },
  { name: 'import layers', command: 'npm', args: ['run', '--silent', 'lint:layers'] },
  {
    name: 'format',
    command: bin('prettier'),
    // Its default cache file (node_modules/.cache/prettier/.prettier-cache), which other runs use too.
    args: ['--check', '.', '--log-level', 'warn', '--cache'],
  },
]);

if (!(await nativePackages)) {
  record('native packages (npm rebuild)', false);
  finish(); // nothing after this can run without the driver
}

// The server tests run on PostgreSQL too; its global setup starts a throwaway server from these binaries.
const installed = await systemPackages;
if (installed) console.log(`(${installed})`);
ensurePostgres();

// The production build runs beside vitest (no vitest test reads dist/), and the end-to-end tests start
// as soon as it is done: each suite leaves about a fifth of the CPU idle while its tests wait on
// timers, servers and the browser, and beside each other they fill it (decision 0572). Their output
// follows vitest's. Where other work already holds the machine, the two would share what is left and
// the screen tests' typing would outlast its timeouts: Playwright then waits for vitest, as before.
const chromium = ensureChromium();
/**
 * The share of the CPU that must be idle, once this run's own checks are done, for Playwright to run
 * beside vitest: below it, other work holds more than half a core of this 2-core machine.
 */
const MACHINE_FREE_FOR_SIDE_BY_SIDE = 0.75;
const sideBySide = (await idleShare()) >= MACHINE_FREE_FOR_SIDE_BY_SIDE;
if (!sideBySide) console.log('\n(other work is using the CPU: Playwright runs after vitest, not beside it)');
const buildStarted = Date.now();
const building = runQuietly('npm', ['run', 'build']).then((result) => ({
  ...result,
  took: seconds(buildStarted),
}));
const e2eReport = path.join(reports, 'playwright.json');
const startEndToEnd = () => ({
  started: Date.now(),
  ...runHeld(bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    CHROMIUM_PATH: chromium,
  }),
});
const endToEndBeside = building.then(({ ok }) =>
  ok && chromium && sideBySide ? startEndToEnd() : undefined,
);

const vitestStarted = Date.now();
console.log('\n▶ vitest');
const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = await run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1);
  for (const file of vitest.testResults) {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`vitest ${name} › ${test.fullName}: ${firstLine(test.failureMessages)}`);
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`vitest ${name}: ${firstLine([file.message])}`);
  }
  if (!vitestOk && vitest.numFailedTests === 0) failures.push('vitest exited with an error outside any test');
} else {
  totals.failed += 1;
  failures.push('vitest wrote no report');
}

console.log(`(vitest: ${seconds(vitestStarted)})`);

console.log('\n▶ build (beside vitest)');
const { ok: built, output: buildOutput, took: buildTook } = await building;
if (buildOutput.trim()) console.log(buildOutput.trimEnd());
console.log(`(build: ${buildTook})`);
totals[built ? 'passed' : 'failed'] += 1;
if (!built) failures.push('build');

const playwright = (await endToEndBeside) ?? (built && chromium ? startEndToEnd() : undefined);
if (playwright) {
  console.log(`\n▶ playwright${sideBySide ? ' (from the end of the build, beside vitest)' : ''}`);
  playwright.show();
  const e2eOk = await playwright.done;
  console.log(`(playwright: ${seconds(playwright.started)})`);
  const e2e = readJson(e2eReport);
  if (e2e && existsSync(e2eReport)) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
    failures.push(...failedSpecs(e2e.suites));
    // The fault matrix ran with the rest (tests/e2e/faults): its table, flows × faults, from the same report.
    await run(bin('tsx'), ['scripts/faults.ts', '--report', e2eReport]);
    if (!e2eOk && e2e.stats.unexpected === 0)
      failures.push('playwright exited with an error outside any test');
  } else {
    totals.failed += 1;
    failures.push('playwright wrote no report');
  }
} else {
  totals.failed += 1;
  failures.push(
    built ? 'no Chromium for the end-to-end tests' : 'end-to-end tests not run: the build failed',
  );
}

finish();
