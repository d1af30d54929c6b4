import { expect, test } from './harness/fixtures';
import { seriousViolations } from './axe';
import type { DataSource } from './support';

// The admin's roster and catalogues as a browser sees them; the rules behind them are tested in
// tests/domain/adminRules.test.ts and tests/domain/adminForms.test.ts.

test.describe(() => {
  test.use({ signedIn: 'admin' });

  test('an admin adds an employee and lands on the new profile', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Employees', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New employee' }).click();
    await expect(page.getByRole('heading', { name: 'Add a new employee', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Save employee' }).click();
    await expect(page.getByText('Role is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();

    await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await page.getByRole('textbox', { name: 'Email' }).fill('grace.hopper@example.com');
    await page.getByRole('textbox', { name: 'Role' }).fill('Grading lead');
    await page.getByLabel('Start date').fill('2024-03-01');
    await page.getByRole('button', { name: 'Save employee' }).click();

    await expect(page.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/employees\/\d+$/);
    const panel = (title: string) =>
      page.locator('section').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
    await expect(panel('Role overview')).toContainText('Mar 1, 2024');
    await expect(panel('Role overview')).toContainText('No review recorded');
    await expect(panel('Contact details')).toContainText('grace.hopper@example.com');
    await expect(panel('Contact details')).toContainText('—');
    expect(await seriousViolations(page)).toEqual([]);

    // Back on the roster, the search (held in the URL) finds her by role.
    await page.getByRole('link', { name: 'Employees', exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Search by name, role, or email' }).fill('grading LEAD');
    await expect(page).toHaveURL(/[?&]q=grading/);
    await expect(page.getByRole('list', { name: 'Employees' }).getByRole('listitem')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// Issue 22's admin flows in both data modes, one loop over the four catalogues. The form rules
// behind them are tested in tests/domain/adminForms.test.ts; here only what needs a browser.

interface Kind {
  title: string;
  path: string;
  newLabel: string;
  createLabel: string;
  showArchived: string;
  /** The field holding the name the list's Edit/Archive buttons are labelled with. */
  nameField: string;
  /** Other required fields. */
  fill: readonly [label: string, value: string][];
  created: string;
  updated: string;
  archived: string;
}

const KINDS: readonly Kind[] = [
  {
    title: 'Card grades',
    path: '/configurations/card-grades',
    newLabel: 'New card grade',
    createLabel: 'Create card grade',
    showArchived: 'Show archived card grades',
    nameField: 'Display name',
    fill: [
      ['Score', '7.5'],
      ['Code', 'NM75'],
    ],
    created: 'Card grade created.',
    updated: 'Card grade updated.',
    archived: 'Card grade archived.',
  },
  {
    title: 'Grade errors',
    path: '/configurations/card-grade-errors',
    newLabel: 'New grade error',
    createLabel: 'Create grade error',
    showArchived: 'Show archived grade errors',
    nameField: 'Name',
    fill: [['Code', 'E2E']],
    created: 'Grade error created.',
    updated: 'Grade error updated.',
    archived: 'Card grade error archived.',
  },
  {
    title: 'Card qualifiers',
    path: '/configurations/card-qualifiers',
    newLabel: 'New qualifier',
    createLabel: 'Create qualifier',
    showArchived: 'Show archived qualifiers',
    nameField: 'Display name',
    fill: [['Code', 'QE2E']],
    created: 'Card qualifier created.',
    updated: 'Card qualifier updated.',
    archived: 'Card qualifier archived.',
  },
  {
    title: 'Prescreen recommendations',
    path: '/configurations/prescreen-recommendations',
    newLabel: 'New recommendation',
    createLabel: 'Create recommendation',
    showArchived: 'Show archived recommendations',
    nameField: 'Name',
    fill: [],
    created: 'Recommendation created.',
    updated: 'Recommendation updated.',
    archived: 'Recommendation archived.',
  },
];

const MODES: readonly DataSource[] = ['demo', 'api'];

// In API mode only: on the demo the same create, edit, archive and Show archived of each catalogue, with
// their toasts and the URL, is tests/features/catalogues.test.tsx on the whole app (issue 35: the demo
// walk repeated it). Here it goes through the real server, with axe on the archive question.
test.describe(() => {
  test.use({ signedIn: 'api-admin' });

  test('api: each catalogue creates, edits, archives and shows archived records with its Saved toasts', async ({
    page,
  }) => {
    // Four catalogues, each created, edited, archived and shown archived: more than one screen's budget.
    test.setTimeout(90_000);
    for (const kind of KINDS) {
      const name = `E2E ${kind.title} api`;
      const renamed = `${name} v2`;
      await page.goto(kind.path);
      const table = page.getByRole('table', { name: kind.title });
      await expect(table.locator('tbody tr').first()).toBeVisible();

      await page.getByRole('link', { name: kind.newLabel }).click();
      for (const [label, value] of kind.fill) await page.getByRole('textbox', { name: label }).fill(value);
      await page.getByRole('textbox', { name: kind.nameField }).fill(name);
      await page.getByRole('button', { name: kind.createLabel }).click();
      await expect(page.getByText(kind.created)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${kind.path}$`));

      await table.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
      await page.getByRole('textbox', { name: kind.nameField }).fill(renamed);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(kind.updated)).toBeVisible();

      // Archive asks first, by the record's name; the records seeded for other specs stay untouched.
      const archive = table.getByRole('button', { name: `Archive ${renamed}`, exact: true });
      await expect(archive).toBeEnabled();
      const rows = await table.locator('tbody tr').count();
      await archive.click();
      const dialog = page.getByRole('alertdialog', { name: `Archive ${renamed}?` });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Archive' }).click();
      await expect(page.getByText(kind.archived)).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(rows - 1);
      await expect(table.getByRole('button', { name: `Archive ${renamed}`, exact: true })).toHaveCount(0);

      await page.getByRole('checkbox', { name: kind.showArchived }).check();
      await expect(page).toHaveURL(/[?&]archived=yes/);
      await expect(table.getByRole('button', { name: `Archive ${renamed}`, exact: true })).toBeDisabled();
      await expect(
        table
          .locator('tbody tr')
          .filter({ has: page.getByRole('button', { name: `Archive ${renamed}`, exact: true }) }),
      ).toContainText('Archived');
    }
  });
});

for (const mode of MODES) {
  test.describe(() => {
    test.use({ signedIn: mode === 'demo' ? 'admin' : 'api-admin' });

    test(`${mode}: an admin edits an employee's role, then deletes them from the roster`, async ({
      page,
    }) => {
      await page.goto('/employees/3');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).not.toHaveText('');
      const name = (await heading.textContent()) ?? '';

      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      await page.getByRole('textbox', { name: 'Role' }).fill(`Vault auditor ${mode}`);
      await page.getByRole('button', { name: 'Save employee' }).click();
      await expect(page).toHaveURL(/\/employees\/3$/);
      // the detail shows the new role (exactly; its History panel also names it in 'changed Role from…')
      await expect(page.getByText(`Vault auditor ${mode}`, { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: `Remove ${name} from the roster?` });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL(/\/employees$/);
      await expect(page.getByRole('list', { name: 'Employees' })).not.toContainText(name);
    });
  });
}
