import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/ensure-chromium.mjs';

// End-to-end tests drive Debian's Chromium (`npx playwright install` cannot download browsers here)
// against the built app (`npm run build` first). Each worker starts its own server on its own port and
// data folder (tests/e2e/harness), so tests run in parallel: two workers on this 2-core machine, more
// where there are more cores (PLAYWRIGHT_WORKERS), and `--shard=i/n` across machines.
const workers = Number(process.env.PLAYWRIGHT_WORKERS ?? 2);
// Debian's headless shell of Chromium where it is installed, as Playwright's own default for headless
// runs (decision 0571); the same search `npm test` makes (CHROMIUM_PATH first).
const chromium = findChromium() ?? '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs every persona in once and saves the browser state the tests start from (auth.setup.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'chromium', dependencies: ['setup'] },
  ],
});
