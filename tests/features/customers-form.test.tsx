import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from './render-app';

test('create: the seed’s messages on submit, focus on the first, then save trimmed values and open the detail', async () => {
  const { services, user } = await renderApp('/customers/new', { stored: signedIn('admin') });
  // The first visit loads the screen's chunk, which can be slow on a busy machine.
  expect(
    await screen.findByRole('heading', { name: 'New customer', level: 1 }, { timeout: 20_000 }),
  ).toBeInTheDocument();
  for (const section of ['Account owner', 'Contact details', 'Location']) {
    expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
  }
  expect(
    screen.getByText('Share a numeric reference to connect an existing user record.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Linked user ID' })).toHaveAttribute('inputmode', 'numeric');

  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '12345');
  await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '12');
  await user.click(screen.getByRole('button', { name: 'Create customer' }));
  expect(await screen.findByText('First name is required')).toBeInTheDocument();
  expect(screen.getByText('Last name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Phone number looks too short')).toBeInTheDocument();
  expect(screen.getByText('Zip code looks too short')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus());

  await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'not-an-email');
  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: /First name/ }), '  Grace ');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), ' Hopper  ');
  await user.clear(screen.getByRole('textbox', { name: /Email address/ }));
  await user.type(screen.getByRole('textbox', { name: /Email address/ }), ' grace@example.com ');
  await user.clear(screen.getByRole('textbox', { name: 'Phone number' }));
  await user.clear(screen.getByRole('textbox', { name: 'Zip code' }));
  await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '10001');
  // Street lines and the contact preferences grading news depends on (issue 39 item 8).
  await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '12 Slab Street');
  await user.type(screen.getByRole('textbox', { name: 'Address line 2' }), 'Unit 4');
  const preferences = screen.getByRole('group', { name: 'Contact preferences' });
  for (const name of ['Allows emails', 'Allows calls', 'Allows texts']) {
    expect(within(preferences).getByRole('checkbox', { name })).not.toBeChecked();
  }
  await user.click(within(preferences).getByRole('checkbox', { name: 'Allows emails' }));
  await user.click(screen.getByRole('button', { name: 'Create customer' }));

  expect(await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeInTheDocument();
  // the save says so, as other saves do (issue 37)
  expect(screen.getByText('Customer created.')).toBeInTheDocument();
  expect(screen.getByText('Saved')).toBeInTheDocument();
  const id = window.location.pathname.split('/').pop()!;
  const saved = await services.backend().customers.get(id);
  expect(saved).toMatchObject({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    zipCode: '10001',
    address1: '12 Slab Street',
    address2: 'Unit 4',
    canEmail: true,
    canCall: false,
    canText: false,
  });
  // a whole create flow typed key by key, and the Saved toast's first load: more than 15 s on a busy machine
}, 30_000);

test('edit: loads the record, Save changes keeps every value when the save fails, and shows the message', async () => {
  const { services, user } = await renderApp('/dashboard', {
    stored: signedIn('admin'),
    adjust: (backend) => ({
      ...backend,
      customers: { ...backend.customers, update: () => Promise.reject(new Error('')) },
    }),
  });
  const [customer] = (await services.backend().customers.search({ pageNumber: 1, pageSize: 1 })).items;
  services.navigate(`/customers/${customer!.id}/edit`);
  const city = await screen.findByRole('textbox', { name: 'City' });
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue(customer!.firstName);
  await user.clear(city);
  await user.type(city, 'Springfield');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText('Unable to save this customer right now. Please try again later.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Springfield');
});

test('Cancel with unsaved changes asks “Leave without saving?”; leaving goes back to the list', async () => {
  const { user } = await renderApp('/customers/new', { stored: signedIn('admin') });
  await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Austin');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(window.location.pathname).toBe('/customers'));
});

test('editing a missing customer reads Customer not found', async () => {
  await renderApp('/customers/999999/edit', { stored: signedIn('admin') });
  expect(await screen.findByRole('heading', { name: 'Customer not found', level: 1 })).toBeInTheDocument();
});
