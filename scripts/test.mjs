// `npm test`: every check in one command, ending with one line `N passed, N failed` over all suites.
// Steps: install when needed, typecheck, lint, import layers (dependency-cruiser), format check, vitest
// (unit, model, component, contract — the server's also on a throwaway PostgreSQL), then a production build and Playwright end-to-end tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
const totals = { passed: 0, failed: 0 };
/** What failed, repeated at the very end: CI keeps only the tail of a long run's output. */
const failures = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A check that is one test: it passes or fails as a whole. */
function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) {
    console.log(`✗ ${name} failed`);
    failures.push(name);
  }
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

ensureDependencies();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('import layers', 'npm', ['run', '--silent', 'lint:layers']);
check('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);

// The server tests run on PostgreSQL too; its global setup starts a throwaway server from these binaries.
ensurePostgres();

console.log('\n▶ vitest');
const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = run(bin('vitest'), [
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

console.log('\n▶ build');
const built = run('npm', ['run', 'build']);
totals[built ? 'passed' : 'failed'] += 1;
if (!built) failures.push('build');

const chromium = ensureChromium();
if (built && chromium) {
  console.log('\n▶ playwright');
  const e2eReport = path.join(reports, 'playwright.json');
  const e2eOk = run(bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    CHROMIUM_PATH: chromium,
  });
  const e2e = readJson(e2eReport);
  if (e2e && existsSync(e2eReport)) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
    failures.push(...failedSpecs(e2e.suites));
    // The fault matrix ran with the rest (tests/e2e/faults): its table, flows × faults, from the same report.
    run(bin('tsx'), ['scripts/faults.ts', '--report', e2eReport]);
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

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
