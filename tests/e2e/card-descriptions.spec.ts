import { expect, test } from './harness/fixtures';
import { seriousViolations } from './axe';

// Issue 39 item 2 end to end, in both data modes (decision 0520): a submission's cards get what a
// grading company's form asks of each (year, set, subject, card number), typed down the list by
// keyboard on its Cards section; a part the rules refuse says why beside it and is not saved; what is
// saved is there again after a reload, as the server (or the demo) kept it. Submission 19 of the
// shared sample has four uploaded cards, the first described from its image, and no other walk uses it.

for (const mode of ['demo', 'api'] as const) {
  test.describe(() => {
    test.use({ signedIn: mode === 'demo' ? 'employee' : 'api-employee' });

    test(`${mode}: a submission's cards are described down the list by keyboard`, async ({ page }) => {
      await page.goto('/submissions/19');
      const list = page.getByRole('list', { name: 'Card descriptions' });
      const rows = list.getByRole('listitem');
      await expect(rows).toHaveCount(4);
      const field = (row: number, part: 'Year' | 'Set' | 'Subject' | 'Card number') =>
        rows.nth(row).getByRole('textbox', { name: new RegExp(`^${part} of card `) });
      // The first card comes described from its image.
      await expect(field(0, 'Year')).toHaveValue('1963');

      // The second card: Tab goes through its fields, Enter saves it and goes to the next card's same
      // field. The card number is kept without the '#' people type.
      await field(1, 'Year').focus();
      await page.keyboard.type('1986');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Fleer');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Michael Jordan');
      await page.keyboard.press('Tab');
      await page.keyboard.type('#57');
      await page.keyboard.press('Enter');
      await expect(field(2, 'Card number')).toBeFocused();
      await expect(rows.nth(1).getByRole('status')).toHaveText('Saved');

      // A year that is not one is refused beside it, and the card is not saved.
      await field(2, 'Year').fill('86');
      await field(2, 'Year').press('Enter');
      await expect(rows.nth(2).getByText('Year must be like 1986 or 1986-87.')).toBeVisible();
      await expect(rows.nth(2).getByRole('status')).toHaveText('Not saved yet');
      expect(await seriousViolations(page)).toEqual([]);

      await page.reload();
      await expect(field(1, 'Year')).toHaveValue('1986');
      await expect(field(1, 'Set')).toHaveValue('Fleer');
      await expect(field(1, 'Subject')).toHaveValue('Michael Jordan');
      await expect(field(1, 'Card number')).toHaveValue('57');
      await expect(field(2, 'Year')).toHaveValue('');
    });
  });
}
