import { act, screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '../../src/backend/backend';
import { AppError } from '../../src/domain/errors';
import type { SubmissionSearch } from '../../src/domain/submission';
import { renderApp, signedIn } from './render-app';

function recordingSearches(fail?: AppError) {
  const queries: SubmissionSearch[] = [];
  const adjust = (backend: Backend): Backend => ({
    ...backend,
    submissions: {
      ...backend.submissions,
      search: (query, options) => {
        queries.push(query);
        return fail ? Promise.reject(fail) : backend.submissions.search(query, options);
      },
    },
  });
  return { queries, adjust };
}

test('the list shows the summary, the seed’s columns, and opens a row with Enter', async () => {
  const { user } = await renderApp('/submissions', { stored: signedIn('admin') });
  expect(await screen.findByText(/^Showing 1–20 of [\d,]+ submissions$/)).toBeInTheDocument();
  expect(screen.getByText(/^[\d,]+ cards on this page$/)).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Submissions' });
  for (const name of ['ID', 'Customer', 'Date', 'Status', 'Total count'])
    expect(within(table).getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
  // Newest first by default (seed A §7).
  expect(within(table).getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const firstRow = within(table).getAllByRole('row')[1]!;
  expect(within(firstRow).getByText(/^#\d+$/)).toBeInTheDocument();
  const id = within(firstRow)
    .getByText(/^#\d+$/)
    .textContent!.slice(1);
  firstRow.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(window.location.pathname).toBe(`/submissions/${id}`));
});

test('sorting by a header asks the backend for that sort and keeps it in the URL', async () => {
  const { queries, adjust } = recordingSearches();
  const { user } = await renderApp('/submissions', { stored: signedIn('admin'), adjust });
  await screen.findByText(/^Showing 1–20/);
  await user.click(screen.getByRole('button', { name: /Total count/ }));
  await waitFor(() => expect(queries.at(-1)?.sort).toEqual([{ field: 'totalCount', desc: false }]));
  expect(window.location.search).toContain('sort=totalCount');
  expect(screen.getByRole('columnheader', { name: /Total count/ })).toHaveAttribute('aria-sort', 'ascending');
});

test("searching by '#id' finds that submission; a search that matches nothing offers Reset search", async () => {
  const { user } = await renderApp('/submissions', { stored: signedIn('admin') });
  await screen.findByText(/^Showing 1–20/);
  const box = screen.getByRole('searchbox', { name: 'Search by submission ID, customer, or notes' });
  await user.type(box, 'no such thing at all');
  expect(await screen.findByText('No submissions match that search.')).toBeInTheDocument();
  expect(screen.getByText('Adjust the query or reset to see every submission.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reset search' }));
  expect(await screen.findByText(/^Showing 1–20/)).toBeInTheDocument();
  await user.type(box, '#1');
  expect(await screen.findByText(/^Showing 1 of 1$/)).toBeInTheDocument();
});

test('a failed load shows the seed’s banner with the server messages joined by "; "', async () => {
  const error = new AppError('HTTP_ERROR', 'Submission search failed', {
    status: 400,
    messages: ['Page too large', 'Sort unknown'],
  });
  const { adjust } = recordingSearches(error);
  await renderApp('/submissions', { stored: signedIn('admin'), adjust });
  expect(await screen.findByText('Unable to load submissions right now.')).toBeInTheDocument();
  expect(screen.getByText('Page too large; Sort unknown')).toBeInTheDocument();
});

test('the list reloads by itself every 5 minutes (seed A §9), keeping its rows on screen', async () => {
  const { queries, adjust } = recordingSearches();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    await renderApp('/submissions', { stored: signedIn('admin'), adjust });
    await screen.findByText(/^Showing 1–20/);
    const before = queries.length;
    await act(() => vi.advanceTimersByTimeAsync(4 * 60 * 1000));
    expect(queries.length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(60 * 1000 + 50));
    await waitFor(() => expect(queries.length).toBe(before + 1));
    expect(screen.getByText(/^Showing 1–20/)).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});
