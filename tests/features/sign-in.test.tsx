import { screen, waitFor } from '@testing-library/react';
import { AppError } from '../../src/domain/errors';
import { failingLogin, renderApp } from './render-app';

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

test('empty fields show both required messages and focus the email', async () => {
  const { user } = await renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(email()).toHaveFocus();
});

test('a malformed email is refused before anything is sent, and the message follows the typing', async () => {
  const { user } = await renderApp('/');
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example');
  await user.type(password(), 'secret');
  await user.click(signIn());
  expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  await user.type(email(), '.com');
  expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
});

test('a 401 says "Invalid email or password.", focuses the email and keeps what was typed', async () => {
  const { user } = await renderApp(
    '/',
    failingLogin(new AppError('INVALID_CREDENTIALS', 'Invalid email or password', { status: 401 })),
  );
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(password(), 'wrong password');
  await user.click(signIn());
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  await waitFor(() => expect(email()).toHaveFocus());
  expect(email()).toHaveValue('ada@example.com');
  expect(password()).toHaveValue('wrong password');
});

test('another failure shows its message; a failure without one shows the fallback', async () => {
  const first = await renderApp(
    '/',
    failingLogin(new AppError('API_RESPONSE_ERROR', 'Accounts are locked for maintenance', { status: 423 })),
  );
  await first.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await first.user.type(password(), 'secret');
  await first.user.click(signIn());
  expect(await screen.findByRole('alert')).toHaveTextContent('Accounts are locked for maintenance');
  first.unmount();

  const second = await renderApp('/', failingLogin(new TypeError('fetch failed')));
  await second.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await second.user.type(password(), 'secret');
  await second.user.click(signIn());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Unable to sign in right now. Please try again.',
  );
});

test('signing in with remember-me on follows the redirect and remembers the normalised email', async () => {
  const { user } = await renderApp('/?redirect=%2Freports');
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), '  Ada@Example.com ');
  await user.type(password(), 'secret');
  await user.click(signIn());
  expect(await screen.findByRole('heading', { name: 'Reports & Insights', level: 1 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/reports');
  expect(document.cookie).toContain('remembered_email=ada%40example.com');
});

test('with remember-me off the remembered email is cleared', async () => {
  document.cookie = 'remembered_email=old%40example.com; Path=/';
  const { user } = await renderApp('/');
  expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('old@example.com');
  await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.type(password(), 'secret');
  await user.click(signIn());
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  expect(document.cookie).not.toContain('remembered_email');
});

test('an open-redirect attempt lands on the dashboard', async () => {
  const { user } = await renderApp('/?redirect=%2F%2Fevil.example');
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(password(), 'secret');
  await user.click(signIn());
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/dashboard');
});

test('the form links to Reset password and Sign up', async () => {
  await renderApp('/');
  expect(await screen.findByRole('link', { name: 'Reset password' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
});
