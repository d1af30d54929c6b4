import { act, screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '../../src/backend/backend';
import { renderApp, signedIn } from './render-app';

/** Counts the dashboard's figure calls, so a test can see when it loads again. */
function countingLoads() {
  const calls: unknown[] = [];
  const adjust = (backend: Backend): Backend => ({
    ...backend,
    submissions: {
      ...backend.submissions,
      dashboard: (options) => {
        calls.push(options);
        return backend.submissions.dashboard(options);
      },
    },
  });
  return { calls, adjust };
}

/** The text of the card titled `title` (each figure card is a section headed by its title). */
const cardText = (title: string) =>
  screen.getByRole('heading', { name: title, level: 3 }).closest('section')?.textContent ?? '';

test('the dashboard shows the four metric cards and three ageing cards with the seed’s titles', async () => {
  await renderApp('/dashboard', { stored: signedIn('admin') });
  expect(await screen.findByText(/^Last refreshed /)).toBeInTheDocument();
  for (const title of [
    'Invoices paid overnight',
    'Invoice change requests',
    'Cards awaiting prescreen',
    'Cards out for grading',
    'Follow-up',
    'Late fee',
    'Collections',
  ]) {
    // A figure, not the dash shown before the first load.
    expect(cardText(title)).toMatch(new RegExp(`^${title}\\d[\\d,]*`));
  }
  expect(screen.getByRole('link', { name: 'New submission' })).toHaveAttribute('href', '/submissions/new');
  expect(screen.getByRole('link', { name: 'Prescreen queue' })).toHaveAttribute('href', '/prescreen');
  expect(screen.getByRole('link', { name: 'New customer' })).toHaveAttribute('href', '/customers/new');
  expect(screen.getByRole('link', { name: 'Open grading & returns' })).toHaveAttribute('href', '/grading');
  // the static panels sit under a heading that says they are samples (issue 37)
  const samples = within(screen.getByRole('region', { name: 'Samples' }));
  expect(samples.getByText(/nothing in them is live data\.$/)).toBeInTheDocument();
  for (const title of ['Pipeline focus', 'Work streams', 'Inbound shipments', 'Customer follow-ups'])
    expect(samples.getByRole('heading', { name: title })).toBeInTheDocument();
});

test('changing the demo persona reloads the dashboard’s figures (seed A §1)', async () => {
  const { calls, adjust } = countingLoads();
  const { services } = await renderApp('/dashboard', { stored: signedIn('admin'), adjust });
  expect(await screen.findByText(/^Last refreshed /)).toBeInTheDocument();
  const before = calls.length;
  expect(before).toBeGreaterThan(0);

  act(() => services.dataMode.send({ type: 'dataMode.setPersona', persona: 'employee' }));

  expect(await screen.findByText('employee@example.com')).toBeInTheDocument();
  await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  expect(await screen.findByText(/^Last refreshed /)).toBeInTheDocument();
});

test('Refresh shows Refreshing… over the last figures; a failed refresh says so and keeps them', async () => {
  let pending: { reject: (error: Error) => void } | null = null;
  let hold = false;
  const adjust = (backend: Backend): Backend => ({
    ...backend,
    submissions: {
      ...backend.submissions,
      dashboard: (options) =>
        hold
          ? new Promise((_, reject) => {
              pending = { reject };
            })
          : backend.submissions.dashboard(options),
    },
  });
  const { user } = await renderApp('/dashboard', { stored: signedIn('admin'), adjust });
  expect(await screen.findByText(/^Last refreshed /)).toBeInTheDocument();
  const figures = cardText('Cards out for grading');
  expect(figures).toMatch(/\d/);

  hold = true;
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('Refreshing…')).toBeInTheDocument();
  expect(cardText('Cards out for grading')).toBe(figures);

  act(() => pending?.reject(new Error('The demo backend is down')));
  expect(await screen.findByText('Refresh failed · Auto refresh every 5m')).toBeInTheDocument();
  expect(cardText('Cards out for grading')).toBe(figures);
});

test('each figure opens the list filtered to what it counts; Clear filters shows every submission (issue 37)', async () => {
  const { user } = await renderApp('/dashboard', { stored: signedIn('admin') });
  const link = await screen.findByRole(
    'link',
    { name: /^Invoice change requests: [\d,]+, open the list$/ },
    { timeout: 10_000 },
  );
  expect(link).toHaveAttribute('href', '/submissions?changeRequests=yes');
  for (const title of ['Invoices paid overnight', 'Cards awaiting prescreen', 'Cards out for grading']) {
    expect(
      screen.getByRole('link', { name: new RegExp(`^${title}: [\\d,]+, open the list$`) }),
    ).toBeVisible();
  }
  const ageing = screen.getByRole('link', { name: /^Late fee: [\d,]+, open the list$/ });
  expect(ageing.getAttribute('href')).toMatch(/^\/submissions\?status=open&createdFrom=.+&createdTo=.+$/);
  const counted = screen
    .getByRole('heading', { name: 'Invoice change requests', level: 3 })
    .closest('section')
    ?.querySelector('a')
    ?.textContent?.match(/[\d,]+/)?.[0];
  await user.click(link);
  expect(await screen.findByText(/^Filtered: /, {}, { timeout: 10_000 })).toBeInTheDocument();
  // the filter line shows before the list's rows arrive: wait for the count the rows come with
  expect(await screen.findByText(/^Showing /)).toHaveTextContent(new RegExp(` of ${counted} submissions?$`));
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(screen.queryByText(/^Filtered: /)).not.toBeInTheDocument());
});

test("'Cards out for grading' counts the grader orders' cards and opens those orders (issue 39 item 7, decision 0481)", async () => {
  const { user } = await renderApp('/dashboard', { stored: signedIn('admin') });
  const link = await screen.findByRole(
    'link',
    { name: /^Cards out for grading: [\d,]+, open the list$/ },
    { timeout: 10_000 },
  );
  expect(link).toHaveAttribute('href', '/grading?out=yes');
  const card = screen.getByRole('heading', { name: 'Cards out for grading', level: 3 }).closest('section')!;
  // The sample's orders at the grader and shipped back (src/domain/sample-data/graderOrders.ts).
  expect(within(card).getByText(/^2 grader orders · [\d,]+ submissions? in progress · /)).toBeVisible();
  await user.click(link);
  expect(await screen.findByText(/^Orders out for grading:/, {}, { timeout: 10_000 })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  expect(within(table).getByText('PSA week 46 · Regular')).toBeVisible();
  expect(within(table).queryByText('PSA week 49 · Value Bulk')).not.toBeInTheDocument();
});

test("beside the seed's 'Invoices paid overnight', says what was really paid in the last 24 hours (decision 0418)", async () => {
  const { services, user } = await renderApp('/dashboard', { stored: signedIn('admin') });
  expect(await screen.findByText(/^Last refreshed /)).toBeInTheDocument();
  expect(cardText('Invoices paid overnight')).toContain(
    'Received $0.00 · no payments recorded in the last 24 hours',
  );
  const backend = services.backend();
  const { invoiceDate } = await backend.submissions.issueInvoice('13');
  await backend.submissions.issueInvoice('14');
  for (const [id, amount] of [
    ['13', 100],
    ['13', 25.5],
    ['14', 1250],
  ] as const)
    await backend.submissions.recordPayment(id, {
      amount,
      method: 'Card',
      paidOn: invoiceDate,
      reference: '',
    });
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() =>
    expect(cardText('Invoices paid overnight')).toContain(
      'Received $1,375.50 · 3 payments on 2 invoices in the last 24 hours',
    ),
  );
});
