import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from './render-app';

/** The first active demo customer, read from the same demo data the app runs on. */
async function firstCustomer(services: Awaited<ReturnType<typeof renderApp>>['services']) {
  const page = await services.backend().customers.search({ pageNumber: 1, pageSize: 1, isActive: true });
  return page.items[0]!;
}

test('the detail shows the header, cards, panels and lists, names the crumb and records a recent view', async () => {
  const { services } = await renderApp('/dashboard', { stored: signedIn('admin') });
  const customer = await firstCustomer(services);
  const name = `${customer.firstName} ${customer.lastName}`;
  services.navigate(`/customers/${customer.id}`);
  expect(await screen.findByRole('heading', { name, level: 1 }, { timeout: 20_000 })).toBeInTheDocument();
  expect(screen.getByText('Active')).toBeInTheDocument();
  for (const title of [
    'Lifetime revenue',
    'Submissions (12 months)',
    'Consignment sales YTD',
    'Return performance',
    'Active batches',
    'Completed history',
    'Contact & mailing',
    'Account insight',
  ]) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  expect(screen.getByText(/\$10 late-fee surcharge/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Submission' })).toHaveAttribute(
    'href',
    `/submissions/new?customerId=${customer.id}`,
  );
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/customers/${customer.id}/edit`,
  );
  await waitFor(() => expect(document.title).toContain(name));
  expect(services.preferences.getSnapshot().context.recentDetailViews[0]).toMatchObject({
    name: 'customer-detail',
    params: { id: customer.id },
    label: name,
    category: 'Customer',
  });
});

test('a missing customer reads Customer not found, in the page and the crumb', async () => {
  await renderApp('/customers/999999', { stored: signedIn('admin') });
  expect(await screen.findByRole('heading', { name: 'Customer not found', level: 1 })).toBeInTheDocument();
  expect(
    screen.getByText(
      'This record might have been deleted or never existed. Return to the directory to continue.',
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(document.title).toContain('Customer not found'));
  expect(
    within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Customer not found'),
  ).toBeVisible();
});

test('Delete asks “Remove {name} from customers?”, then removes and returns to the list', async () => {
  const { services, user } = await renderApp('/dashboard', { stored: signedIn('admin') });
  const customer = await firstCustomer(services);
  const name = `${customer.firstName} ${customer.lastName}`;
  services.navigate(`/customers/${customer.id}`);
  await screen.findByRole('heading', { name, level: 1 });
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: `Remove ${name} from customers?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(window.location.pathname).toBe('/customers'));
  const after = await services.backend().customers.get(customer.id);
  expect(after.isActive).toBe(false);
});
