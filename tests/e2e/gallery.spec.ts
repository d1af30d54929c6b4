import type { Page } from '@playwright/test';
import { expect, test } from './harness/fixtures';
import { seriousViolations } from './axe';
import { closeWithEscape } from './support';

// The design-system gallery: gallery.html, built beside the app into dist/gallery/ (vite.gallery.config.ts)
// and served by the same server as everything else.

const themes = ['light', 'dark'] as const;

async function openGallery(page: Page, theme: (typeof themes)[number] = 'light') {
  await page.goto(`/gallery/gallery.html?theme=${theme}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // Native controls and scrollbars take the theme too.
  await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
  await expect(page.getByRole('heading', { level: 1, name: 'Design system gallery' })).toBeVisible();
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test('the page, its toasts and its open popups pass axe', async ({ page }) => {
      await openGallery(page, theme);
      for (const type of ['info', 'success', 'warning', 'error']) {
        await page.getByRole('button', { name: `Show ${type} toast` }).click();
      }
      await expect(page.getByText('Could not save the submission')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('combobox', { name: 'State' }).click();
      await expect(page.getByRole('option', { name: 'Alabama' })).toBeVisible();
      expect(
        await seriousViolations(page, '[data-scope=select][data-part=content][data-state=open]'),
      ).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('combobox', { name: 'Customer' }).click();
      await expect(page.getByRole('option', { name: 'Ada Lovelace' })).toBeVisible();
      expect(await seriousViolations(page, '[data-scope=combobox][data-part=content]')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Actions' }).click();
      await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
      expect(await seriousViolations(page, '[data-scope=menu][data-part=content]')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Open lg dialog' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit customer (lg)' })).toBeVisible();
      expect(await seriousViolations(page, '[data-scope=dialog][data-part=content]')).toEqual([]);
    });

    test('the small-screen card layout passes axe', async ({ page }) => {
      await page.setViewportSize({ width: 400, height: 800 });
      await openGallery(page, theme);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('a dialog closes on Escape and returns focus to its trigger', async ({ page }) => {
  await openGallery(page);
  const trigger = page.getByRole('button', { name: 'Open md dialog' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Edit customer (md)' });
  await expect(dialog).toBeVisible();
  // Tab stays inside the dialog.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('a confirm dialog starts on its safe choice', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('button', { name: 'Delete SUB-1040' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete submission?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep submission' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test('a sortable header toggles aria-sort', async ({ page }) => {
  await openGallery(page);
  const header = page.getByRole('columnheader', { name: 'Cards' });
  const button = header.getByRole('button', { name: 'Cards' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await button.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await button.click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const firstRowCards = page
    .getByRole('table', { name: 'Submissions' })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .nth(3);
  await expect(firstRowCards).toHaveText('40');
  await button.click();
  await expect(header).toHaveAttribute('aria-sort', 'none');
});

test('a clickable row opens with Enter', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('row', { name: /SUB-1040/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Opened SUB-1040')).toBeVisible();
});

test('the number stepper refuses -1 and 2.5', async ({ page }) => {
  await openGallery(page);
  const stepper = page.getByRole('spinbutton', { name: 'Number of cards' });
  for (const text of ['-1', '2.5']) {
    await stepper.fill('');
    await stepper.pressSequentially(text);
    await stepper.blur();
    await expect(stepper).not.toHaveValue(text);
    await expect(stepper).toHaveValue(/^\d+$/);
    await stepper.fill(text);
    await stepper.blur();
    await expect(stepper).toHaveValue(/^\d+$/);
  }
  await stepper.fill('');
  await stepper.pressSequentially('900');
  await stepper.blur();
  await expect(stepper).toHaveValue('500');
  await expect(page.getByRole('button', { name: 'Increase Number of cards' })).toBeDisabled();
});

test('the select search box filters the options', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('combobox', { name: 'State' }).click();
  const search = page.getByRole('searchbox', { name: 'Search states' });
  await expect(search).toBeFocused();
  await expect(page.getByRole('option')).toHaveCount(50);
  await search.pressSequentially('new');
  await expect(page.getByRole('option')).toHaveText([
    'New Hampshire',
    'New Jersey',
    'New Mexico',
    'New York',
  ]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('New Jersey');
  // The list is at most 16rem (sizes.dropdownMax) tall and scrolls.
  await page.getByRole('combobox', { name: 'State' }).click();
  const box = await page.getByRole('dialog', { name: 'State' }).boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(16 * 16 + 1);
});

test('a dismissed toast leaves the page', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('button', { name: 'Show success toast' }).click();
  await expect(page.getByText('Customer saved')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByText('Customer saved')).toHaveCount(0);
});

test('a dialog closes on a backdrop click', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('button', { name: 'Open sm dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit customer (sm)' });
  await expect(dialog).toBeVisible();
  // The top-left corner is backdrop: the sm dialog is centred and far narrower than the page. The
  // dialog listens for outside clicks from the frame after it opens (Ark's dismissable layer), so on
  // a busy machine a click at once can land first; a person cannot click that fast, so click again.
  await expect(async () => {
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass();
});

test('dialog sizes grow from sm to 2xl and full fills the page', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openGallery(page);
  const widths: number[] = [];
  for (const size of ['sm', 'md', 'lg', 'xl', '2xl', 'full']) {
    await page.getByRole('button', { name: `Open ${size} dialog` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit customer (${size})` });
    await expect(dialog).toBeVisible();
    widths.push((await dialog.boundingBox())?.width ?? 0);
    await closeWithEscape(page, dialog);
  }
  // sm 24rem, md 32rem, lg 42rem, xl 56rem, 2xl 72rem (16px rem), full the whole viewport.
  expect(widths).toEqual([384, 512, 672, 896, 1152, 1600]);
});

test('the data table is a table from 768 px and a list of cards below', async ({ page }) => {
  const firstRow = () => page.getByRole('table', { name: 'Submissions' }).getByRole('row').nth(1);
  const display = () => firstRow().evaluate((row) => getComputedStyle(row).display);
  await page.setViewportSize({ width: 768, height: 800 });
  await openGallery(page);
  expect(await display()).toBe('table-row');
  await page.setViewportSize({ width: 767, height: 800 });
  await expect.poll(display).toBe('block');
  // Each card still names its values: a cell shows its column's header before the value.
  const label = await firstRow()
    .getByRole('cell')
    .first()
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).toBe('"Submission"');
});

test("the table's query lives in the URL: sort, page and search change it, Back restores, reload keeps", async ({
  page,
}) => {
  await openGallery(page);
  const table = page.getByRole('table', { name: 'Submissions' });
  const cardsHeader = page.getByRole('columnheader', { name: 'Cards' });

  await cardsHeader.getByRole('button', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/[?&]sort=cards&dir=asc/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Page 2 of 3')).toBeVisible();

  // Back returns to page 1 with the sort kept.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(cardsHeader).toHaveAttribute('aria-sort', 'ascending');

  // Typing replaces the URL (no history entry per keystroke) and goes back to page 1.
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill('SUB-105');
  await expect(page).toHaveURL(/[?&]q=SUB-105/);
  await expect(table.getByRole('row')).toHaveCount(9);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search submissions' })).toHaveValue('SUB-105');
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(cardsHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.goBack();
  await expect(page).toHaveURL(/[?&]sort=cards/);
  await expect(page).not.toHaveURL(/q=/);
});
