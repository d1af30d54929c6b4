import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '../../src/app/storage';
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
