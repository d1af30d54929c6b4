import { screen, within } from '@testing-library/react';
import type { Backend } from '../../src/backend/backend';
import type { OutboxMessage } from '../../src/domain/outbox';
import { renderApp, signedIn } from './render-app';

const admin = { stored: signedIn('admin') };
const SLOW = { timeout: 20_000 };

/** A message a change 'sent' with a script and markup in a name someone typed. */
const HOSTILE: OutboxMessage = {
  id: '7',
  to: 'casey@example.com',
  subject: 'Your cards were graded',
  kind: 'grades-posted',
  status: 'queued',
  attempts: 2,
  lastError: '451 Try again later',
  createdAt: '2026-03-14T10:00:00Z',
  deliveredAt: null,
  nextAttemptAt: '2026-03-14T10:20:00Z',
  text: `Hello <img src=x onerror=alert(1)>,\n\nOpen ${window.location.origin}/reset-password?token=abc and https://elsewhere.example/x`,
  html: '<p>Hello <b>Casey</b></p><script>parent.document.title = "owned"</script>',
};

const withMessage = (backend: Backend): Backend => ({
  ...backend,
  outbox: {
    search: async (query) => ({
      items: [HOSTILE],
      totalRecords: 1,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    }),
    get: async () => HOSTILE,
  },
});

test('the outbox lists messages newest first with to, subject, when and status', async () => {
  const { services } = await renderApp('/outbox', admin);
  await services.backend().session.requestPasswordReset('employee@example.com');
  await services.backend().session.requestPasswordReset('customer@example.com');
  services.navigate('/outbox?page=1');
  const table = await screen.findByRole('table', { name: 'Messages' }, SLOW);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
    'customer@example.com',
    'employee@example.com',
  ]);
  expect(within(rows[0] as HTMLElement).getByText('Reset your password')).toBeInTheDocument();
  expect(within(rows[0] as HTMLElement).getByText('Kept')).toBeInTheDocument();
  expect(
    within(rows[0] as HTMLElement).getByText('No mail server is set up: the message is kept here.'),
  ).toBeInTheDocument();
});

test('an empty outbox says so', async () => {
  await renderApp('/outbox', admin);
  expect(await screen.findByText('No messages yet', {}, SLOW)).toBeInTheDocument();
});

test('a failed send shows Failed with the reason and the next try', async () => {
  await renderApp('/outbox', { ...admin, adjust: withMessage });
  const table = await screen.findByRole('table', { name: 'Messages' }, SLOW);
  expect(within(table).getByText('Failed')).toBeInTheDocument();
  expect(within(table).getByText(/^451 Try again later\. Trying again /)).toBeInTheDocument();
});

test('one message shows as the recipient sees it, in a frame that runs nothing; only links to this app are offered', async () => {
  await renderApp('/outbox/7', { ...admin, adjust: withMessage });
  expect(
    await screen.findByRole('heading', { name: 'Your cards were graded', level: 1 }, SLOW),
  ).toBeInTheDocument();
  const frame = screen.getByTitle("The message's HTML part");
  expect(frame.tagName).toBe('IFRAME');
  // an empty sandbox: no scripts, no same-origin access, no popups, no navigation of the app
  expect(frame.getAttribute('sandbox')).toBe('');
  expect(frame.getAttribute('srcdoc')).toBe(HOSTILE.html);
  expect(document.title).not.toBe('owned');
  // The plain-text part is text: the typed markup shows as characters, nothing is rendered from it.
  expect(screen.getByText(/Hello <img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(links).toContain(`${window.location.origin}/reset-password?token=abc`);
  expect(links).not.toContain('https://elsewhere.example/x');
});
