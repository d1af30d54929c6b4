import { readFile } from 'node:fs/promises';
import { expect, test } from './harness/fixtures';

// The static pages' headings, themes and axe, and every sidebar page on the API with no refused
// request, are checked on every route by walk.spec.ts.

test.describe(() => {
  test.use({ signedIn: 'employee' });

  test('Export grade CSV downloads the sample grades', async ({ page }) => {
    await page.goto('/grading');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export grade CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('grade-export-sample.csv');
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Cert number,Consignor,Card,Grader,Grade,Posted');
    expect(lines[1]).toContain('"May 28, 2026"');
  });

  test('a button that does nothing says so on keyboard focus', async ({ page }) => {
    await page.goto('/consignments');
    const button = page.getByRole('button', { name: 'Log consignment' });
    await button.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Not available yet');
    await button.press('Enter');
    await expect(page).toHaveURL(/\/consignments$/);
  });
});
