import { expect, test } from './harness/fixtures';

// Issue 40: a customer finds their own submission, sees its cards and the grade slots, and keeps their
// details, in both data modes (the demo's customer persona and the seeded customer account are both
// linked to customer 1, Casey Morgan).

for (const mode of ['demo', 'api'] as const) {
  test.describe(`${mode} data`, () => {
    test.use({ signedIn: mode === 'demo' ? 'customer' : 'api-customer' });

    test('a customer finds their submission, sees its photos and grade slots, and edits their details', async ({
      page,
    }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Open submissions', level: 2 })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: /search/i })).toHaveCount(0);

      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'My submissions' })
        .click();
      const table = page.getByRole('table', { name: 'My submissions' });
      await page.getByRole('searchbox', { name: 'Search by submission number' }).fill('13');
      await expect(page).toHaveURL(/[?&]q=13/);
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await table.getByText('#13').click();

      await expect(page.getByRole('heading', { name: 'Submission #13', level: 1 })).toBeVisible();
      const timeline = page.getByRole('list', { name: 'Status timeline' });
      await expect(timeline.getByRole('listitem')).toHaveCount(5);
      await expect(timeline.getByRole('listitem').nth(3)).toContainText(/Grades posted.*Not yet posted/);
      const photo = page.getByRole('img', { name: /front and back$/ }).first();
      await expect(photo).toBeVisible();
      expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByText('Total due', { exact: true })).toBeVisible();

      // Another customer's submission is not found, whatever the URL says.
      await page.goto('/my/submissions/1');
      await expect(page.getByRole('heading', { name: 'Submission not found', level: 1 })).toBeVisible();

      await page.goto('/my/details');
      const suite = page.getByRole('textbox', { name: 'Apartment or suite' });
      await expect(suite).toBeEditable();
      const before = await suite.inputValue();
      await suite.fill('Unit 4B');
      await page.getByRole('checkbox', { name: 'Texts' }).click();
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('Details saved')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Apartment or suite' })).toHaveValue('Unit 4B');
      // Put it back, so the other tests of this worker see the seeded customer.
      await page.getByRole('textbox', { name: 'Apartment or suite' }).fill(before);
      await page.getByRole('checkbox', { name: 'Texts' }).click();
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('Details saved').first()).toBeVisible();
    });
  });
}
