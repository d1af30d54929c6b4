import { expect, test } from './harness/fixtures';

// Export grade CSV of real grades: grading.spec.ts. The static pages' headings, themes and axe, and every sidebar page on the API with no refused
// request, are checked on every route by walk.spec.ts.

test.describe(() => {
  test.use({ signedIn: 'employee' });

  test('a button that does nothing says so on keyboard focus', async ({ page }) => {
    await page.goto('/consignments');
    const button = page.getByRole('button', { name: 'Log consignment' });
    await button.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Not available yet');
    await button.press('Enter');
    await expect(page).toHaveURL(/\/consignments$/);
  });
});
