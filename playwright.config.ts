import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (`npx playwright install` cannot download browsers here).
const port = Number(process.env.E2E_PORT ?? 4273);
// The design-system gallery is served by Vite's dev server from gallery.html (never part of the build).
const galleryPort = Number(process.env.GALLERY_PORT ?? 5273);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /gallery\.spec\.ts/ },
    {
      name: 'gallery',
      testMatch: /gallery\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${galleryPort}` },
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(port), DATA_DIR: 'test-results/e2e-data' },
      url: `http://localhost:${port}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite --port ${galleryPort} --strictPort`,
      url: `http://localhost:${galleryPort}/gallery.html`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
