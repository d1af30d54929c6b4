import { screen, within } from '@testing-library/react';
import '../ui/jsdom-shims';
import type { Backend } from '../../src/backend/backend';
import { renderApp, signedIn } from './render-app';

/** A demo backend that records every staff submission search (what the server refuses customers). */
function countingSearches() {
  const calls: unknown[] = [];
  const adjust = (backend: Backend): Backend => ({
    ...backend,
    submissions: {
      ...backend.submissions,
      search: (query, options) => {
        calls.push(query);
        return backend.submissions.search(query, options);
      },
    },
  });
  return { calls, adjust };
}

test('the customer persona gets a dashboard that asks for no staff data (decision 0140)', async () => {
  const { calls, adjust } = countingSearches();
  await renderApp('/dashboard', { stored: signedIn('customer'), adjust });
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  // Issue 40 (decision 0410): their own pages, not the staff's sample pages.
  const shortcuts = within(screen.getByRole('region', { name: 'Where to next' }));
  expect(shortcuts.getByRole('link', { name: /My submissions/ })).toHaveAttribute('href', '/my/submissions');
  expect(shortcuts.getByRole('link', { name: /My details/ })).toHaveAttribute('href', '/my/details');
  expect(shortcuts.queryByRole('link', { name: /Grading & Returns/ })).toBeNull();
  expect(screen.queryByText('Refresh failed · Auto refresh every 5m')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'New submission' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Invoices paid overnight' })).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('Reports & Insights draws its figures as named charts with text alternatives', async () => {
  await renderApp('/reports', { stored: signedIn('admin') });
  expect(await screen.findByRole('heading', { name: 'Reports & Insights', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Revenue and payouts by month' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Revenue and payouts by month' })).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: /^Trend Jan–Jun: / })).toHaveLength(7);
  expect(screen.getByRole('heading', { name: 'Channel mix' })).toBeInTheDocument();
  expect(screen.getByText('42%')).toBeInTheDocument();
});

test('Consignments shows the intake board; Advanced Search its saved filters', async () => {
  const { user } = await renderApp('/consignments', { stored: signedIn('employee') });
  expect(await screen.findByRole('heading', { name: 'Consignments', level: 1 })).toBeInTheDocument();
  for (const title of [
    'Check-in',
    'Catalog & photo',
    'Ready for prescreen',
    'Outbound & staging',
    'Key reminders',
  ]) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  expect(screen.getByText('A sample intake board; nothing here is live data.')).toBeInTheDocument();
  expect(screen.queryByText(/Last refreshed|Auto refresh/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log consignment' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Export plan' })).toHaveAttribute('aria-disabled', 'true');

  await user.click(screen.getByRole('link', { name: 'Advanced Search' }));
  expect(await screen.findByRole('heading', { name: 'Advanced Search', level: 1 })).toBeInTheDocument();
  expect(screen.getAllByRole('list', { name: /^Conditions of / })).toHaveLength(3);
  expect(screen.getByText(/^Sample saved filters .*; none of them runs yet\.$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create filter' })).toHaveAttribute('aria-disabled', 'true');
});
