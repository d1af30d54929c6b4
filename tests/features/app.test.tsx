import { act, screen, within } from '@testing-library/react';
import { renderApp, signedIn } from './render-app';

test('a visitor lands on the sign-in page, titled Sign in', async () => {
  await renderApp('/');
  expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
  expect(document.title).toBe('Sign in');
});

test('a stored session is recovered before the app mounts: the dashboard opens signed in', async () => {
  await renderApp('/dashboard', { stored: signedIn('employee') });
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('employee@example.com')).toBeInTheDocument();
});

test('a staff page without a session goes to sign-in with the redirect query', async () => {
  await renderApp('/customers?tab=all');
  expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
  expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/customers?tab=all');
});

test('a signed-in user on an unknown path ends on the dashboard (/ forwards on)', async () => {
  await renderApp('/no/such/page', { stored: signedIn('customer') });
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/dashboard');
});

test('a user lacking the role is sent to the dashboard', async () => {
  await renderApp('/workflows/101', { stored: signedIn('employee') });
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/dashboard');
});

test('the global loader shows its message while visible', async () => {
  const { services } = await renderApp('/');
  await screen.findByRole('heading', { name: 'Sign in', level: 1 });
  act(() => services.notifications.send({ type: 'loader.show', message: 'Preparing invoices…' }));
  expect(await screen.findByText('Preparing invoices…')).toBeInTheDocument();
  act(() => services.notifications.send({ type: 'loader.hide' }));
  expect(screen.queryByText('Preparing invoices…')).not.toBeInTheDocument();
});

test('toasts from the notifications actor appear in the toast region', async () => {
  const { services } = await renderApp('/');
  await screen.findByRole('heading', { name: 'Sign in', level: 1 });
  act(() =>
    services.notifications.send({
      type: 'toast.add',
      toast: {
        type: 'error',
        title: 'Server issue',
        message: 'We hit a problem talking to the server (HTTP 503).',
      },
    }),
  );
  expect(await screen.findByText('Server issue')).toBeInTheDocument();
});

test('the toast region is in the page from the start, empty, so the first toast is announced', async () => {
  const { services } = await renderApp('/');
  await screen.findByRole('heading', { name: 'Sign in', level: 1 });
  // Before any toast: the polite live region is already there, holding nothing.
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
  expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  act(() => services.notifications.send({ type: 'toast.add', toast: { type: 'success', title: 'Saved' } }));
  // The same region (not one mounted with the toast) receives it.
  expect(await within(region).findByText('Saved')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Notifications' })).toBe(region);
});
