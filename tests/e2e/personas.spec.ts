import { expect, test } from './harness/fixtures';
import type { Persona } from './support';

const EXPECTED: Record<Persona, { top: string[]; configurations: string[] }> = {
  admin: {
    top: [
      'Dashboard',
      'Submissions',
      'Prescreening',
      'Grading',
      'Consignments',
      'Customers',
      'Advanced Search',
      'Employees',
      'Outbox',
      'Activity',
      'Configurations',
      'Reports',
      'Statecharts',
    ],
    configurations: [
      'Workflows',
      'Card grades',
      'Grade errors',
      'Card qualifiers',
      'Prescreen recommendations',
      'Business profile',
    ],
  },
  employee: {
    top: [
      'Dashboard',
      'Submissions',
      'Prescreening',
      'Grading',
      'Consignments',
      'Customers',
      'Advanced Search',
    ],
    configurations: [],
  },
  // Issue 40 (decision 0410): only what is theirs.
  customer: { top: ['Dashboard', 'My submissions', 'My details'], configurations: [] },
};

for (const persona of ['admin', 'employee', 'customer'] as const) {
  test.describe(() => {
    test.use({ signedIn: persona });

    test(`signed in as the demo ${persona}, the sidebar shows exactly what a ${persona} may see`, async ({
      page,
    }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByText(`${persona}@example.com`)).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      const topLevel = nav.locator(':scope > ul > li > :is(a, button)');
      await expect(topLevel).toHaveText(EXPECTED[persona].top.map((label) => new RegExp(`${label}$`)));

      if (EXPECTED[persona].configurations.length > 0) {
        const group = nav.getByRole('button', { name: 'Configurations' });
        await expect(group).toHaveAttribute('aria-expanded', 'false');
        await group.click();
        await expect(group).toHaveAttribute('aria-expanded', 'true');
        await expect(nav.locator(':scope > ul > li > ul > li > a')).toHaveText(
          EXPECTED[persona].configurations.map((label) => new RegExp(`${label}$`)),
        );
      }
      // Settings and Sign out are pinned at the bottom for everyone.
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(sidebar.getByRole('link', { name: 'Settings' })).toBeVisible();
      await expect(sidebar.getByRole('button', { name: 'Sign out' })).toBeVisible();
      // Only admins get the data-source switch.
      await expect(page.getByRole('group', { name: 'Data source' })).toHaveCount(persona === 'admin' ? 1 : 0);
    });
  });
}

test.describe(() => {
  test.use({ signedIn: 'employee' });

  test('Sign out ends the session and returns to sign-in without a redirect query', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    // The button is busy until the sign-out call has ended.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard$/);
  });
});
