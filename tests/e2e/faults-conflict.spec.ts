import { expect, test } from './harness/fixtures';
import { seriousViolations } from './axe';

test.use({ signedIn: 'api-admin' });

// Issue 24 item 3, API mode: a colleague saves the customer while this form is open; Save then asks
// instead of overwriting, and the typed draft survives either answer.
test('a stale save of a customer asks: load their version (mine kept to bring back) or save mine', async ({
  page,
}) => {
  await page.goto('/customers/6/edit');
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const lastName = page.getByRole('textbox', { name: 'Last name' });
  await expect(firstName).not.toHaveValue('');
  const original = await lastName.inputValue();

  // the colleague's save, through the API with this browser's session
  const opened = await page.request.get('/api/employee/customer/6');
  const record = ((await opened.json()) as { data: Record<string, unknown> }).data;
  const theirs = await page.request.post('/api/employee/customer/6', {
    headers: { 'If-Match': `"${String(record.version)}"` },
    data: { ...record, lastName: 'Theirsworth' },
  });
  expect(theirs.status()).toBe(200);

  await firstName.fill('Minerva');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const question = page.getByRole('alertdialog', { name: 'Changed since you opened it' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('Someone else saved this customer after you opened it.');
  // it names what the colleague changed (issue 37 item 5)
  await expect(question).toContainText('They changed: Last name.');
  expect(await seriousViolations(page)).toEqual([]);

  // their version loads; mine is set aside and comes back with one press, over theirs
  await question.getByRole('button', { name: 'Load their version' }).click();
  await expect(lastName).toHaveValue('Theirsworth');
  await expect(firstName).not.toHaveValue('Minerva');
  await page.getByRole('button', { name: 'Bring back my changes' }).click();
  await expect(firstName).toHaveValue('Minerva');
  // the field only they changed keeps their value: bringing mine back reverts nothing of theirs
  await expect(lastName).toHaveValue('Theirsworth');
  expect(original).not.toBe('Theirsworth');

  // saving now names their version: my change is saved beside theirs
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/customers\/6$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Minerva Theirsworth');
});
