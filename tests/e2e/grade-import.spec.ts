import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './harness/fixtures';
import { seriousViolations } from './axe';

// Issue 39 items 4, 6 and 9 in both data modes. Staff fill a PSA order with a submission's cards,
// print its packing slip (each card's item number and reference) and card labels, ship it, and import
// the company's grade file, which names each card by its item number and carries the reference staff
// copied onto the company's form inside its description (decision 0532): one row with a grade outside
// PSA's catalogue is refused with its reason ('Row 3: …') and nothing is applied; the corrected file
// applies both rows at once. On /grading the shipment tracker filters by stage in the
// address, and 'Export grade CSV' downloads the posted grades of the orders chosen by their checkboxes.
// The server's all-or-nothing refusal is covered on both engines by tests/server/gradeImport.test.ts.
// Each test uses submissions of its own (shared sample data, both modes): an open order holds their
// cards, and API-mode tests of one worker share a server.

const csv = (rows: readonly string[][]) =>
  Buffer.from(`\uFEFF${rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n')}\r\n`);

/** Creates a PSA Value Bulk order and puts the submission's cards in it at $120 each. */
async function orderWith(page: Page, label: string, submission: string, cards: number) {
  await page.goto('/grading/new');
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'PSA Value Bulk' });
  await page.getByRole('textbox', { name: 'Label' }).fill(label);
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
  // The order's card picker (decision 0482): find the submission, pick it, every card it can add ticked.
  const assign = page.getByRole('region', { name: 'Add a submission’s cards' });
  const find = assign.getByRole('textbox', { name: 'Submission number or customer' });
  await find.fill(submission);
  await find.press('Enter');
  await assign.getByRole('button', { name: new RegExp(`^Submission ${submission} · `) }).click();
  const values = assign.getByRole('spinbutton', { name: /^Declared value of card / });
  await expect(values).toHaveCount(cards);
  for (const value of await values.all()) await value.fill('120');
  await assign.getByRole('button', { name: /^Add \d+ cards?$/ }).click();
  await expect(page.getByRole('list', { name: 'Cards in this order' }).getByRole('listitem')).toHaveCount(
    cards,
  );
}

/** The order's card references, as its packing slip lists them by item number (the second column). */
async function referencesOf(page: Page, label: string, cards: number): Promise<string[]> {
  await page.getByRole('link', { name: 'Packing slip' }).click();
  const rows = page.getByRole('article', { name: `Packing slip for ${label}` }).getByRole('row');
  await expect(rows).toHaveCount(cards + 2);
  const references: string[] = [];
  for (let index = 1; index <= cards; index += 1) {
    await expect(rows.nth(index).getByRole('cell').first()).toHaveText(String(index));
    references.push((await rows.nth(index).getByRole('cell').nth(1).textContent()) ?? '');
  }
  await page.getByRole('link', { name: 'Back to order' }).click();
  return references;
}

async function shipToGrader(page: Page) {
  await page.getByRole('textbox', { name: 'Outbound tracking number' }).fill('1Z999AA10123456784');
  await page.getByRole('button', { name: 'Ship to grader' }).click();
  await page.getByRole('button', { name: 'Arrived at grader' }).click();
  await expect(page.getByRole('button', { name: 'Next grader step' })).toBeVisible();
}

/**
 * Picks the company's export in 'Grades CSV file', as PSA writes one: its item number (the packing
 * slip's line), the certificate, a description holding the reference staff copied onto its form, and
 * the grade.
 */
const chooseExport = (
  page: Page,
  rows: ReadonlyArray<readonly [certificate: string, reference: string, grade: string]>,
) =>
  page.getByLabel('Grades CSV file').setInputFiles({
    name: 'psa-export.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['Item #', 'Cert #', 'Description', 'Grade'],
      ...rows.map(([certificate, reference, grade], index) => [
        String(index + 1),
        certificate,
        `2021 Topps Chrome ${reference}`,
        grade,
      ]),
    ]),
  });

/** Imports every card graded PSA 10 and waits until the order's grades are all posted. */
async function importAllTens(page: Page, references: readonly string[], stamp: string) {
  await chooseExport(
    page,
    references.map((reference, index) => [`${stamp}${index}`, reference, 'PSA 10'] as const),
  );
  const grades = `${references.length} grade${references.length === 1 ? '' : 's'}`;
  await page.getByRole('button', { name: `Apply ${grades}` }).click();
  await expect(page.getByText(`Applied ${grades} from psa-export.csv.`)).toBeVisible();
  await expect(page.getByText('Graded PSA 10')).toHaveCount(references.length);
}

/** Submissions with PSA services and uploaded cards that no other end-to-end test puts in an order. */
const IMPORT_SUBMISSION = { id: '66', cards: 2 } as const;
const EXPORT_SUBMISSIONS = [
  { id: '72', cards: 1 },
  { id: '73', cards: 1 },
] as const;

for (const mode of ['demo', 'api'] as const) {
  test.describe(() => {
    test.use({ signedIn: mode === 'demo' ? 'admin' : 'api-admin' });

    test(`${mode}: a grade file is refused row by row, then applied whole; the order has its paper`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const label = `PSA import ${mode} ${Date.now()}`;
      await orderWith(page, label, IMPORT_SUBMISSION.id, IMPORT_SUBMISSION.cards);

      // The packing slip lists each card with its item number, reference, submission, customer and
      // declared value.
      await page.getByRole('link', { name: 'Packing slip' }).click();
      const slip = page.getByRole('article', { name: `Packing slip for ${label}` });
      const rows = slip.getByRole('row');
      await expect(rows).toHaveCount(IMPORT_SUBMISSION.cards + 2);
      await expect(rows.nth(1)).toContainText(new RegExp(`^1S${IMPORT_SUBMISSION.id}-C\\d+`));
      await expect(rows.nth(1)).toContainText(`#${IMPORT_SUBMISSION.id}`);
      await expect(rows.nth(1)).toContainText('$120.00');
      await expect(rows.last()).toContainText('$240.00');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Back to order' }).click();
      await page.getByRole('link', { name: 'Card labels' }).click();
      const labels = page.getByRole('list', { name: `Card labels for ${label}` }).getByRole('listitem');
      await expect(labels).toHaveCount(IMPORT_SUBMISSION.cards);
      await expect(labels.first()).toContainText(`Submission #${IMPORT_SUBMISSION.id}`);
      await expect(labels.first()).toContainText(new RegExp(`Ref\\. S${IMPORT_SUBMISSION.id}-C\\d+`));
      await expect(
        labels.first().getByRole('img', { name: `Scan code for submission #${IMPORT_SUBMISSION.id}` }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Back to order' }).click();
      const references = await referencesOf(page, label, IMPORT_SUBMISSION.cards);
      await shipToGrader(page);

      const stamp = `${mode}${Date.now()}`;
      const [first = '', second = ''] = references;
      // A file with a grade outside PSA's catalogue: the row is refused, Apply is not offered.
      await chooseExport(page, [
        [`${stamp}1`, first, 'PSA 10'],
        [`${stamp}2`, second, '11'],
      ]);
      // The item numbers name the cards at once; the description's references are checked against them
      // once staff choose that column (remembered for PSA's next file).
      await expect(page.getByRole('combobox', { name: 'Item number column' })).toHaveValue('Item #');
      await page.getByRole('combobox', { name: 'Card reference column' }).selectOption('Description');
      const preview = page.getByRole('table', { name: 'Rows of psa-export.csv' });
      await expect(preview.getByRole('row').nth(1)).toContainText(first);
      await expect(preview.getByRole('row').nth(1)).toContainText('OK');
      await expect(preview.getByRole('row').nth(2)).toContainText(
        "Grade '11' is not in this company's card grades.",
      );
      await expect(
        page.getByText("Row 3: Grade '11' is not in this company's card grades.", { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Apply 0 grades' })).toBeDisabled();
      await expect(page.getByText('Graded PSA 10')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });

      // Cancel puts the file away; the corrected file is checked afresh and applied whole.
      await page.getByRole('button', { name: 'Cancel import' }).click();
      await expect(preview).toHaveCount(0);
      await chooseExport(page, [
        [`${stamp}1`, first, 'PSA 10'],
        [`${stamp}2`, second, 'PSA-10'],
      ]);
      await expect(page.getByRole('combobox', { name: 'Card reference column' })).toHaveValue('Description');
      await expect(preview.getByRole('row').nth(2)).toContainText('OK');
      await page.getByRole('button', { name: 'Apply 2 grades' }).click();
      await expect(page.getByText('Applied 2 grades from psa-export.csv.')).toBeVisible();
      await expect(page.getByText('Graded PSA 10')).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Grades posted' })).toBeVisible();

      // The same certificates again, now the cards' own, on a file that names the first card twice:
      // the rows are refused here, and nothing is sent.
      await chooseExport(page, [
        [`${stamp}1`, first, 'PSA 9'],
        [`${stamp}1`, second, 'PSA 9'],
      ]);
      await expect(
        page.getByText(`Row 2: Certificate number ${stamp}1 is in the file more than once.`, { exact: true }),
      ).toBeVisible();
      await expect(page.getByText('Graded PSA 10')).toHaveCount(2);
    });

    test(`${mode}: the tracker filters by stage in the address; the chosen orders export their grades`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const stamp = `${mode}${Date.now()}`;
      const labels: string[] = [];
      for (const [index, submission] of EXPORT_SUBMISSIONS.entries()) {
        const label = `PSA export ${index + 1} ${stamp}`;
        labels.push(label);
        await orderWith(page, label, submission.id, submission.cards);
        const references = await referencesOf(page, label, submission.cards);
        await shipToGrader(page);
        // The file names its cards by item number: no column needs choosing.
        await importAllTens(page, references, `${stamp}${index}`);
        await page.getByRole('button', { name: 'Grades posted' }).click();
        await expect(page.getByText('Grades posted', { exact: true })).toBeVisible();
      }
      const preparing = `PSA export still preparing ${stamp}`;
      await page.goto('/grading/new');
      await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'PSA Value Bulk' });
      await page.getByRole('textbox', { name: 'Label' }).fill(preparing);
      await page.getByRole('button', { name: 'Create order' }).click();
      await expect(page.getByRole('heading', { name: preparing, level: 1 })).toBeVisible();

      // The tracker by stage: the choice is the address's, Back restores it, a bad value shows all.
      await page.goto(`/grading?q=${encodeURIComponent(stamp)}`);
      const tracker = page.getByRole('table', { name: 'Shipment tracker' });
      const rowOf = (label: string) => tracker.getByRole('row').filter({ hasText: label });
      await expect(rowOf(preparing)).toHaveCount(1);
      await page.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Grades posted' });
      await expect(page).toHaveURL(/[?&]stage=gradesPosted/);
      await expect(rowOf(preparing)).toHaveCount(0);
      for (const label of labels) await expect(rowOf(label)).toHaveCount(1);
      await rowOf(labels[0] ?? '')
        .getByRole('cell')
        .nth(1)
        .click();
      await expect(page.getByRole('heading', { name: labels[0], level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue('gradesPosted');
      await expect(rowOf(preparing)).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Preparing' });
      await expect(rowOf(preparing)).toHaveCount(1);
      await page.goBack();
      await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue('gradesPosted');
      await page.goto(`/grading?q=${encodeURIComponent(stamp)}&stage=lost-in-the-mail`);
      await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue('');
      await expect(rowOf(preparing)).toHaveCount(1);

      // Nothing chosen: the button says what to do and downloads nothing.
      let downloads = 0;
      page.on('download', () => void (downloads += 1));
      await page.getByRole('button', { name: 'Export grade CSV' }).click();
      await expect(
        page.getByText('Choose the orders to export with their checkboxes in the shipment tracker first.'),
      ).toBeVisible();
      expect(downloads).toBe(0);

      // Both graded orders and the one still preparing: one file of the two orders' grades.
      for (const label of [...labels, preparing])
        await page.getByRole('checkbox', { name: `Choose ${label} for the grade export` }).check();
      await expect(page.getByText('3 orders chosen')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export grade CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^grades-3-orders-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
      const lines = text.trim().split('\r\n');
      expect(lines[0]).toBe(
        'Order,Cert number,Card,Card id,Submission,Customer,Grade,Estimate,Declared value',
      );
      const cards = EXPORT_SUBMISSIONS.reduce((sum, submission) => sum + submission.cards, 0);
      expect(lines).toHaveLength(cards + 1);
      expect(lines[1]).toMatch(new RegExp(`^${labels[0]},${stamp}0`));
      expect(lines.at(-1)).toMatch(new RegExp(`^${labels[1]},${stamp}1`));
      for (const line of lines.slice(1)) expect(line).toContain('PSA 10');
      expect(lines.join('\n')).not.toContain(preparing);
    });
  });
}
