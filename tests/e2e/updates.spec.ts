import { expect, test } from './harness/fixtures';

test.use({ signedIn: 'admin' });

// Seed B §4/§9: a page left open learns of a newer build from the version file and offers to load it.
test("a newer build on the server shows 'Update available'; 'Refresh now' loads the page again", async ({
  page,
}) => {
  await page.clock.install();
  let newerBuild = false;
  await page.route(/\/version\.json(\?|$)/, async (route) => {
    const response = await route.fetch();
    const running = (await response.json()) as Record<string, string>;
    await route.fulfill({
      response,
      json: newerBuild
        ? { ...running, commit: 'f'.repeat(40), builtAt: '2030-01-01T00:00:00.000Z' }
        : running,
    });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // the check starts a minute after start-up and reads every five minutes
  await page.clock.runFor(61_000);
  newerBuild = true;
  const notice = page.getByRole('status').filter({ hasText: 'Update available' });
  // (the check's code arrives over the network meanwhile: let five minutes pass until it has read)
  await expect(async () => {
    await page.clock.runFor(5 * 60_000);
    await expect(notice).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(notice).toContainText('A new version of the back office is ready. Refresh to use it.');

  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Refresh now' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});
