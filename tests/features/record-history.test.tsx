import { screen, waitFor, within } from '@testing-library/react';
import { AppError } from '../../src/domain/errors';
import { customerToFormValues, toCustomerInput } from '../../src/domain/customerForm';
import { renderApp, signedIn } from './render-app';

const SLOW = { timeout: 20_000 };

type Services = Awaited<ReturnType<typeof renderApp>>['services'];

/** Changes the first active demo customer's phone through the backend, as a colleague would. */
async function changePhone(services: Services, phone: string) {
  const backend = services.backend();
  const { items } = await backend.customers.search({ pageNumber: 1, pageSize: 1, isActive: true });
  const customer = items[0]!;
  await backend.customers.update(customer.id, {
    ...toCustomerInput(customerToFormValues(customer)),
    phoneNumber: phone,
  });
  return customer;
}

/** The History card (a section under its heading). */
async function historyPanel(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'History', level: 2 }, SLOW);
  const section = heading.closest('section');
  if (!section) throw new Error('The History heading is not in a section');
  return section;
}

test("a record's History says who changed which field from what to what, when, and the version", async () => {
  const { services } = await renderApp('/dashboard', { stored: signedIn('employee') });
  const customer = await changePhone(services, '555-0199');
  services.navigate(`/customers/${customer.id}`);
  const panel = await historyPanel();
  const line = await within(panel).findByText(
    new RegExp(`changed Phone from ${customer.phone || 'empty'} to 555-0199`),
  );
  expect(line.textContent).toMatch(/ · [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/);
  expect(within(panel).getByText('v2')).toBeInTheDocument();
  // Restoring is an admin's: an employee reads the history only.
  expect(within(panel).queryByRole('button', { name: /Restore/ })).toBeNull();
});

test("an admin's Restore opens the edit form with the previous value; saving it is recorded", async () => {
  const { services, user } = await renderApp('/dashboard', { stored: signedIn('admin') });
  const customer = await changePhone(services, '555-0199');
  services.navigate(`/customers/${customer.id}`);
  const panel = await historyPanel();
  await user.click(await within(panel).findByRole('button', { name: /Restore the values before/ }));
  expect(await screen.findByText('Restoring earlier values', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/Phone/)).toHaveValue(customer.phone));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const after = await historyPanel();
  expect(
    await within(after).findByText(new RegExp(`changed Phone from 555-0199 to ${customer.phone || 'empty'}`)),
  ).toBeInTheDocument();
  expect(within(after).getByText('v3')).toBeInTheDocument();
});

test('the History panel says when there is nothing yet, and offers Try again when it cannot load', async () => {
  let fail = true;
  const { services, user } = await renderApp('/dashboard', {
    stored: signedIn('admin'),
    adjust: (backend) => ({
      ...backend,
      audit: {
        ...backend.audit,
        history: (...args) =>
          fail
            ? Promise.reject(new AppError('HTTP_ERROR', 'The server is down'))
            : backend.audit.history(...args),
      },
    }),
  });
  const { items } = await services.backend().customers.search({ pageNumber: 1, pageSize: 1, isActive: true });
  services.navigate(`/customers/${items[0]!.id}`);
  const panel = await historyPanel();
  expect(await within(panel).findByText('Unable to load the history right now.')).toBeInTheDocument();
  expect(within(panel).getByText('The server is down')).toBeInTheDocument();
  fail = false;
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  expect(await within(panel).findByText('No changes recorded yet')).toBeInTheDocument();
});
