// `npm test`: every check in one command, ending with one line `N passed, N failed` over all suites.
// Steps: install when needed, typecheck, lint, format check, vitest (unit, model, component, contract),
// then a production build and Playwright end-to-end tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
const totals = { passed: 0, failed: 0 };

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A check that is one test: it passes or fails as a whole. */
function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) console.log(`✗ ${name} failed`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

ensureDependencies();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);

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
} else totals.failed += 1;

console.log('\n▶ build');
const built = run('npm', ['run', 'build']);
totals[built ? 'passed' : 'failed'] += 1;

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
  } else totals.failed += 1;
} else totals.failed += 1;

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
