import { type Browser, type Page } from '@playwright/test';
import { expect, signedInState, test } from './harness/fixtures';
import { seriousViolations } from './axe';
import { choose } from './support';

// Issue 40 item 5: staff record a payment on the invoice they print, by keyboard, with the rules said
// beside each field; the invoice's status and balance follow, and the customer's copy says the same.
// Item 4: the printed invoice stays whole across pages however many lines it has.

const money = (text: string) => Number(text.replace(/[$,]/g, ''));

async function balanceOf(page: Page): Promise<number> {
  const payments = page.getByRole('main').getByRole('region', { name: 'Payments' });
  return money((await payments.locator('dt:text-is("Balance") + dd').textContent()) ?? '');
}

/** The status the customer's copy of submission 13's invoice shows, once it has loaded. */
async function statusShown(theirs: Page): Promise<string> {
  await expect(theirs.getByRole('heading', { level: 1, name: /^Invoice \d+$/ })).toBeVisible();
  const payments = theirs.getByRole('main').getByRole('region', { name: 'Payments' });
  const status = payments.getByText(/^(Unpaid|Partly paid|Paid|Overdue)$/);
  await expect(status).toBeVisible();
  return (await status.textContent()) ?? '';
}

/** API mode: the customer's copy of the same invoice, in a browser of their own. */
async function customerStatus(browser: Browser, origin: string): Promise<string> {
  const context = await browser.newContext({ storageState: signedInState('api-customer', origin) });
  const theirs = await context.newPage();
  await theirs.goto(`${origin}/my/submissions/13/invoice`);
  const text = await statusShown(theirs);
  await context.close();
  return text;
}

/**
 * Demo mode: the demo's data lives in this page, so the admin becomes the customer persona here (the
 * data-source switch) and opens their copy by moving inside the app, as a link does.
 */
async function demoCustomerStatus(page: Page): Promise<string> {
  await choose(page, 'Persona', 'Customer', { then: 'gone' });
  await expect(page.getByText('customer@example.com')).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/my/submissions/13/invoice'));
  await expect(page).toHaveURL(/\/my\/submissions\/13\/invoice$/);
  return statusShown(page);
}

for (const mode of ['demo', 'api'] as const) {
  test.describe(`${mode} data`, () => {
    test.use({ signedIn: mode === 'demo' ? 'admin' : 'api-admin' });

    test('staff record a payment by keyboard; the status and balance follow, on the customer’s copy too', async ({
      page,
      browser,
      server,
    }) => {
      await page.goto('/submissions/13');
      await page.getByRole('button', { name: 'Print receipt' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Invoice \d+$/ })).toBeVisible();
      const payments = page.getByRole('main').getByRole('region', { name: 'Payments' });
      await expect(payments).toBeVisible();
      const balance = await balanceOf(page);
      expect(balance).toBeGreaterThan(20);

      const open = page.getByRole('button', { name: 'Record payment' });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Record payment' });
      const amount = dialog.getByRole('textbox', { name: 'Amount' });
      await expect(amount).toBeFocused();
      await expect(amount).toHaveValue(balance.toFixed(2));

      // Too much, and no method: said beside each field; the first field in error takes focus.
      await amount.fill(String(balance + 5));
      await page.keyboard.press('Enter');
      await expect(dialog.getByText(/^Amount is more than the balance of \$/)).toBeVisible();
      await expect(dialog.getByText('Choose how it was paid')).toBeVisible();
      await expect(amount).toBeFocused();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

      await amount.fill('20.00');
      const method = dialog.getByRole('combobox', { name: 'Method' });
      await method.focus();
      await page.keyboard.press('Enter');
      // Keys go to the list once it has opened and taken focus, as a keyboard user sees it do.
      const list = page.getByRole('listbox', { name: 'Method' });
      await expect
        .poll(() => list.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      // The last option, then one up: Other, then Check (Cash, Card, Bank transfer, Check, Other).
      await page.keyboard.press('End');
      await expect(page.getByRole('option', { name: 'Other' })).toHaveAttribute('data-highlighted', '');
      await page.keyboard.press('ArrowUp');
      await expect(page.getByRole('option', { name: 'Check' })).toHaveAttribute('data-highlighted', '');
      await page.keyboard.press('Enter');
      await expect(method).toHaveText(/Check/);
      await dialog.getByRole('textbox', { name: 'Reference' }).fill('Cheque 1042');
      await dialog.getByRole('textbox', { name: 'Reference' }).press('Enter');

      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      await expect(payments.getByText('Partly paid')).toBeVisible();
      await expect(payments.getByRole('cell', { name: 'Cheque 1042' })).toBeVisible();
      await expect.poll(() => balanceOf(page)).toBeCloseTo(balance - 20, 2);

      // The customer's copy of the same invoice says the same.
      const theirs =
        mode === 'api' ? await customerStatus(browser, server.origin) : await demoCustomerStatus(page);
      expect(theirs).toBe('Partly paid');
    });
  });
}

test.describe('the printed invoice', () => {
  test.use({ signedIn: 'api-admin' });

  test('keeps every row whole across pages, and its totals, terms and balance together, with 50 lines', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Every service, so all ten charge lines print, and 50 payments (instalments) with references
    // long enough to wrap: a row split across a page break would leave part of its words behind.
    const created = await page.request.put('/api/employee/submission', {
      data: {
        customerId: 2,
        psaValueBulk: 30,
        psaRegularCount: 12,
        cgcBulkCount: 9,
        cgcComicCount: 4,
        psaDualCount: 3,
        bgsBaseCount: 6,
        sgcStandardCount: 21,
        prescreening: 3,
        consignAfterGrading: false,
        notes: '',
      },
    });
    expect(created.status()).toBe(201);
    const id = String(((await created.json()) as { data: unknown }).data);
    const issued = await page.request.post(`/api/employee/submission/${id}/invoice`);
    const { data: invoice } = (await issued.json()) as { data: { invoiceDate: string } };
    for (let row = 1; row <= 50; row += 1) {
      const tag = `R${String(row).padStart(2, '0')}`;
      const reply = await page.request.post(`/api/employee/submission/${id}/invoice/payments`, {
        data: {
          amount: 1,
          method: 'Bank transfer',
          paidOn: invoice.invoiceDate,
          reference: Array.from({ length: 12 }, (_, word) => `${tag}w${word}`).join(' '),
        },
      });
      expect(reply.status(), tag).toBe(200);
    }
    await page.goto(`/submissions/${id}/invoice`);
    await expect(page.getByRole('main').getByRole('cell', { name: /^R50w0/ })).toBeVisible({
      timeout: 15_000,
    });

    const { pagesOf } = await import('./pdf-text');
    for (const format of ['Letter', 'A4'] as const) {
      const pages = await pagesOf(await page.pdf({ format }));
      expect(pages.length, format).toBeGreaterThan(1);
      const onPages = (pattern: RegExp) => [
        ...new Set(
          pages.flatMap((texts, index) => (texts.some((text) => pattern.test(text)) ? [index] : [])),
        ),
      ];
      for (let row = 1; row <= 50; row += 1) {
        const tag = `R${String(row).padStart(2, '0')}`;
        expect([format, tag, onPages(new RegExp(`\\b${tag}w`))]).toEqual([format, tag, [expect.any(Number)]]);
      }
      // The charge lines and their totals together; the terms' heading with its words; the balance
      // with the last payment rather than alone on a page of its own.
      const totals = onPages(/^Total due$/);
      expect([format, onPages(/^Estimated total/), onPages(/^Policy surcharge/)]).toEqual([
        format,
        totals,
        totals,
      ]);
      expect([format, onPages(/^Please pay by /)]).toEqual([format, onPages(/^Payment terms$/)]);
      const balance = onPages(/^Balance$/);
      expect([format, onPages(/^Amount paid$/), onPages(/\bR50w/)]).toEqual([format, balance, balance]);
    }
  });
});
