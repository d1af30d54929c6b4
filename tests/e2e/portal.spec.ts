import { expect, test } from './harness/fixtures';

// Issue 40: a customer finds their own submission, sees its cards and the grade slots, and keeps their
// details, in both data modes (the demo's customer persona and the seeded customer account are both
// linked to customer 1, Casey Morgan).

for (const mode of ['demo', 'api'] as const) {
  test.describe(`${mode} data`, () => {
    test.use({ signedIn: mode === 'demo' ? 'customer' : 'api-customer' });

    test('a customer finds their submission, sees its photos, grades and return tracking, and edits their details', async ({
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
      // Submission 67 is customer 1's, and the sample's closed PSA order took it to the grader and
      // home again (src/domain/sample-data/graderOrders.ts): no walk sends it anywhere else.
      await page.getByRole('searchbox', { name: 'Search by submission number' }).fill('67');
      await expect(page).toHaveURL(/[?&]q=67/);
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await table.getByText('#67').click();

      await expect(page.getByRole('heading', { name: 'Submission #67', level: 1 })).toBeVisible();
      const timeline = page.getByRole('list', { name: 'Status timeline' });
      await expect(timeline.getByRole('listitem')).toHaveCount(5);
      await expect(timeline.getByRole('listitem').nth(2)).toContainText('Shipped to the grader: Done');
      await expect(timeline.getByRole('listitem').nth(3)).toContainText(
        /Grades posted: Done.*(\d+) of \1 cards graded/,
      );
      // The return home, with the carrier and tracking number staff logged.
      await expect(timeline.getByRole('listitem').nth(4)).toContainText(
        /Shipped back: Done.*UPS 1Z4RET70000067/,
      );
      // Every card with its grade (beside its prescreen estimate, decision 0531) and certificate number.
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.locator('dt', { hasText: 'Certificate' }) });
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) {
        await expect(card.locator('dt:text-is("Grade") + dd')).toHaveText(/ · Graded PSA 10$/);
        await expect(card.locator('dt:text-is("Certificate") + dd')).toHaveText(/^\d{8}$/);
      }
      const photo = page.getByRole('img', { name: /front and back$/ }).first();
      await expect(photo).toBeVisible();
      // Visible is not loaded: wait, as the customer does, until the picture has decoded.
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
        .toBeGreaterThan(0);
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

    test('a customer opens their invoice, prints it and saves it as PDF', async ({ page }) => {
      await page.goto('/my/submissions/13');
      await page.getByRole('link', { name: 'View invoice' }).click();
      await expect(page).toHaveURL(/\/my\/submissions\/13\/invoice$/);
      const heading = page.getByRole('heading', { level: 1, name: /^Invoice \d+$/ });
      await expect(heading).toBeVisible();
      const number = (await heading.textContent())?.replace('Invoice ', '') ?? '';
      const onScreen = page.getByRole('main').getByRole('article', { name: 'Invoice for submission #13' });
      await expect(onScreen).toContainText('Casey Morgan');
      await expect(onScreen).toContainText('Payment terms');

      // Both buttons print the same document; Download PDF names it after the invoice meanwhile.
      await page.evaluate(() => {
        window.print = () => {
          document.body.dataset.printedAs = document.title;
        };
      });
      await page.getByRole('button', { name: 'Print invoice' }).click();
      await page.getByRole('button', { name: 'Download PDF' }).click();
      await expect(page.locator('body')).toHaveAttribute('data-printed-as', `Invoice ${number}`);

      await page.emulateMedia({ media: 'print' });
      const paper = page.locator('[data-print-root]');
      await expect(paper).toBeVisible();
      await expect(paper).toContainText(`Invoice number${number}`);
      const code = paper.getByRole('img', { name: 'Scan code for submission #13' });
      const address = new URL(mode === 'api' ? '/s/13?data=api' : '/s/13', page.url()).href;
      expect(await code.getAttribute('data-qr-value')).toBe(address);
      await expect(page.getByRole('button', { name: 'Print invoice' })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      // Opening it again keeps its number.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
      // The code's address takes the customer to their own page of the submission.
      await page.goto(address);
      await expect(page).toHaveURL(/\/my\/submissions\/13$/);
      await expect(page.getByRole('heading', { name: 'Submission #13', level: 1 })).toBeVisible();
    });
  });
}
