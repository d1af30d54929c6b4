import { screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '../../src/backend/backend';
import { customerToFormValues, toCustomerInput } from '../../src/domain/customerForm';
import { submissionInput, tinyJpeg } from '../backend/behaviour/context';
import '../ui/jsdom-shims';
import { renderApp, signedIn, type RenderAppOptions } from './render-app';

// Issue 41: /activity's filters live in the URL, the person is picked by name, the CSV is the
// backend's file (cut at its limit, and saying so), and a row opens its record or the one it belongs to.

const SLOW = { timeout: 20_000 };
const table = () => screen.getByRole('table', { name: 'Activity' });
const rowsOf = () => within(table()).getAllByRole('row').slice(1);

/** The admin changes a customer's phone: one 'customer' update in the trail. */
async function changePhone(backend: Backend) {
  const { items } = await backend.customers.search({ pageNumber: 1, pageSize: 1, isActive: true });
  const customer = items[0]!;
  await backend.customers.update(customer.id, {
    ...toCustomerInput(customerToFormValues(customer)),
    phoneNumber: '555-0199',
  });
  return customer;
}

/** /activity after the admin's changes, its first rows shown. */
async function activityAfter(change: (backend: Backend) => Promise<unknown>, options: RenderAppOptions = {}) {
  const app = await renderApp('/dashboard', { stored: signedIn('admin'), ...options });
  const made = await change(app.services.backend());
  app.services.navigate('/activity');
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0), SLOW);
  return { ...app, made };
}

async function choose(user: Awaited<ReturnType<typeof renderApp>>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox', { name: label });
  await user.click(within(list).getByRole('option', { name: option }));
}

test('the filters are the URL’s, and Back brings the earlier ones back', async () => {
  const { user } = await activityAfter(async (backend) => {
    await backend.submissions.create(submissionInput((await changePhone(backend)).id));
  });
  await choose(user, 'Record type', 'Customer');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('type')).toBe('customer'));
  await waitFor(() => expect(rowsOf().every((row) => row.textContent?.includes('Customer#'))).toBe(true));

  await choose(user, 'Record type', 'Submission');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('type')).toBe('submission'));
  await waitFor(() => expect(rowsOf().every((row) => row.textContent?.includes('Submission#'))).toBe(true));

  window.history.back();
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('type')).toBe('customer'));
  expect(screen.getByRole('combobox', { name: 'Record type' })).toHaveTextContent('Customer');
  await waitFor(() => expect(rowsOf().every((row) => row.textContent?.includes('Customer#'))).toBe(true));
});

test('the person filter is picked by name, kept in the URL as the person’s id', async () => {
  let asked: number | undefined;
  const { user, services } = await activityAfter(changePhone, {
    adjust: (backend) => ({
      ...backend,
      audit: {
        ...backend.audit,
        people: async (options) => [
          ...(await backend.audit.people(options)),
          { id: 9001, name: 'Jordan Lee' },
        ],
        activity: (query, options) => {
          asked = query.actorId;
          return backend.audit.activity(query, options);
        },
      },
    }),
  });
  const [me] = await services.backend().audit.people();
  const picker = screen.getByRole('combobox', { name: 'Person' });
  expect(picker).toHaveTextContent('Anyone');
  await user.click(picker);
  const list = await screen.findByRole('listbox', { name: 'Person' });
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Anyone', me?.name, 'Jordan Lee']);
  await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Jor');
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Jordan Lee']);
  await user.click(within(list).getByRole('option', { name: 'Jordan Lee' }));
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('No activity matches these filters')).toBeInTheDocument();
  expect(new URLSearchParams(window.location.search).get('person')).toBe('9001');
  expect(asked).toBe(9001);

  await choose(user, 'Person', me?.name ?? '');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0));
  expect(rowsOf().every((row) => row.textContent?.includes(`${me?.name} changed`))).toBe(true);
  expect(asked).toBe(me?.id);
});

/** jsdom's Blob has no text(): FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

describe('Export CSV', () => {
  let files: { name: string; text: Promise<string> }[] = [];
  const kept = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  beforeEach(() => {
    files = [];
    const blobs: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => `blob:test/${blobs.push(blob)}`,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    // The download link's click: the file's name and text, without jsdom's navigation.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs[Number(this.href.split('/').pop()) - 1];
      files.push({ name: this.download, text: blob ? textOf(blob) : Promise.resolve('') });
    });
  });
  // The window is shared with the next files (decision 0495): put back what was there.
  afterEach(() => {
    for (const [name, descriptor] of [
      ['createObjectURL', kept.create],
      ['revokeObjectURL', kept.revoke],
    ] as const) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });

  test('downloads the backend’s file for the filters: a row per changed field, before and after', async () => {
    const { user, made } = await activityAfter(changePhone);
    const customer = made as Awaited<ReturnType<typeof changePhone>>;
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), customer.id);
    await choose(user, 'Record type', 'Customer');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await files[0]!.text)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When,Person,Action,Record type,Record id,Version,Field,Before,After');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(`,update,Customer,${customer.id},\\d+,phone,.*,555-0199$`),
    ]);
    expect(screen.queryByRole('status', { name: /newest/ })).toBeNull();
  });

  test('says so when the backend cut the export at its limit', async () => {
    const { user } = await activityAfter(changePhone, {
      adjust: (backend) => ({
        ...backend,
        audit: { ...backend.audit, exportCsv: async () => ({ csv: 'When\r\n', truncated: true }) },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(
      await screen.findByText(/^The file holds the newest 50,000 entries only\. Narrow the filters/),
    ).toBeInTheDocument();
  });
});

test('a row opens its record, or the submission a card belongs to', async () => {
  const { user, made } = await activityAfter(async (backend) => {
    const customer = await changePhone(backend);
    const submission = await backend.submissions.create(submissionInput(customer.id));
    const upload = {
      frontFilename: 'f.jpg',
      backFilename: 'b.jpg',
      composite: tinyJpeg(),
      filename: 'c.jpg',
    };
    await backend.cards.uploadBatch(submission.id, [upload]);
    return { customer, submission };
  });
  const { customer, submission } = made as {
    customer: Awaited<ReturnType<typeof changePhone>>;
    submission: { id: string };
  };
  const cardRow = rowsOf().find((row) => row.textContent?.includes('created Card'));
  await user.click(cardRow!);
  await waitFor(() => expect(window.location.pathname).toBe(`/submissions/${submission.id}`));

  window.history.back();
  await waitFor(() => expect(window.location.pathname).toBe('/activity'));
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0));
  const phoneRow = rowsOf().find((row) => row.textContent?.includes('changed Phone'));
  phoneRow!.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(window.location.pathname).toBe(`/customers/${customer.id}`));
});
