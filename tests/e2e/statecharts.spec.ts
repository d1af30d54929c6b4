import { expect, test } from './harness/fixtures';
import { seriousViolations } from './axe';
import { signInAs } from './support';

// Issue 26: an analyst watches the running app's machines inside the product, no outside service.
// The view-model's rules (highlight, masking, bounds) are tested in tests/app/statecharts.test.ts.

test('with ?inspect, the session chart follows a sign-in in the same tab, the email masked', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!['localhost', '127.0.0.1'].includes(new URL(request.url()).hostname)) outside.push(request.url());
  });
  await page.goto('/statecharts?inspect');
  // signed out, the guard sends the visitor to sign in first; the recorder keeps running meanwhile
  await signInAs(page, 'customer', page.url());
  await expect(page).toHaveURL(/\/statecharts/);
  await expect(page.getByRole('heading', { name: 'Statecharts', level: 1 })).toBeVisible();

  const live = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Live: session' }) })
    .last();
  await expect(live).toContainText('Current state: authenticated');
  const events = live.getByRole('list', { name: 'Recent events of session' });
  await expect(events.getByRole('listitem').filter({ hasText: 'session.login' })).toContainText(
    '→ authenticating',
  );
  await expect(events).toContainText('→ anonymous');
  await expect(events).toContainText('"email":"text(20)"');
  await expect(live).not.toContainText('customer@example.com');

  const chart = page.getByRole('img', { name: 'Statechart of session, current state authenticated' });
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart.locator('.current')).not.toHaveCount(0);
  expect(outside).toEqual([]);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('an admin finds Statecharts in the sidebar and sees the app machine live', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Statecharts' }).click();
  await page.getByRole('button', { name: /^app/ }).click();
  await expect(page.getByRole('heading', { name: 'Live: app' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Statechart of app, current state/ }).locator('svg'),
  ).toBeVisible();
});

test.describe('a second window', () => {
  test.use({ signedIn: 'admin' });

  test('an analyst watches prescreenDraft in a second window while a card is reviewed, what is typed masked', async ({
    page,
    context,
  }) => {
    const note = 'Whitening on the back edge';
    await page.goto('/prescreen/1');
    await expect(
      page.getByRole('navigation', { name: 'Cards' }).getByRole('button', { name: 'Card 1' }),
    ).toHaveAttribute('aria-current', 'true');

    const analyst = await context.newPage();
    await analyst.goto('/statecharts');
    await analyst.getByRole('button', { name: /^prescreenDraft/ }).click();
    const live = analyst
      .locator('section')
      .filter({ has: analyst.getByRole('heading', { name: /^Live: .* \(another window\)$/ }) })
      .last();
    await expect(live).toContainText('Current state: reviewing.editing');
    await expect(
      analyst.getByRole('img', { name: 'Statechart of prescreenDraft, current state reviewing.editing' }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Notes' }).fill(note);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const events = live.getByRole('list', { name: /^Recent events of / });
    await expect(events.getByRole('listitem').filter({ hasText: 'prescreen.save' })).toContainText(
      '→ reviewing.saving',
    );
    await expect(events).toContainText(`"notes":"text(${note.length})"`);
    await live.getByText('Context (masked)').click();
    await expect(live).toContainText(`"notes": "text(${note.length})"`);
    await expect(analyst.locator('body')).not.toContainText(note);
    expect(await seriousViolations(analyst)).toEqual([]);

    // the working window opens another address (a reload, as a tester opening `?fault=…` does): it
    // joins again by itself, and a customer's typed name and phone stay masked too
    await page.goto('/customers/new');
    await page.getByRole('textbox', { name: 'First name' }).fill('Zebediah');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0100');
    await analyst.getByRole('button', { name: /^recordForm/ }).click();
    const form = analyst
      .locator('section')
      .filter({ has: analyst.getByRole('heading', { name: 'Live: recordForm (another window)' }) });
    await expect(form.getByRole('list', { name: /^Recent events of / })).toContainText(
      '{"field":"phone","value":"text(11)"}',
    );
    const shown = await analyst.content();
    for (const typed of [note, 'Zebediah', '+1 555 0100']) expect(shown).not.toContain(typed);
    await analyst.close();
  });
});
