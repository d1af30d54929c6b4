import { expect, test } from './harness/fixtures';
import { closeWithEscape, expectChosen } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test.describe(() => {
  test.use({ signedIn: 'admin' });

  test('below 768 px the sidebar is a drawer that closes after following a link', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    // The email and the data-source switch move into the drawer on small screens.
    await expect(drawer.getByText('admin@example.com')).toBeVisible();
    await expect(drawer.getByRole('group', { name: 'Data source' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Configurations' }).click();
    await drawer.getByRole('link', { name: 'Card qualifiers' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/configurations/card-qualifiers');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await closeWithEscape(page, drawer);
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
  });

  test('at 390 px the drawer shows Settings and Sign out without scrolling, even with a group open', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    const pinned = [
      drawer.getByRole('link', { name: 'Settings' }),
      drawer.getByRole('button', { name: 'Sign out' }),
    ];
    for (const item of pinned) await expect(item).toBeInViewport({ ratio: 1 });
    // Opening Configurations adds five items: the list scrolls, the two stay put.
    await drawer.getByRole('button', { name: 'Configurations' }).click();
    await expect(drawer.getByRole('link', { name: 'Workflows' })).toBeVisible();
    for (const item of pinned) await expect(item).toBeInViewport({ ratio: 1 });
    await drawer.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('in the drawer an admin can pick the Employee persona and get back to Admin', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('combobox', { name: 'Persona' }).selectOption({ label: 'Employee' });
    await expect(drawer.getByText('employee@example.com')).toBeVisible();
    await expect(drawer.getByRole('group', { name: 'Data source' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Viewing the demo as Employee')).toBeVisible();
    await page.getByRole('button', { name: 'Back to the Admin persona' }).click();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(drawer.getByText('admin@example.com')).toBeVisible();
    await expectChosen(drawer.getByRole('combobox', { name: 'Persona' }), 'Admin');
  });
});

test.describe(() => {
  test.use({ signedIn: 'employee' });

  test('the search is a full-width overlay, opened by its button or by / and closed with Escape; Enter opens the first record', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // the Search button's icon is the size of its neighbours' (it was 14 px beside their 24)
    const iconWidth = (name: string) =>
      page
        .getByRole('banner')
        .getByRole('button', { name, exact: true })
        .locator('svg')
        .evaluate((svg) => svg.getBoundingClientRect().width);
    expect(await iconWidth('Search')).toBe(await iconWidth('Notifications'));
    await page.getByRole('button', { name: 'Search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await expect(overlay).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    const width = await overlay.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBe(390);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();

    await page.keyboard.press('/');
    await expect(overlay).toBeVisible();
    await box.pressSequentially('casey');
    await expect(overlay.getByRole('option', { name: /^Casey Morgan/ })).toBeVisible();
    await box.press('Enter');
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL('/customers/1');
  });

  test("in the overlay a result's long detail line ends inside the window, not past its edge", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.keyboard.press('/');
    // Submission #1's notes are far longer than a phone is wide.
    await page.getByRole('combobox', { name: 'Search' }).pressSequentially('#1');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: /^Submission #1\b/ })).toBeVisible();
    const box = await listbox.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
  });
});
