import { screen } from '@testing-library/react';
import type { Backend, BusinessProfileApi } from '../../src/backend/backend';
import { AppError } from '../../src/domain/errors';
import { renderApp, signedIn } from './render-app';

/** The demo backend with the profile's calls changed. */
const withProfile = (change: (api: BusinessProfileApi) => Partial<BusinessProfileApi>) => ({
  stored: signedIn('admin'),
  adjust: (backend: Backend): Backend => ({
    ...backend,
    businessProfile: { ...backend.businessProfile, ...change(backend.businessProfile) },
  }),
});

// Issue 40 item 3: the business on every invoice, edited by an admin under Configurations.
describe('the business profile screen', () => {
  it('loads the profile, refuses what the server refuses beside the field, and saves', async () => {
    const { user } = await renderApp('/configurations/business-profile', { stored: signedIn('admin') });
    const name = await screen.findByRole('textbox', { name: /Business name/ });
    // The demo starts from the sample organisation (decision 0510).
    expect(name).toHaveValue('Slab & Sleeve Grading Co.');
    expect(screen.getByRole('textbox', { name: 'Payment terms' })).toHaveValue('Due in 14 days');
    expect(screen.getByRole('textbox', { name: /Next invoice number/ })).toHaveValue('1001');

    await user.clear(name);
    const days = screen.getByRole('textbox', { name: /Days until due/ });
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Save business profile' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Days until due must be a whole number from 0 to 365')).toBeInTheDocument();

    await user.type(name, 'Northside Card Grading');
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, '12 Harbor Road{enter}Portland, OR 97201');
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Save business profile' }));
    expect(await screen.findByText('Business profile saved')).toBeInTheDocument();
    expect(name).toHaveValue('Northside Card Grading');
    expect(screen.getByRole('button', { name: 'Save business profile' })).toBeDisabled();
  });

  it('keeps everything typed when the save fails, with the reason', async () => {
    const refused = 'The next invoice number must be higher than 1004, the last one issued';
    const { user } = await renderApp(
      '/configurations/business-profile',
      withProfile(() => ({
        save: () => Promise.reject(new AppError('HTTP_ERROR', refused, { status: 409, messages: [refused] })),
      })),
    );
    const name = await screen.findByRole('textbox', { name: /Business name/ });
    await user.clear(name);
    await user.type(name, 'Northside Card Grading');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '503-555-0199');
    await user.click(screen.getByRole('button', { name: 'Save business profile' }));
    expect(await screen.findByText('Business profile not saved')).toBeInTheDocument();
    expect(screen.getByText(refused)).toBeInTheDocument();
    expect(name).toHaveValue('Northside Card Grading');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('503-555-0199');
  });

  it('says so when the profile cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = await renderApp(
      '/configurations/business-profile',
      withProfile((api) => ({
        get: (options) =>
          fail ? Promise.reject(new AppError('HTTP_ERROR', 'Server unavailable')) : api.get(options),
      })),
    );
    expect(await screen.findByText('Unable to load the business profile right now.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toBeInTheDocument();
  });
});
