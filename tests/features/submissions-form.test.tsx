import { screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '../../src/backend/backend';
import { AppError } from '../../src/domain/errors';
import { renderApp, signedIn } from './render-app';

const failing =
  (part: 'submissions' | 'customers', call: 'create' | 'update'): ((b: Backend) => Backend) =>
  (backend) => ({
    ...backend,
    [part]: {
      ...backend[part],
      [call]: () => Promise.reject(new AppError('HTTP_ERROR', 'Boom', { status: 500 })),
    },
  });

const summary = () => screen.getByRole('region', { name: 'Price summary' });

test('Create checks the seed’s rules, prices as counts change, and opens the new submission', async () => {
  const { user } = await renderApp('/submissions/new?customerId=1', { stored: signedIn('admin') });
  const customer = await screen.findByRole('combobox', { name: /Customer/ }, { timeout: 15_000 });
  await waitFor(() => expect(customer).not.toHaveValue(''));
  // The value limit is shown beside its stepper; BGS has none.
  // ... with the next tier's price, so nobody is surprised that 10 cards cost less each (issue 37)
  expect(screen.getByText('$27.00 per card, $23.00 from 10 cards (max $499 per card)')).toBeInTheDocument();
  expect(screen.getByText('$19.00 per card')).toBeInTheDocument();

  const bulk = screen.getByRole('spinbutton', { name: 'PSA Value Bulk' });
  await user.clear(bulk);
  await user.type(bulk, '10');
  // 10 × $23 (the 10-19 tier) = $230; intake $10; surcharge $10.
  await waitFor(() =>
    expect(within(summary()).getByText('PSA Value Bulk × 10 at $23.00')).toBeInTheDocument(),
  );
  expect(screen.getByText('$23.00 per card, $22.00 from 20 cards (max $499 per card)')).toBeInTheDocument();
  expect(within(summary()).getByText('$250.00')).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Prescreening' }));
  expect(screen.getByRole('button', { name: /Pass\/Fail/ })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: /Detailed/ }));
  // + 10 × $5 prescreening.
  await waitFor(() => expect(within(summary()).getByText('$300.00')).toBeInTheDocument());

  await user.type(screen.getByRole('textbox', { name: 'Internal notes' }), 'Rush order');
  expect(screen.getByText('10 / 1000')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create submission' }));
  await waitFor(() => expect(window.location.pathname).toMatch(/^\/submissions\/\d+$/));
  await screen.findByText('Rush order', { exact: false });
}, 20_000);

test('without a customer the form says so and does not save', async () => {
  const { user } = await renderApp('/submissions/new', { stored: signedIn('admin') });
  await user.click(await screen.findByRole('button', { name: 'Create submission' }));
  expect(await screen.findByText('Select a customer to continue')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/submissions/new');
});

test('a failed save keeps every value and shows the seed’s message', async () => {
  const { user } = await renderApp('/submissions/new?customerId=1', {
    stored: signedIn('admin'),
    adjust: failing('submissions', 'create'),
  });
  const regular = await screen.findByRole('spinbutton', { name: 'PSA Regular' });
  await user.clear(regular);
  await user.type(regular, '3');
  await user.type(screen.getByRole('textbox', { name: 'Internal notes' }), 'Keep me');
  await user.click(screen.getByRole('button', { name: 'Create submission' }));
  expect(
    await screen.findByText('Unable to save this submission right now. Please try again later.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'PSA Regular' })).toHaveValue('3');
  expect(screen.getByRole('textbox', { name: 'Internal notes' })).toHaveValue('Keep me');
});

test('the quick-create modal checks its fields, reports a failure, and selects the new customer', async () => {
  const { user } = await renderApp('/submissions/new', { stored: signedIn('admin') });
  await user.click(await screen.findByRole('button', { name: 'New customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'New customer' });
  await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
  expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Grace');
  await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Hopper');
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'grace.hopper@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New customer' })).toBeNull());
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /Customer/ })).toHaveValue(
      'Grace Hopper · grace.hopper@example.com',
    ),
  );
});

test('a failed quick create keeps the modal open with the seed’s message', async () => {
  const { user } = await renderApp('/submissions/new', {
    stored: signedIn('admin'),
    adjust: failing('customers', 'create'),
  });
  await user.click(await screen.findByRole('button', { name: 'New customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'New customer' });
  await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Grace');
  await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Hopper');
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'grace@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
  expect(
    await within(dialog).findByText('Unable to create that customer right now. Try again shortly.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveValue('Grace');
});

test('edit loads the stored values and saves with Update submission', async () => {
  const { user } = await renderApp('/submissions/1/edit', { stored: signedIn('admin') });
  const button = await screen.findByRole('button', { name: 'Update submission' });
  const notes = screen.getByRole('textbox', { name: 'Internal notes' });
  await user.clear(notes);
  await user.type(notes, 'Edited note');
  await user.click(button);
  await waitFor(() => expect(window.location.pathname).toBe('/submissions/1'));
});
