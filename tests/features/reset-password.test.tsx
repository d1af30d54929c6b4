import { screen } from '@testing-library/react';
import { renderApp } from './render-app';

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

test('after sending it always confirms with the email, and links back to sign in', async () => {
  const { user } = await renderApp('/reset-password');
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), ' nobody@example.com ');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByRole('button', { name: 'Send reset link' })).toHaveAttribute('aria-busy', 'true');
  expect(
    await screen.findByText('If an account matches nobody@example.com, we just sent reset instructions.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
  expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
});
