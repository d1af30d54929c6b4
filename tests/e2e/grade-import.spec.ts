import { expect, test } from './harness/fixtures';
import { seriousViolations } from './axe';

// Issue 39 items 4 and 9 in the demo: staff fill a PSA order with submission 13's two cards (customer 1
// of the shared sample data), print its packing slip and card labels, ship it, and import the company's
// grade file: one row with a grade outside PSA's catalogue is refused with its reason and nothing is
// applied; the corrected file applies both rows at once. The server's all-or-nothing refusal is covered
// on both engines by tests/server/gradeImport.test.ts.

test.use({ signedIn: 'admin' });

const csv = (rows: readonly string[][]) =>
  Buffer.from(`\uFEFF${rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n')}\r\n`);

test('a grade file is refused row by row, then applied whole; the order has its packing slip', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const label = `PSA import ${Date.now()}`;
  await page.goto('/grading/new');
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'PSA Value Bulk' });
  await page.getByRole('textbox', { name: 'Label' }).fill(label);
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
  const assign = page.getByRole('region', { name: 'Add a submission’s cards' });
  await assign.getByRole('textbox', { name: 'Submission number or customer' }).fill('13');
  await assign.getByRole('textbox', { name: 'Submission number or customer' }).press('Enter');
  await assign.getByRole('button', { name: /^Submission 13 · / }).click();
  await assign.getByRole('spinbutton', { name: 'Declared value per card' }).fill('120');
  await assign.getByRole('button', { name: /^Add \d+ cards?$/ }).click();
  await expect(page.getByRole('list', { name: 'Cards in this order' }).getByRole('listitem')).toHaveCount(2);

  // The packing slip lists each card with its submission, customer and declared value.
  await page.getByRole('link', { name: 'Packing slip' }).click();
  const slip = page.getByRole('article', { name: `Packing slip for ${label}` });
  const rows = slip.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('#13');
  await expect(rows.nth(1)).toContainText('Casey Morgan');
  await expect(rows.nth(1)).toContainText('$120.00');
  await expect(rows.nth(3)).toContainText('$240.00');
  expect(await seriousViolations(page)).toEqual([]);
  const cardIds = [
    (await rows.nth(1).getByRole('cell').first().textContent()) ?? '',
    (await rows.nth(2).getByRole('cell').first().textContent()) ?? '',
  ];
  await page.getByRole('link', { name: 'Back to order' }).click();
  await page.getByRole('link', { name: 'Card labels' }).click();
  const labels = page.getByRole('list', { name: `Card labels for ${label}` }).getByRole('listitem');
  await expect(labels).toHaveCount(2);
  await expect(labels.first()).toContainText('Submission #13');
  await expect(labels.first().getByRole('img', { name: 'Scan code for submission #13' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to order' }).click();

  await page.getByRole('textbox', { name: 'Outbound tracking number' }).fill('1Z999AA10123456784');
  await page.getByRole('button', { name: 'Ship to grader' }).click();
  await page.getByRole('button', { name: 'Arrived at grader' }).click();
  await expect(page.getByRole('button', { name: 'Next grader step' })).toBeVisible();

  const stamp = Date.now();
  /** The company's export: the first card graded PSA 10, the second `secondGrade`. */
  const chooseFile = (secondGrade: string) =>
    page.getByLabel('Grades CSV file').setInputFiles({
      name: 'psa-export.csv',
      mimeType: 'text/csv',
      buffer: csv([
        ['Cert #', 'Item', 'Final grade'],
        [`${stamp}1`, cardIds[0] ?? '', 'PSA 10'],
        [`${stamp}2`, cardIds[1] ?? '', secondGrade],
      ]),
    });
  await chooseFile('11');
  const preview = page.getByRole('table', { name: 'Rows of psa-export.csv' });
  await expect(preview.getByRole('row').nth(1)).toContainText('OK');
  await expect(preview.getByRole('row').nth(2)).toContainText(
    "Grade '11' is not in this company's card grades.",
  );
  await expect(page.getByRole('button', { name: /^Apply \d+ grades$/ })).toBeDisabled();
  await expect(page.getByText('Graded PSA 10')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  await chooseFile('PSA-10');
  await expect(preview.getByRole('row').nth(2)).toContainText('OK');
  await page.getByRole('button', { name: 'Apply 2 grades' }).click();
  await expect(page.getByText('Graded PSA 10')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Grades posted' })).toBeVisible();
});
