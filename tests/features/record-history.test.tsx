import { screen, waitFor, within } from '@testing-library/react';
import { AppError } from '../../src/domain/errors';
import { customerToFormValues, toCustomerInput } from '../../src/domain/customerForm';
import { submissionInput, tinyJpeg } from '../backend/behaviour/context';
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

/**
 * As an admin: a new prescreen recommendation whose description went from `was` to `now`, its edit
 * page open, and the admin's Restore on its History clicked.
 */
async function restoredRecommendation(name: string, was: string, now: string) {
  const { services, user } = await renderApp('/dashboard', { stored: signedIn('admin') });
  const api = services.backend().catalogues.prescreenRecommendations;
  const created = await api.create({ name, description: was });
  const changed = await api.update(created.id, { name, description: now }, { version: created.version ?? 1 });
  services.navigate(`/configurations/prescreen-recommendations/${created.id}/edit`);
  const description = await screen.findByRole('textbox', { name: 'Description' }, SLOW);
  await waitFor(() => expect(description).toHaveValue(now));
  const panel = await historyPanel();
  await user.click(await within(panel).findByRole('button', { name: /Restore the values before/ }));
  return { services, user, api, created, changed, description };
}

test("an admin's Restore on a catalogue record's History puts the earlier value in the form on its page", async () => {
  const { services, user, api, created, changed, description } = await restoredRecommendation(
    'Resubmit later',
    'Centering off',
    'Corners soft',
  );
  // The same page: the form above takes the value, under the note, to be saved with the version read.
  expect(await screen.findByText('Restoring earlier values')).toBeInTheDocument();
  await waitFor(() => expect(description).toHaveValue('Centering off'));
  expect(window.location.pathname).toBe(`/configurations/prescreen-recommendations/${created.id}/edit`);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(window.location.pathname).toBe('/configurations/prescreen-recommendations'));
  const saved = await api.get(created.id);
  expect(saved).toMatchObject({ description: 'Centering off', version: (changed.version ?? 2) + 1 });
  const { items } = await services
    .backend()
    .audit.history('prescreenRecommendation', created.id, { pageNumber: 1, pageSize: 5 });
  expect(items[0]?.changes).toEqual([
    { field: 'description', before: 'Corners soft', after: 'Centering off' },
  ]);
});

test("an admin's Restore on a workflow type's History fills its Details form; the save is recorded and the note goes", async () => {
  const { services, user } = await renderApp('/dashboard', { stored: signedIn('admin') });
  const workflows = services.backend().workflows;
  const type = await workflows.createType({
    name: 'Crossover',
    description: 'Slab swap',
    primaryStepTypeId: null,
  });
  await workflows.updateType(
    type.id,
    { name: 'Crossover review', description: 'Slab swap', primaryStepTypeId: null },
    { version: type.version ?? 1 },
  );
  services.navigate(`/workflows/${type.id}`);
  const name = await screen.findByRole('textbox', { name: /Workflow name/ }, SLOW);
  await waitFor(() => expect(name).toHaveValue('Crossover review'));
  const panel = await historyPanel();
  await user.click(await within(panel).findByRole('button', { name: /Restore the values before/ }));
  expect(await screen.findByText('Restoring earlier values')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /Workflow name/ })).toHaveValue('Crossover'),
  );
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const after = await historyPanel();
  expect(
    await within(after).findByText(/changed Name from Crossover review to Crossover/, {}, SLOW),
  ).toBeInTheDocument();
  expect(screen.queryByText('Restoring earlier values')).toBeNull();
  expect(screen.getByRole('textbox', { name: /Workflow name/ })).toHaveValue('Crossover');
});

test('a restore saved after a colleague changed the record asks first, as any stale save does', async () => {
  const { user, api, created, changed, description } = await restoredRecommendation(
    'Hold for a restore check',
    'Surface wear',
    'Print lines',
  );
  await waitFor(() => expect(description).toHaveValue('Surface wear'));
  await api.update(
    created.id,
    { name: 'Hold for a second look', description: 'Print lines' },
    { version: changed.version ?? 2 },
  );
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('alertdialog', { name: 'Changed since you opened it' })).toBeInTheDocument();
  expect(await api.get(created.id)).toMatchObject({
    name: 'Hold for a second look',
    description: 'Print lines',
  });
});

test("a submission's History lists its cards' changes, each named by its card, and restores only its own", async () => {
  const { services, user } = await renderApp('/dashboard', { stored: signedIn('admin') });
  const backend = services.backend();
  const { items } = await backend.customers.search({ pageNumber: 1, pageSize: 1, isActive: true });
  const submission = await backend.submissions.create(submissionInput(items[0]!.id));
  await backend.submissions.update(
    submission.id,
    { ...submissionInput(items[0]!.id), psaRegularCount: 9 },
    { version: submission.version ?? 1 },
  );
  const upload = { frontFilename: 'f.jpg', backFilename: 'b.jpg', composite: tinyJpeg(), filename: 'c.jpg' };
  const [cardId] = (await backend.cards.uploadBatch(submission.id, [upload])).cardIds;
  await backend.prescreening.saveCard({
    cardId: Number(cardId),
    prescreenRecommendationTypeId: null,
    estimatedGrade: 9,
    notes: null,
  });
  services.navigate(`/submissions/${submission.id}`);
  const panel = await historyPanel();
  const entries = await within(panel).findByRole('list', { name: 'Changes, newest first' });
  const [graded, uploaded, counted] = within(entries).getAllByRole('listitem');
  expect(graded).toHaveTextContent(`Card ${cardId}`);
  expect(graded).toHaveTextContent(/changed Estimated grade from empty to 9 · /);
  expect(within(graded!).queryByRole('button', { name: /Restore/ })).toBeNull();
  expect(uploaded).toHaveTextContent(`created Card ${cardId}`);
  expect(counted).toHaveTextContent(/changed PSA regular from 3 to 9/);
  expect(within(counted!).getByRole('button', { name: /Restore the values before/ })).toBeInTheDocument();

  // A change made on the page moves no version of the submission: Refresh reads it.
  await backend.prescreening.saveCard({
    cardId: Number(cardId),
    prescreenRecommendationTypeId: null,
    estimatedGrade: 8,
    notes: null,
  });
  await user.click(within(panel).getByRole('button', { name: 'Refresh history' }));
  await waitFor(() =>
    expect(
      within(within(panel).getByRole('list', { name: 'Changes, newest first' })).getAllByRole('listitem')[0],
    ).toHaveTextContent(/changed Estimated grade from 9 to 8 · /),
  );
});
