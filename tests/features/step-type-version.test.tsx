import { screen, waitFor, within } from '@testing-library/react';
import '../ui/jsdom-shims';
import { renderApp, signedIn } from './render-app';

const LONG_FLOW = 30_000;

// Issue 37 item 14: step types carry a version; the Edit step dialog sends the one it opened, so a step
// saved by someone else meanwhile asks instead of being overwritten.
test(
  'a step saved by someone else meanwhile asks Changed since you opened it; Load their version shows theirs',
  async () => {
    const app = await renderApp('/workflows/103', { stored: signedIn('admin') });
    const review = await screen.findByRole('listitem', { name: 'Review request' });
    await app.user.click(within(review).getByRole('button', { name: 'Edit step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit step' });
    const name = within(dialog).getByRole('textbox', { name: 'Step name' });
    await waitFor(() => expect(name).toHaveValue('Review request'));
    await app.user.clear(name);
    await app.user.type(name, 'Mine');

    const workflows = app.services.backend().workflows;
    const stepId = '509'; // 'Review request' in the sample data
    const opened = await workflows.getStepType(stepId);
    expect(opened.name).toBe('Review request');
    await workflows.updateStepType(
      stepId,
      {
        workflowTypeId: 103,
        name: 'Theirs',
        description: opened.description,
        nextStepTypeIds: opened.nextStepTypeIds.map(Number),
        isInitialStep: opened.isInitialStep,
      },
      { version: opened.version },
    );

    await app.user.click(within(dialog).getByRole('button', { name: 'Save step' }));
    const question = await screen.findByRole('alertdialog', { name: 'Changed since you opened it' });
    expect(question).toHaveTextContent('Someone else saved this step after you opened it.');
    expect((await workflows.getStepType(stepId)).name).toBe('Theirs');
    await app.user.click(within(question).getByRole('button', { name: 'Load their version' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Step name' })).toHaveValue('Theirs'),
    );
    expect(within(dialog).getByRole('button', { name: 'Bring back my changes' })).toBeInTheDocument();
  },
  LONG_FLOW,
);
