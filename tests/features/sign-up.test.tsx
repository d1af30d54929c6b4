import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { AppError } from '../../src/domain/errors';
import { renderApp, type RenderAppOptions } from './render-app';

type User = ReturnType<typeof userEvent.setup>;

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillValidForm(user: User) {
  await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Grace');
  await user.type(field(/^Last Name/), 'Hopper');
  await user.type(field(/^Email/), ' Grace@Example.com ');
  await user.type(field(/^Phone/), '555-123-4567');
  await user.type(field(/^Password/), 'a long enough password');
  await user.type(field(/^Confirm Password/), 'a long enough password');
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
}

const failingRegister = (error: unknown): RenderAppOptions => ({
  adjust: (backend) => ({
    ...backend,
    session: { ...backend.session, register: () => Promise.reject(error) },
  }),
});

test('an empty form shows every rule and focuses the first name', async () => {
  const { user } = await renderApp('/sign-up');
  await user.click(await screen.findByRole('button', { name: 'Create account' }));
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Phone number is required',
    'Password is required',
    'Confirm your password',
    'Agree to the Terms and Privacy Policy to continue',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
});

test('short names, a bad phone, a short password and a mismatch get their own messages', async () => {
  const { user } = await renderApp('/sign-up');
  await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'G');
  await user.type(field(/^Last Name/), 'H');
  await user.type(field(/^Email/), 'grace@example.com');
  await user.type(field(/^Phone/), '555-12-4567');
  await user.type(field(/^Password/), 'short');
  await user.type(field(/^Confirm Password/), 'different');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('First name must be at least 2 characters')).toBeInTheDocument();
  expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();
  expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  expect(field(/^Phone/)).toHaveAttribute('title', 'Enter a valid phone number');
});

test('server messages are listed under the heading, focus returns to the first field, typing is kept', async () => {
  const { user } = await renderApp(
    '/sign-up',
    failingRegister(
      new AppError('REGISTRATION_FAILED', 'Account creation failed', {
        status: 400,
        messages: ['Email is already registered', 'Password is too common'],
      }),
    ),
  );
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We couldn’t create your account.');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Email is already registered',
    'Password is too common',
  ]);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus());
  expect(field(/^Email/)).toHaveValue('Grace@Example.com');
  expect(field(/^Confirm Password/)).toHaveValue('a long enough password');
});

test('a failure without a list shows its single message below the button', async () => {
  const { user } = await renderApp(
    '/sign-up',
    failingRegister(
      new AppError(
        'REGISTRATION_FAILED',
        'We were unable to create your account. Please review your details and try again.',
      ),
    ),
  );
  await fillValidForm(user);
  const button = screen.getByRole('button', { name: 'Create account' });
  await user.click(button);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'We were unable to create your account. Please review your details and try again.',
  );
  expect(button.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.queryByText('We couldn’t create your account.')).not.toBeInTheDocument();
});

test('success replaces the page with sign-in, an Account created banner and the email filled in', async () => {
  const { user } = await renderApp('/sign-up');
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
  expect(await screen.findByText('Account created')).toBeInTheDocument();
  // The server does not say whether the email was taken, so the banner covers both cases.
  expect(
    screen.getByText(
      'You can sign in now. If this email already had an account, sign in with its existing password or reset it.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');

  // Signing in clears the banner: it is not there after a later sign-out.
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'a long enough password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.queryByText('Account created')).not.toBeInTheDocument();
});

test('the Sign in link goes to /login, which forwards to the sign-in page', async () => {
  const { user } = await renderApp('/sign-up');
  const link = await screen.findByRole('link', { name: 'Sign in' });
  expect(link).toHaveAttribute('href', '/login');
  await user.click(link);
  expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
});
