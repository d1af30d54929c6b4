import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The sign-in page loads only what it needs (issue 10): not the signed-in frame, the dashboard, the
 * demo backend with its sample data, or the toast region while there is nothing to show. Chunks are identified by the build's manifest (vite.config.ts
 * `build.manifest`), which maps each source module to the file it was bundled into.
 */
type Manifest = Record<string, { file: string }>;
const manifest = JSON.parse(
  readFileSync(path.join(process.cwd(), 'dist/.vite/manifest.json'), 'utf8'),
) as Manifest;
const chunkOf = (source: string) => {
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not a chunk of its own in dist/.vite/manifest.json`);
  return `/${entry.file}`;
};
const NOT_FOR_SIGN_IN = {
  'the signed-in frame': chunkOf('src/app/layout/authenticated-frame.tsx'),
  'the dashboard': chunkOf('src/features/dashboard/dashboard-screen.tsx'),
  'the demo backend and its sample data': chunkOf('src/backend/demo/index.ts'),
  'the toast region': chunkOf('src/app/toast-host.tsx'),
};

test('the sign-in page does not download the signed-in frame, the dashboard, the demo data or the toasts', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Persona' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const [what, file] of Object.entries(NOT_FOR_SIGN_IN)) {
    expect(requested, `${what} (${file}) before sign-in`).not.toContain(file);
  }

  // Signing in is what fetches them (so the files named above are the right ones); the toast region
  // is fetched at the first press, ahead of any toast.
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('any password works in the demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const [what, file] of Object.entries(NOT_FOR_SIGN_IN)) {
    expect(requested, `${what} (${file}) after sign-in`).toContain(file);
  }
});

test('assets arrive compressed and cached for a year; the page itself is revalidated', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  const entry = chunkOf('index.html');
  const script = await page.request.get(entry, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.headers()['content-encoding']).toBe('br');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['vary']).toBe('Accept-Encoding');
});
