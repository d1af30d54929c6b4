import { screen, waitFor, within } from '@testing-library/react';
import '../ui/jsdom-shims';
import { AppError } from '../../src/domain/errors';
import { renderApp, signedIn } from './render-app';

const admin = { stored: signedIn('admin') };
// The first visit loads the screen's chunk, which can be slow on a busy machine.
const SLOW = { timeout: 20_000 };

test('the roster counts, searches over name, email and role with the query in the URL, and resets', async () => {
  const { services, user } = await renderApp('/employees', admin);
  expect(await screen.findByRole('heading', { name: 'Employees', level: 1 }, SLOW)).toBeInTheDocument();
  const roster = await services.backend().employees.list();
  expect(await screen.findByText(`${roster.length} employees`)).toBeInTheDocument();
  const cards = () => within(screen.getByRole('list', { name: 'Employees' })).getAllByRole('listitem');
  expect(cards()).toHaveLength(roster.length);
  // Cards follow the roster's order (first name) and carry the two links.
  const first = roster[0]!;
  const firstCard = cards()[0]!;
  expect(within(firstCard).getByRole('heading', { level: 2 })).toHaveTextContent(
    `${first.firstName} ${first.lastName}`,
  );
  expect(within(firstCard).getByText(first.email)).toBeInTheDocument();
  expect(within(firstCard).getByRole('link', { name: 'View profile' })).toHaveAttribute(
    'href',
    `/employees/${first.id}`,
  );
  expect(within(firstCard).getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/employees/${first.id}/edit`,
  );

  const search = screen.getByRole('searchbox', { name: 'Search by name, role, or email' });
  await user.type(search, first.role.toUpperCase());
  await waitFor(() => expect(window.location.search).toContain('q='));
  const byRole = roster.filter((employee) => employee.role.toLowerCase().includes(first.role.toLowerCase()));
  await waitFor(() => expect(cards()).toHaveLength(byRole.length));

  await user.clear(search);
  await user.type(search, 'nobody-by-this-name');
  expect(await screen.findByText('No employees match those filters.')).toBeInTheDocument();
  expect(screen.getByText('Try a different search to see everyone on the roster.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reset search' }));
  await waitFor(() => expect(cards()).toHaveLength(roster.length));
  expect(window.location.search).toBe('');
});

test('a failed roster load says so', async () => {
  await renderApp('/employees', {
    ...admin,
    adjust: (backend) => ({
      ...backend,
      employees: { ...backend.employees, search: () => Promise.reject(new AppError('HTTP_ERROR', 'down')) },
    }),
  });
  expect(await screen.findByText('Unable to load employees right now.', {}, SLOW)).toBeInTheDocument();
});

test('the profile shows the fallbacks, names the crumb and the recent view, and deletes after asking', async () => {
  const { services, user } = await renderApp('/dashboard', admin);
  const employee = await services.backend().employees.create({
    firstName: '',
    lastName: '',
    email: 'solo@example.com',
    phone: '',
    role: 'Grader',
    startDate: null,
  });
  services.navigate(`/employees/${employee.id}`);
  expect(
    await screen.findByRole('heading', { name: 'solo@example.com', level: 1 }, SLOW),
  ).toBeInTheDocument();
  expect(screen.getByText('Start date pending')).toBeInTheDocument();
  expect(screen.getByText('No review recorded')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Contact details', level: 2 })).toBeInTheDocument();
  expect(screen.getByText('—')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('solo@example.com'),
    ).toBeVisible(),
  );
  expect(services.preferences.getSnapshot().context.recentDetailViews[0]).toMatchObject({
    name: 'employee-detail',
    params: { id: employee.id },
    label: 'solo@example.com',
    description: 'Grader',
    category: 'Employee',
  });

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove solo@example.com from the roster?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(window.location.pathname).toBe('/employees'));
  await expect(services.backend().employees.get(employee.id)).rejects.toThrow();
});

test('a missing employee reads Employee not found on the profile and the edit form', async () => {
  const { services } = await renderApp('/employees/999999', admin);
  expect(
    await screen.findByRole('heading', { name: 'Employee not found', level: 1 }, SLOW),
  ).toBeInTheDocument();
  services.navigate('/employees/999999/edit');
  expect(
    await screen.findByRole('heading', { name: 'Employee not found', level: 1 }, SLOW),
  ).toBeInTheDocument();
});

test('the form checks its fields, keeps typed values when a save fails, and opens the saved profile', async () => {
  let failNext = true;
  const { user } = await renderApp('/employees/new', {
    ...admin,
    adjust: (backend) => ({
      ...backend,
      employees: {
        ...backend.employees,
        create: (input, options) => {
          if (failNext) {
            failNext = false;
            return Promise.reject(new Error('socket closed'));
          }
          return backend.employees.create(input, options);
        },
      },
    }),
  });
  expect(
    await screen.findByRole('heading', { name: 'Add a new employee', level: 1 }, SLOW),
  ).toBeInTheDocument();
  expect(screen.getByText('Used for anniversaries and reporting.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '12345');
  await user.click(screen.getByRole('button', { name: 'Save employee' }));
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Role is required',
    'Phone number looks too short',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }

  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Grace');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Hopper');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'grace@example.com');
  await user.type(screen.getByRole('textbox', { name: /Role/ }), 'Grading lead');
  await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
  await user.click(screen.getByRole('button', { name: 'Save employee' }));
  expect(
    await screen.findByText('We could not save this employee just yet. Please try again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Grace');

  await user.click(screen.getByRole('button', { name: 'Save employee' }));
  expect(await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 }, SLOW)).toBeInTheDocument();
  expect(screen.getByText('Grading lead')).toBeInTheDocument();
});

test('editing reads Update employee profile and Cancel returns to the profile', async () => {
  const { services, user } = await renderApp('/dashboard', admin);
  const [employee] = await services.backend().employees.list();
  services.navigate(`/employees/${employee!.id}/edit`);
  expect(
    await screen.findByRole('heading', { name: 'Update employee profile', level: 1 }, SLOW),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue(employee!.firstName);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(window.location.pathname).toBe(`/employees/${employee!.id}`));
});

test('an admin clears the failed sign-ins of someone who can sign in; the toast says whether it worked', async () => {
  const cleared: string[] = [];
  let fail = false;
  const { services, user } = await renderApp('/employees/10', {
    ...admin,
    adjust: (backend) => ({
      ...backend,
      employees: {
        ...backend.employees,
        clearSignInFailures: (id) => {
          cleared.push(id);
          return fail ? Promise.reject(new AppError('HTTP_ERROR', 'The server is down')) : Promise.resolve(3);
        },
      },
    }),
  });
  // Employee 10 is the seeded employee@ account: access Employee, a password set.
  const employee = await services.backend().employees.get('10');
  expect(employee).toMatchObject({ email: 'employee@example.com', access: 'employee', account: 'active' });
  const name = `${employee.firstName} ${employee.lastName}`;
  expect(await screen.findByRole('heading', { name, level: 1 }, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear failed sign-ins' }));
  expect(await screen.findByText('Failed sign-ins cleared')).toBeInTheDocument();
  expect(screen.getByText(`${name} can sign in again from any address.`)).toBeInTheDocument();
  expect(cleared).toEqual(['10']);

  fail = true;
  await user.click(screen.getByRole('button', { name: 'Clear failed sign-ins' }));
  expect(await screen.findByText('Unable to clear failed sign-ins')).toBeInTheDocument();
  expect(screen.getByText('The server is down')).toBeInTheDocument();
});

test('the account buttons show only where they mean something: none for someone without access', async () => {
  await renderApp('/employees/1', admin);
  expect(await screen.findByRole('heading', { name: 'Marisol Vega', level: 1 }, SLOW)).toBeInTheDocument();
  expect(screen.getByText('No account')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear failed sign-ins' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();
});

test('Sign-in access on the form invites a new hire; their profile offers Resend invitation', async () => {
  const { services, user } = await renderApp('/employees/new', admin);
  expect(
    await screen.findByRole('heading', { name: 'Add a new employee', level: 1 }, SLOW),
  ).toBeInTheDocument();
  const access = screen.getByRole('combobox', { name: 'Sign-in access' });
  expect(access).toHaveTextContent('No access');
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Priya');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Ramanathan');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'priya@example.com');
  await user.type(screen.getByRole('textbox', { name: /Role/ }), 'Grader');
  await user.click(access);
  const choices = within(await screen.findByRole('listbox', { name: 'Sign-in access' }));
  expect(choices.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'No access',
    'Employee',
    'Admin',
  ]);
  await user.click(choices.getByRole('option', { name: 'Employee' }));
  await user.click(screen.getByRole('button', { name: 'Save employee' }));

  expect(
    await screen.findByRole('heading', { name: 'Priya Ramanathan', level: 1 }, SLOW),
  ).toBeInTheDocument();
  expect(screen.getByText('Invitation sent; no password set yet')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear failed sign-ins' })).not.toBeInTheDocument();
  const outbox = await services.backend().outbox.search({ pageNumber: 1, pageSize: 5 });
  expect(outbox.items[0]).toMatchObject({ to: 'priya@example.com', kind: 'invitation', status: 'kept' });

  await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
  expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
  expect(
    screen.getByText('A new invitation went to priya@example.com. The earlier link no longer works.'),
  ).toBeInTheDocument();
  const again = await services.backend().outbox.search({ pageNumber: 1, pageSize: 5 });
  expect(again.totalRecords).toBe(outbox.totalRecords + 1);
});

test('only an admin may change Sign-in access', async () => {
  // The route is the admins' (decision 0130); the select itself also refuses anyone else.
  await renderApp('/employees/10/edit', { stored: signedIn('admin') });
  expect(await screen.findByRole('combobox', { name: 'Sign-in access' }, SLOW)).toBeEnabled();
  expect(screen.getByRole('combobox', { name: 'Sign-in access' })).toHaveTextContent('Employee');
});
