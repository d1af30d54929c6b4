import { screen, waitFor } from '@testing-library/react';
import type { Backend } from '../../src/backend/backend';
import { AppError } from '../../src/domain/errors';
import { renderApp, signedIn } from './render-app';

test('the email is required and must be valid', async () => {
  const { user } = await renderApp('/reset-password');
  expect(await screen.findByRole('heading', { name: 'Reset password', level: 1 })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
});

/** The demo backend with a reset request that waits for the test (and records what it was asked). */
function heldReset() {
  const asked: string[] = [];
  let answer: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const adjust = (backend: Backend): Backend => ({
    ...backend,
    session: {
      ...backend.session,
      requestPasswordReset: (email) => {
        asked.push(email);
        return new Promise<void>((resolve, reject) => (answer = { resolve, reject }));
      },
    },
  });
  return {
    asked,
    adjust,
    settle: (error?: unknown) => {
      if (error) answer?.reject(error);
      else answer?.resolve();
    },
  };
}

test("'Send reset link' asks the server, then always confirms with the email and links back to sign in", async () => {
  const held = heldReset();
  const { user } = await renderApp('/reset-password', { adjust: held.adjust });
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), ' nobody@example.com ');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByRole('button', { name: 'Send reset link' })).toHaveAttribute('aria-busy', 'true');
  expect(held.asked).toEqual(['nobody@example.com']);
  held.settle();
  expect(
    await screen.findByText('If an account matches nobody@example.com, we just sent reset instructions.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
  expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
});

test('a refused request keeps the form with the reason, and can be sent again', async () => {
  const held = heldReset();
  const { user } = await renderApp('/reset-password', { adjust: held.adjust });
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  const reason = 'Too many reset requests from this network. Please try again in 60 minutes.';
  held.settle(new AppError('HTTP_ERROR', reason, { status: 429 }));
  expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(held.asked).toHaveLength(2);
});

/** A reset link the demo mailed to `email`: the token of the newest message in its outbox. */
async function demoResetToken(backend: Backend, email: string): Promise<string> {
  await backend.session.requestPasswordReset(email);
  const page = await backend.outbox.search({ pageNumber: 1, pageSize: 5 });
  const message = await backend.outbox.get(page.items[0]?.id ?? '');
  return /token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1] ?? '';
}

test('a reset link opens New password and Confirm password (sign-up rules); success leads to sign-in', async () => {
  const { services, user } = await renderApp('/reset-password');
  const token = await demoResetToken(services.backend(), 'employee@example.com');
  services.navigate(`/reset-password?token=${token}`);
  expect(await screen.findByText('Choose a new password for employee@example.com.')).toBeInTheDocument();
  const password = screen.getByLabelText(/^New password/);
  const confirm = screen.getByLabelText(/^Confirm password/);

  await user.type(password, 'too short');
  await user.click(screen.getByRole('button', { name: 'Set password' }));
  expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();
  expect(password).toHaveFocus();
  await user.clear(password);
  await user.type(password, 'a long new passphrase');
  await user.type(confirm, 'a different passphrase');
  await user.click(screen.getByRole('button', { name: 'Set password' }));
  expect(screen.getByText('Passwords must match')).toBeInTheDocument();

  await user.clear(confirm);
  await user.type(confirm, 'a long new passphrase');
  await user.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Password changed')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('employee@example.com');
  expect(window.location.pathname).toBe('/');

  // The link works once.
  services.navigate(`/reset-password?token=${token}`);
  expect(await screen.findByText('This link has expired or was already used.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Send a new reset link' }));
  expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
});

test('a link that was never sent, or no token at all, says it has expired', async () => {
  await renderApp('/reset-password?token=not-a-token-we-sent');
  expect(await screen.findByText('This link has expired or was already used.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
});

test('an invitation link followed while someone is signed in sets the password and signs that session out', async () => {
  const { services, user } = await renderApp('/dashboard', { stored: signedIn('admin') });
  const backend = services.backend();
  await backend.employees.create({
    firstName: 'Priya',
    lastName: 'Ramanathan',
    email: 'priya@example.com',
    phone: '',
    role: 'Grader',
    startDate: null,
    access: 'employee',
  });
  const page = await backend.outbox.search({ pageNumber: 1, pageSize: 5 });
  const invitation = await backend.outbox.get(page.items[0]?.id ?? '');
  const token = /token=([A-Za-z0-9_-]+)/.exec(invitation.text)?.[1] ?? '';
  services.navigate(`/reset-password?token=${token}`);
  expect(
    await screen.findByText(
      'Welcome! Choose a password for priya@example.com to finish setting up your account.',
    ),
  ).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^New password/), 'priya has a passphrase');
  await user.type(screen.getByLabelText(/^Confirm password/), 'priya has a passphrase');
  await user.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(services.session.getSnapshot().matches('anonymous')).toBe(true));
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('priya@example.com');
});
