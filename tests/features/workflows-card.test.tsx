import { act, screen, waitFor, within } from '@testing-library/react';
import '../ui/jsdom-shims';
import type { UserEvent } from '@testing-library/user-event';
import type { Backend } from '../../src/backend/backend';
import { AppError } from '../../src/domain/errors';
import { anyActiveCustomerId, submissionInput } from '../backend/behaviour/context';
import { renderApp, signedIn, type RenderAppOptions } from './render-app';

/** These walk whole flows through the real app; a busy 2-core machine needs more than 5 s. */
const LONG_FLOW = 30_000;

/** Opens submission detail for a new submission with no workflows yet. */
async function openFreshSubmission(options: Pick<RenderAppOptions, 'adjust'> = {}) {
  const app = await renderApp('/dashboard', { stored: signedIn('admin'), ...options });
  const backend = app.services.backend();
  const submission = await backend.submissions.create(submissionInput(await anyActiveCustomerId(backend)));
  act(() => app.services.navigate(`/submissions/${submission.id}`));
  const card = () =>
    screen.getByRole('heading', { name: 'Workflows', level: 3 }).closest('section') as HTMLElement;
  await waitFor(() => expect(within(card()).getByText('No workflows yet')).toBeInTheDocument());
  return { ...app, card };
}

/** Picks an option of the Ark select labelled `label` inside the open dialog. */
async function pick(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function startWorkflow(app: Awaited<ReturnType<typeof openFreshSubmission>>, type?: string) {
  await app.user.click(within(app.card()).getByRole('button', { name: 'Start workflow' }));
  const dialog = await screen.findByRole('dialog', { name: 'Start a workflow' });
  // the first type (by name) with steps is preselected: Comic pressing has none (decision 0363)
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: 'Workflow type' })).toHaveTextContent(
      'Consignment intake',
    ),
  );
  if (type) await pick(app.user, 'Workflow type', type);
  await app.user.click(within(dialog).getByRole('button', { name: 'Start workflow' }));
  expect(await screen.findByText('Workflow started')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Start a workflow' })).not.toBeInTheDocument(),
  );
}

const workflowItem = (name: string) => screen.getByRole('listitem', { name });

/** Waits until no action or reload runs (the list is not busy). */
const settled = () =>
  waitFor(() =>
    expect(screen.getByRole('list', { name: 'Workflows' })).toHaveAttribute('aria-busy', 'false'),
  );

/** Picks a workflow menu's item with the keyboard (Ark's menu selects on pointer-up, which jsdom lacks). */
async function openMenu(app: Awaited<ReturnType<typeof openFreshSubmission>>, name: string, item: string) {
  await settled();
  within(workflowItem(name))
    .getByRole('button', { name: `Actions for ${name}` })
    .focus();
  await app.user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  // opening with Enter highlights the first item; arrows move to the one wanted
  const wanted = within(menu).getByRole('menuitem', { name: item });
  for (let step = 0; step < 5 && !wanted.hasAttribute('data-highlighted'); step += 1) {
    await app.user.keyboard('{ArrowDown}');
  }
  expect(wanted).toHaveAttribute('data-highlighted');
  await app.user.keyboard('{Enter}');
}

test(
  'a workflow runs from start to Completed: steps offered in order, completed and cancelled',
  async () => {
    const app = await openFreshSubmission();
    await startWorkflow(app, 'Invoice change request');
    const item = () => workflowItem('Invoice change request');
    expect(within(item()).getByText('Pending')).toHaveAttribute('data-status', 'pending');
    expect(within(item()).getByText('No steps yet.')).toBeInTheDocument();

    // no steps yet: every step type is offered, the initial one first and chosen (decision 0363)
    await openMenu(app, 'Invoice change request', 'Add step');
    let dialog = await screen.findByRole('dialog', { name: 'Add step' });
    const step = await within(dialog).findByRole('combobox', { name: 'Step' });
    await waitFor(() => expect(step).toHaveTextContent('Review request'));
    await app.user.click(step);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Review request',
      'Reissue invoice',
    ]);
    await app.user.keyboard('{Escape}');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    expect(await screen.findByText('Step added')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(item()).getByRole('listitem', { name: 'Review request, Pending' })).toBeInTheDocument(),
    );

    // with Review request open, only its next step is offered
    await openMenu(app, 'Invoice change request', 'Add step');
    dialog = await screen.findByRole('dialog', { name: 'Add step' });
    await app.user.click(await within(dialog).findByRole('combobox', { name: 'Step' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Reissue invoice',
    ]);
    await app.user.click(screen.getByRole('option', { name: 'Reissue invoice' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    await waitFor(() =>
      expect(within(item()).getByRole('listitem', { name: 'Reissue invoice, Pending' })).toBeInTheDocument(),
    );

    // cancel one step (confirmed): it is hidden
    await settled();
    const reissue = within(item()).getByRole('listitem', { name: 'Reissue invoice, Pending' });
    await app.user.click(within(reissue).getByRole('button', { name: 'Cancel step' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel step?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancel step' }));
    expect(await screen.findByText('Step cancelled')).toBeInTheDocument();
    await waitFor(() => expect(within(item()).queryByText('Reissue invoice')).not.toBeInTheDocument());

    // complete the last open step: the workflow shows Completed and offers no more work
    await settled();
    const review = within(item()).getByRole('listitem', { name: 'Review request, Pending' });
    await app.user.click(within(review).getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('Step completed')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(item()).getAllByText('Completed')[0]).toHaveAttribute('data-status', 'completed'),
    );
    expect(within(item()).queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    within(item()).getByRole('button', { name: 'Actions for Invoice change request' }).focus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Add step' })).toHaveAttribute('data-disabled');
    expect(screen.queryByRole('menuitem', { name: 'Cancel workflow' })).not.toBeInTheDocument();
    await app.user.keyboard('{Escape}');

    // the history names each step, who closed it and when (issue 41), not only a count
    await app.user.click(within(app.card()).getByRole('button', { name: 'View history' }));
    const history = await screen.findByRole('dialog', { name: 'Workflow history' });
    const steps = await within(history).findByRole('list', { name: /^Steps of Invoice change request/ });
    const stamp = String.raw`· [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$`;
    expect(within(steps).getByText(new RegExp(`^Completed by \\S.* ${stamp}`))).toBeInTheDocument();
    expect(within(steps).getByText(new RegExp(`^Cancelled by \\S.* ${stamp}`))).toBeInTheDocument();
  },
  LONG_FLOW,
);

test(
  'a cancelled workflow leaves the card and stays in the history; a type with no steps is not offered',
  async () => {
    const app = await openFreshSubmission();
    await app.user.click(within(app.card()).getByRole('button', { name: 'Start workflow' }));
    const start = await screen.findByRole('dialog', { name: 'Start a workflow' });
    await app.user.click(await within(start).findByRole('combobox', { name: 'Workflow type' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toContain('Consignment intake');
    expect(offered).not.toContain('Comic pressing');
    await app.user.keyboard('{Escape}');
    await app.user.click(within(start).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Start a workflow' })).not.toBeInTheDocument(),
    );

    await startWorkflow(app);
    await openMenu(app, 'Consignment intake', 'Cancel workflow');
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel workflow?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancel workflow' }));
    expect(await screen.findByText('Workflow cancelled')).toBeInTheDocument();
    await waitFor(() => expect(within(app.card()).getByText('No workflows yet')).toBeInTheDocument());

    await app.user.click(within(app.card()).getByRole('button', { name: 'View history' }));
    const history = await screen.findByRole('dialog', { name: 'Workflow history' });
    const entry = within(history).getAllByRole('listitem')[0] as HTMLElement;
    expect(entry).toHaveTextContent('Consignment intake');
    expect(within(entry).getByText('Cancelled')).toHaveAttribute('data-status', 'cancelled');
    await app.user.click(within(history).getByRole('button', { name: 'Refresh history' }));
    expect(await screen.findByText('History refreshed')).toBeInTheDocument();
  },
  LONG_FLOW,
);

test(
  'failures show the seed’s texts and keep the list on screen',
  async () => {
    let failComplete = false;
    const adjust = (backend: Backend): Backend => ({
      ...backend,
      workflows: {
        ...backend.workflows,
        completeStep: (id, options) =>
          failComplete
            ? Promise.reject(new AppError('HTTP_ERROR', 'down', { status: 500 }))
            : backend.workflows.completeStep(id, options),
      },
    });
    const app = await openFreshSubmission({ adjust });
    await startWorkflow(app, 'Invoice change request');
    await openMenu(app, 'Invoice change request', 'Add step');
    const dialog = await screen.findByRole('dialog', { name: 'Add step' });
    await app.user.click(await within(dialog).findByRole('combobox', { name: 'Step' }));
    await app.user.click(await screen.findByRole('option', { name: 'Review request' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Review request, Pending' })).toBeInTheDocument(),
    );

    failComplete = true;
    await settled();
    await app.user.click(
      within(screen.getByRole('listitem', { name: 'Review request, Pending' })).getByRole('button', {
        name: 'Mark as complete',
      }),
    );
    expect(await screen.findByText('Unable to complete this step right now.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Review request, Pending' })).toBeInTheDocument();
  },
  LONG_FLOW,
);

test(
  'a failed load says so and tries again on request',
  async () => {
    let fail = true;
    const app = await renderApp('/dashboard', {
      stored: signedIn('admin'),
      adjust: (backend) => ({
        ...backend,
        workflows: {
          ...backend.workflows,
          forSubmission: (id, options) =>
            fail
              ? Promise.reject(new AppError('NETWORK_ERROR', 'offline'))
              : backend.workflows.forSubmission(id, options),
        },
      }),
    });
    act(() => app.services.navigate('/submissions/1'));
    const alert = await screen.findByText('Unable to load workflows for this submission right now.');
    fail = false;
    await app.user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByText('Unable to load workflows for this submission right now.'),
      ).not.toBeInTheDocument(),
    );
  },
  LONG_FLOW,
);
