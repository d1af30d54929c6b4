import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (`npx playwright install` cannot download browsers here)
// against the built app (`npm run build` first). Each worker starts its own server on its own port and
// data folder (tests/e2e/harness), so tests run in parallel: two workers on this 2-core machine, more
// where there are more cores (PLAYWRIGHT_WORKERS), and `--shard=i/n` across machines.
const workers = Number(process.env.PLAYWRIGHT_WORKERS ?? 2);

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
