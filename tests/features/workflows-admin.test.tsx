import { screen, waitFor, within } from '@testing-library/react';
import '../ui/jsdom-shims';
import { AppError } from '../../src/domain/errors';
import { renderApp, signedIn } from './render-app';

const LONG_FLOW = 30_000;

const rowOf = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;

test(
  'the library lists workflow types with their summaries; the search is held in the URL',
  async () => {
    const app = await renderApp('/workflows', { stored: signedIn('admin') });
    expect(await screen.findByRole('heading', { name: 'Workflows', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Standard grading')).toBeInTheDocument());
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Workflow',
      'Summary',
      'Steps',
      'Last updated',
    ]);
    expect(rowOf('Standard grading')).toHaveTextContent('#101');
    expect(rowOf('Standard grading')).toHaveTextContent('5 steps');
    expect(rowOf('Standard grading')).toHaveTextContent('Intake, Prescreen, Ship to grader +2');
    expect(rowOf('Comic pressing')).toHaveTextContent('Description pending');
    expect(rowOf('Comic pressing')).toHaveTextContent('Draft');

    await app.user.type(screen.getByRole('searchbox', { name: 'Search workflows' }), 'cataloguing');
    await waitFor(() => expect(screen.queryByText('Standard grading')).not.toBeInTheDocument());
    expect(rowOf('Consignment intake')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?q=cataloguing'));

    await app.user.click(rowOf('Consignment intake'));
    expect(await screen.findByRole('heading', { name: 'Consignment intake', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/workflows/102');
    expect(screen.getByRole('textbox', { name: 'Identifier' })).toHaveAttribute('readonly');
  },
  LONG_FLOW,
);

test(
  'a new workflow type needs a name, then opens; its steps are designed on the detail screen',
  async () => {
    const app = await renderApp('/workflows', { stored: signedIn('admin') });
    await app.user.click(await screen.findByRole('button', { name: 'New workflow type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New workflow type' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Create workflow type' }));
    expect(await within(dialog).findByText('Workflow name is required.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Workflow name' }), 'Crossover');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create workflow type' }));
    expect(await screen.findByText('Workflow created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Crossover', level: 1 })).toBeInTheDocument();

    // Add step: a name is required; no initial-step toggle when adding
    await app.user.click(screen.getByRole('button', { name: 'Add step' }));
    let stepDialog = await screen.findByRole('dialog', { name: 'Add step' });
    expect(within(stepDialog).queryByRole('checkbox', { name: 'Initial step' })).not.toBeInTheDocument();
    await app.user.click(within(stepDialog).getByRole('button', { name: 'Add step' }));
    expect(await within(stepDialog).findByText('Step name is required.')).toBeInTheDocument();
    await app.user.type(within(stepDialog).getByRole('textbox', { name: 'Step name' }), 'Crack out');
    await app.user.click(within(stepDialog).getByRole('button', { name: 'Add step' }));
    expect(await screen.findByText('Step added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Crack out' })).toBeInTheDocument());

    await app.user.click(screen.getByRole('button', { name: 'Add step' }));
    stepDialog = await screen.findByRole('dialog', { name: 'Add step' });
    await app.user.type(within(stepDialog).getByRole('textbox', { name: 'Step name' }), 'Resubmit');
    await app.user.click(within(stepDialog).getByRole('checkbox', { name: 'Crack out' }));
    await app.user.click(within(stepDialog).getByRole('button', { name: 'Add step' }));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Resubmit' })).toHaveTextContent('Next: Crack out'),
    );

    // Edit step: the step itself is not a next-step choice; the initial toggle is offered
    await app.user.click(
      within(screen.getByRole('listitem', { name: 'Crack out' })).getByRole('button', { name: 'Edit step' }),
    );
    stepDialog = await screen.findByRole('dialog', { name: 'Edit step' });
    await waitFor(() =>
      expect(within(stepDialog).getByRole('textbox', { name: 'Step name' })).toHaveValue('Crack out'),
    );
    expect(within(stepDialog).queryByRole('checkbox', { name: 'Crack out' })).not.toBeInTheDocument();
    await app.user.click(within(stepDialog).getByRole('checkbox', { name: 'Initial step' }));
    await app.user.click(within(stepDialog).getByRole('button', { name: 'Save step' }));
    expect(await screen.findByText('Step updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Crack out' })).getByText('Initial step'),
      ).toBeInTheDocument(),
    );

    // the name cannot be emptied
    await app.user.clear(screen.getByRole('textbox', { name: 'Workflow name' }));
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Workflow name cannot be empty.')).toBeInTheDocument();
  },
  LONG_FLOW,
);

test(
  'an unknown workflow shows Workflow not found with a way back',
  async () => {
    await renderApp('/workflows/9999', { stored: signedIn('admin') });
    expect(await screen.findByRole('heading', { name: 'Workflow not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to workflows' })).toHaveAttribute('href', '/workflows');
  },
  LONG_FLOW,
);

test(
  'a step whose latest details fail to load is edited from the local copy; a type in use is kept, an unused one deleted',
  async () => {
    const app = await renderApp('/workflows/103', {
      stored: signedIn('admin'),
      adjust: (backend) => ({
        ...backend,
        workflows: {
          ...backend.workflows,
          getStepType: () => Promise.reject(new AppError('NETWORK_ERROR', 'offline')),
        },
      }),
    });
    const review = await screen.findByRole('listitem', { name: 'Review request' });
    expect(review).toHaveTextContent('Initial step');
    expect(review).toHaveTextContent('Next: Reissue invoice');
    await app.user.click(within(review).getByRole('button', { name: 'Edit step' }));
    expect(
      await screen.findByText('Failed to load latest step details. Editing local copy.'),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Edit step' });
    expect(within(dialog).getByRole('textbox', { name: 'Step name' })).toHaveValue('Review request');
    expect(within(dialog).getByRole('checkbox', { name: 'Reissue invoice' })).toBeChecked();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // a type workflows were started from is kept, and the page says why (decision 0363)
    await app.user.click(screen.getByRole('button', { name: 'Delete workflow' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete workflow?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete workflow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Workflows have been started from this type, so it cannot be deleted.',
    );
    expect(await app.services.backend().workflows.getType('103')).toMatchObject({ id: '103' });

    // one no workflow was started from is deleted
    app.services.navigate('/workflows/104');
    await screen.findByRole('heading', { name: 'Comic pressing' }, { timeout: 10_000 });
    await app.user.click(screen.getByRole('button', { name: 'Delete workflow' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete workflow?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete workflow' }));
    expect(await screen.findByText('Workflow deleted')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/workflows'));
    await waitFor(() => expect(screen.queryByText('Comic pressing')).not.toBeInTheDocument());
  },
  LONG_FLOW,
);

test(
  'a workflow saved by someone else meanwhile asks Changed since you opened it; Load their version shows theirs',
  async () => {
    const app = await renderApp('/workflows/102', { stored: signedIn('admin') });
    const name = await screen.findByRole('textbox', { name: 'Workflow name' }, { timeout: 10_000 });
    await app.user.clear(name);
    await app.user.type(name, 'Mine');
    const workflows = app.services.backend().workflows;
    const opened = await workflows.getType('102');
    await workflows.updateType(
      '102',
      { name: 'Theirs', description: opened.description, primaryStepTypeId: null },
      { version: opened.version },
    );
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    const question = await screen.findByRole('alertdialog', { name: 'Changed since you opened it' });
    expect(screen.queryByText('Update failed. Please try again.')).not.toBeInTheDocument();
    await app.user.click(within(question).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Workflow name' })).toHaveValue('Theirs'));
    expect(screen.getByRole('button', { name: 'Bring back my changes' })).toBeInTheDocument();
  },
  LONG_FLOW,
);
