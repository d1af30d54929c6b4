import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '../../src/app/storage';
import { AppError } from '../../src/domain/errors';
import { renderApp, signedIn } from './render-app';

test('Save changes is enabled only when something differs, and applies both preferences', async () => {
  const { user, services, storage } = await renderApp('/settings', { stored: signedIn('employee') });
  const save = await screen.findByRole('button', { name: 'Save changes' });
  expect(save).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveTextContent('Light');

  await user.click(screen.getByText('Show recent records'));
  expect(save).toBeEnabled();
  await user.click(screen.getByText('Show recent records'));
  expect(save).toBeDisabled();

  await user.click(screen.getByText('Show recent records'));
  await user.click(save);
  expect(services.preferences.getSnapshot().context.showRecentRecords).toBe(true);
  expect(JSON.parse(storage.read(STORAGE_KEYS.preferences) ?? '{}')).toMatchObject({
    showRecentRecords: true,
  });
  expect(await screen.findByRole('heading', { name: 'Recent records' })).toBeInTheDocument();
  expect(save).toBeDisabled();
});

test('a stored system theme is offered as what it resolves to', async () => {
  await renderApp('/settings', {
    stored: { ...signedIn('customer'), [STORAGE_KEYS.preferences]: JSON.stringify({ theme: 'system' }) },
  });
  // jsdom has no dark preference: system resolves to light.
  expect(await screen.findByRole('combobox', { name: 'Theme' })).toHaveTextContent('Light');
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  expect(document.documentElement.dataset.theme).toBe('light');
});

test('saving only the recent-records choice keeps a system theme following the OS', async () => {
  const { user, services } = await renderApp('/settings', {
    stored: { ...signedIn('employee'), [STORAGE_KEYS.preferences]: JSON.stringify({ theme: 'system' }) },
  });
  const save = await screen.findByRole('button', { name: 'Save changes' });
  await user.click(screen.getByText('Show recent records'));
  await user.click(save);
  expect(services.preferences.getSnapshot().context.showRecentRecords).toBe(true);
  expect(services.preferences.getSnapshot().context.theme).toBe('system');
});

test('Change password needs the current password, follows the sign-up rules, and says Password changed', async () => {
  const changes: { currentPassword: string; newPassword: string }[] = [];
  const { user } = await renderApp('/settings', {
    stored: signedIn('employee'),
    adjust: (backend) => ({
      ...backend,
      session: {
        ...backend.session,
        changePassword: async (change) => {
          changes.push(change);
          if (change.currentPassword !== 'my old password')
            throw new AppError('INVALID_CURRENT_PASSWORD', 'Current password is incorrect.', { status: 400 });
        },
      },
    }),
  });
  const current = await screen.findByLabelText(/^Current password/);
  const next = screen.getByLabelText(/^New password/);
  const confirm = screen.getByLabelText(/^Confirm password/);
  const change = screen.getByRole('button', { name: 'Change password' });

  await user.click(change);
  expect(screen.getByText('Current password is required')).toBeInTheDocument();
  expect(current).toHaveFocus();
  await user.type(current, 'a wrong guess');
  await user.type(next, 'short');
  await user.type(confirm, 'short');
  await user.click(change);
  // New password and Confirm password both say so
  expect(screen.getAllByText('Password must be at least 12 characters')).toHaveLength(2);
  expect(changes).toEqual([]);

  await user.clear(next);
  await user.type(next, 'a brand new passphrase');
  await user.clear(confirm);
  await user.type(confirm, 'a brand new passphrase');
  await user.click(change);
  expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
  expect(screen.queryByText('Password changed')).not.toBeInTheDocument();

  await user.clear(screen.getByLabelText(/^Current password/));
  await user.type(screen.getByLabelText(/^Current password/), 'my old password');
  await user.click(change);
  expect(await screen.findByText('Password changed')).toBeInTheDocument();
  expect(changes.at(-1)).toEqual({
    currentPassword: 'my old password',
    newPassword: 'a brand new passphrase',
  });
  // The form starts empty again; the passwords are not kept anywhere on the page.
  expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  expect(screen.getByLabelText(/^New password/)).toHaveValue('');
});
