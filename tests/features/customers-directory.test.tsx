import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from './render-app';

const table = () => screen.getByRole('table', { name: 'Customers' });
const rowsOf = () => within(table()).getAllByRole('row').slice(1);

test('the directory shows the counts, tier cards, table columns and links of seed A §2', async () => {
  await renderApp('/customers', { stored: signedIn('admin') });
  expect(
    await screen.findByRole('heading', { name: 'Customers', level: 1 }, { timeout: 20_000 }),
  ).toBeInTheDocument();
  await waitFor(() => expect(rowsOf().length).toBe(20));
  for (const header of ['Customer', 'Contact', 'Mailing', 'Grading', 'Lifetime value', 'Actions']) {
    expect(within(table()).getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  for (const title of ['Premium submitters', 'Premium consignors', 'Total annual clients']) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  await waitFor(() =>
    expect(screen.getByLabelText('Customer counts').textContent).toMatch(/^\d[\d,]* customers/),
  );
  expect(screen.getByRole('link', { name: 'New customer' })).toHaveAttribute('href', '/customers/new');
  const firstRow = rowsOf()[0]!;
  const submission = within(firstRow).getByRole('link', { name: /^New submission for / });
  expect(submission.getAttribute('href')).toMatch(/^\/submissions\/new\?customerId=\d+$/);
  expect(within(firstRow).getAllByRole('img', { name: /allow/i })).toHaveLength(3);
  expect(screen.getByText(/^Page 1 of \d+$/)).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Search name, email, phone, or location')).toBeInTheDocument();
});

test('a search with no match shows the empty state, and Reset filters brings the rows back', async () => {
  const { user } = await renderApp('/customers', { stored: signedIn('admin') });
  await waitFor(() => expect(rowsOf().length).toBe(20));
  await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'zzzz-nobody@nowhere');
  expect(await screen.findByText('No customers match your search')).toBeInTheDocument();
  expect(window.location.search).toContain('q=zzzz-nobody');
  await user.click(screen.getByRole('button', { name: 'Reset filters' }));
  await waitFor(() => expect(rowsOf().length).toBe(20));
  expect(window.location.search).toBe('');
});

test('sorting and paging go to the URL, and Apply in Advanced search works only once something changed', async () => {
  const { user } = await renderApp('/customers', { stored: signedIn('admin') });
  await waitFor(() => expect(rowsOf().length).toBe(20));
  await user.click(within(table()).getByRole('button', { name: /Customer/ }));
  await waitFor(() => expect(window.location.search).toContain('dir=desc'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(window.location.search).toContain('page=2'));

  await user.click(screen.getByRole('button', { name: 'Advanced search' }));
  const apply = screen.getByRole('button', { name: 'Apply' });
  expect(apply).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'zzz-no-city');
  expect(apply).toBeEnabled();
  await user.click(apply);
  expect(await screen.findByText('No customers match your search')).toBeInTheDocument();
  expect(window.location.search).toContain('city=zzz-no-city');
  expect(window.location.search).not.toContain('page=');
});

test('a smart list filters the directory and shows in the URL', async () => {
  const { user } = await renderApp('/customers', { stored: signedIn('admin') });
  await waitFor(() => expect(rowsOf().length).toBe(20));
  await user.click(screen.getByRole('button', { name: 'Active clients' }));
  await waitFor(() => expect(window.location.search).toContain('list=active-clients'));
  expect(screen.getByRole('button', { name: 'Active clients' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByText(/^Showing 1–/)).toBeInTheDocument();
});

test('a failed load shows the seed’s banner', async () => {
  await renderApp('/customers', {
    stored: signedIn('admin'),
    adjust: (backend) => ({
      ...backend,
      customers: { ...backend.customers, search: () => Promise.reject(new Error('boom')) },
    }),
  });
  expect(await screen.findByText('Failed to load customers. Please try refreshing.')).toBeInTheDocument();
});

test('the advanced Search term matches name, email and location, applied to every page of the answer', async () => {
  const { user } = await renderApp('/customers?searchTerm=abbott18%40', { stored: signedIn('admin') });
  await waitFor(() => expect(rowsOf()).toHaveLength(1));
  expect(rowsOf()[0]).toHaveTextContent('Darius Abbott');
  await user.click(screen.getByRole('button', { name: 'Advanced search' }));
  expect(screen.getByRole('textbox', { name: 'Search term' })).toHaveValue('abbott18@');
});
