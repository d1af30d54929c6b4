import { type Page } from '@playwright/test';
import { expect, test } from './harness/fixtures';
import { seriousViolations } from './axe';

// Workflows end to end, in both data modes: an admin designs a workflow type whose steps link one to
// the next, then runs it on a submission from start to cancelled, and finds it in the history.

/** Adds a step type on the type's detail screen, linked to the given next steps. */
async function addStepType(page: Page, name: string, next: string[] = []) {
  await page.getByRole('button', { name: 'Add step', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add step' });
  await dialog.getByRole('textbox', { name: 'Step name' }).fill(name);
  // Ark's checkbox input is visually hidden: a click on its label text ticks it, as a user would
  for (const step of next) await dialog.getByText(step, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add step' }).click();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
}

/** The options the card's Add step modal offers for the workflow, then picks `pick`. */
async function offeredSteps(page: Page, workflow: string, pick: string) {
  const item = page.getByRole('listitem', { name: workflow, exact: true });
  await expect(page.getByRole('list', { name: 'Workflows' })).toHaveAttribute('aria-busy', 'false');
  await item.getByRole('button', { name: `Actions for ${workflow}` }).click();
  await page.getByRole('menuitem', { name: 'Add step' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add step' });
  await dialog.getByRole('combobox', { name: 'Step' }).click();
  const options = await dialog.getByRole('option').allTextContents();
  await dialog.getByRole('option', { name: pick, exact: true }).click();
  await dialog.getByRole('button', { name: 'Add step' }).click();
  await expect(item.getByRole('listitem', { name: `${pick}, Pending` })).toBeVisible();
  return options;
}

for (const mode of ['demo', 'api'] as const) {
  test.describe(() => {
    test.use({ signedIn: mode === 'demo' ? 'admin' : 'api-admin' });

    test(`${mode}: an admin designs a workflow type and runs it on a submission to the history`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const name = `Slab review ${mode} ${Date.now()}`;

      // Design: Inspect → Reholder → Return, Inspect the initial step
      await page.goto('/workflows');
      await page.getByRole('button', { name: 'New workflow type' }).click();
      const create = page.getByRole('dialog', { name: 'New workflow type' });
      await create.getByRole('textbox', { name: 'Workflow name' }).fill(name);
      await create.getByRole('button', { name: 'Create workflow type' }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await addStepType(page, 'Return');
      await addStepType(page, 'Reholder', ['Return']);
      await addStepType(page, 'Inspect', ['Reholder']);
      await page
        .getByRole('listitem', { name: 'Inspect' })
        .getByRole('button', { name: 'Edit step' })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit step' });
      await expect(edit.getByRole('textbox', { name: 'Step name' })).toHaveValue('Inspect');
      await edit.getByText('Initial step', { exact: true }).click();
      await expect(edit.getByRole('checkbox', { name: 'Initial step' })).toBeChecked();
      await edit.getByRole('button', { name: 'Save step' }).click();
      await expect(page.getByRole('listitem', { name: 'Inspect' }).getByText('Initial step')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // Run it on submission 1 (navigating inside the app: demo data lives in the page)
      await page.evaluate(() => {
        window.history.pushState(null, '', '/submissions/1');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page).toHaveURL(/\/submissions\/1$/);
      await page.getByRole('button', { name: 'Start workflow' }).click();
      const start = page.getByRole('dialog', { name: 'Start a workflow' });
      await start.getByRole('combobox', { name: 'Workflow type' }).click();
      await start.getByRole('option', { name, exact: true }).click();
      await start.getByRole('button', { name: 'Start workflow' }).click();
      const item = page.getByRole('listitem', { name, exact: true });
      await expect(item.getByText('Pending', { exact: true })).toBeVisible();

      // offered in order: every step (initial first) with none open, then the open steps' next steps
      expect(await offeredSteps(page, name, 'Inspect')).toEqual(['Inspect', 'Return', 'Reholder']);
      expect(await offeredSteps(page, name, 'Reholder')).toEqual(['Reholder']);

      await expect(page.getByRole('list', { name: 'Workflows' })).toHaveAttribute('aria-busy', 'false');
      await item
        .getByRole('listitem', { name: 'Inspect, Pending' })
        .getByRole('button', { name: 'Mark as complete' })
        .click();
      await expect(item.getByRole('listitem', { name: 'Inspect, Completed' })).toBeVisible();
      // a step done and one open: the run is In progress, as the seed's statuses say (decision 0363)
      await expect(item.getByText('In progress', { exact: true })).toBeVisible();
      await item
        .getByRole('listitem', { name: 'Reholder, Pending' })
        .getByRole('button', { name: 'Cancel step' })
        .click();
      await page
        .getByRole('alertdialog', { name: 'Cancel step?' })
        .getByRole('button', { name: 'Cancel step' })
        .click();
      await expect(item.getByText('Reholder')).toHaveCount(0);

      await item.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Cancel workflow' }).click();
      await page
        .getByRole('alertdialog', { name: 'Cancel workflow?' })
        .getByRole('button', { name: 'Cancel workflow' })
        .click();
      await expect(item).toHaveCount(0);

      await page.getByRole('button', { name: 'View history' }).click();
      const history = page.getByRole('dialog', { name: 'Workflow history' });
      const entry = history.getByRole('listitem').filter({ hasText: name }).first();
      // the run's own status, and its steps with who closed them and when (issue 41)
      await expect(entry.locator('[data-status]').first()).toHaveText('Cancelled');
      await expect(
        history
          .getByRole('list', { name: new RegExp(`^Steps of ${name}`) })
          .getByText(/ by .+ · /)
          .first(),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

// An employee sent from /workflows to the dashboard: walk.spec.ts, on every admin-only route.
