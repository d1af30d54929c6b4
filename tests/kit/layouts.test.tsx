import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { CollectionView } from '../../machines/collection';
import type { RecordView } from '../../machines/record';
import type { RecordFormView } from '../../machines/recordForm';
import { FormScreen, type FormScreenProps, type FormScreenTexts } from '../../src/kit/form-screen';
import { DetailScreen } from '../../src/kit/detail-screen';
import { ListScreen, type ListDefinition } from '../../src/kit/list-screen';
import { ServicesProvider, type AppServices } from '../../src/kit/services';
import { AppError } from '../../src/domain/errors';

interface Row {
  id: string;
  name: string;
}

/** A list's view in one of its states, as connectCollection gives it. */
function listView(state: Partial<CollectionView<Row>> & { rows?: readonly Row[] }): CollectionView<Row> {
  const rows = state.rows ?? [];
  return {
    query: { search: '', filters: {}, sort: [], page: 1, pageSize: 20 },
    rows,
    total: rows.length,
    counts: null,
    loading: false,
    refreshing: false,
    filtered: false,
    table: { rows, sort: null, onSortChange: vi.fn(), busy: false },
    pagination: { page: 1, pageCount: 1, onPageChange: vi.fn() },
    range: { from: rows.length ? 1 : 0, to: rows.length },
    search: { value: '', onChange: vi.fn(), onClear: vi.fn() },
    filters: { values: {}, apply: vi.fn() },
    empty: null,
    error: null,
    refresh: vi.fn(),
    ...state,
  };
}

const ROSTER: ListDefinition<Row> = {
  title: 'Employees',
  fetch: () => Promise.reject(new Error('not fetched in these tests')),
  columns: [{ key: 'name', header: 'Name', cell: (row: Row) => row.name }],
  search: { label: 'Search employees' },
  summary: ({ range, total, rows }) => (rows.length ? [`Showing ${range.from}-${range.to} of ${total}`] : []),
};

const navigate = vi.fn();
const services = { navigate } as unknown as AppServices;

function renderList(list: CollectionView<Row>, definition: Partial<ListDefinition<Row>> = {}) {
  return render(
    <ServicesProvider services={services}>
      <ListScreen definition={{ ...ROSTER, ...definition }} list={list} />
    </ServicesProvider>,
  );
}

/** A failed fetch as the list shows it: with rows kept (a refresh) or none (the first load). */
const failed = (error: AppError, hasRows: boolean, onRetry = vi.fn()) => ({
  error,
  hasRows,
  asked: 'refresh' as const,
  onRetry,
});

const ADA = { id: '1', name: 'Ada Lovelace' };
const GRACE = { id: '2', name: 'Grace Hopper' };
const FAILURE = new AppError('HTTP_ERROR', 'Request failed', {
  messages: ['Database offline', 'Retry later'],
});

describe('ListScreen (the kit owns every state of a list)', () => {
  it('shows the heading, the rows, the status line, and no pages while everything fits one page', () => {
    renderList(listView({ rows: [ADA] }));
    expect(screen.getByRole('heading', { name: 'Employees', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Employees' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1-1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Employees pages' })).not.toBeInTheDocument();
  });

  it("shows 'Page X of Y' with the default names when there are more pages", async () => {
    const onPageChange = vi.fn();
    renderList(listView({ rows: [ADA], pagination: { page: 2, pageCount: 3, onPageChange } }));
    const pages = screen.getByRole('navigation', { name: 'Employees pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Back' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('defaults the texts from the names, and takes the seed’s words where they differ', () => {
    const { unmount } = renderList(listView({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading employees…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    renderList(listView({ loading: true }), { texts: { loading: 'Loading the roster…' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the roster…');
  });

  it('replaces the rows with the error, the server’s messages and Try again when the first load fails', async () => {
    const onRetry = vi.fn();
    renderList(listView({ error: failed(FAILURE, false, onRetry) }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to load employees right now.');
    expect(alert).toHaveTextContent('Database offline; Retry later');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("explains a failure without server messages by its message, else 'Please try again shortly.'", () => {
    const { unmount } = renderList(
      listView({
        error: failed(new AppError('HTTP_ERROR', 'Timed out'), false),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Timed out');
    unmount();
    renderList(listView({ error: failed(new AppError('HTTP_ERROR', ''), false) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again shortly.');
  });

  it('keeps the rows under the error banner when a refresh fails', () => {
    renderList(listView({ rows: [ADA], error: failed(FAILURE, true) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load employees right now.');
    expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('keeps the rows without a banner where the seed toasts a failed refresh', () => {
    renderList(listView({ rows: [ADA], error: failed(FAILURE, true) }), {
      refreshFailures: { refresh: 'Unable to refresh employees.' },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('offers Reset in the empty state only when the query is not the default one', async () => {
    const onReset = vi.fn();
    const { unmount } = renderList(listView({ empty: { onReset } }));
    expect(
      screen.getByRole('heading', { name: 'No employees match that search.', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset search' })).not.toBeInTheDocument();
    unmount();
    renderList(listView({ empty: { onReset }, filtered: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset search' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
  });

  it('narrows the loaded page by a search that never reaches the server, and says when none is left', () => {
    const withinPage = (row: Row, text: string) => row.name.toLowerCase().includes(text.toLowerCase());
    const search = { value: 'grace', onChange: vi.fn(), onClear: vi.fn() };
    const { unmount } = renderList(listView({ rows: [ADA, GRACE], search }), {
      search: { label: 'Search employees', withinPage },
    });
    expect(screen.getByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    unmount();
    renderList(listView({ rows: [ADA, GRACE], search: { ...search, value: 'nobody' }, filtered: true }), {
      search: { label: 'Search employees', withinPage },
    });
    expect(screen.getByRole('heading', { name: 'No employees match that search.' })).toBeInTheDocument();
    // Nothing to reset on the server: only the page's own narrowing left nothing.
    expect(screen.queryByRole('button', { name: /^Reset/ })).not.toBeInTheDocument();
  });

  it('opens a row where the definition says, with the list’s own query for a way back', async () => {
    renderList(listView({ rows: [ADA] }), {
      rowHref: (row, search) => `/employees/${row.id}?from=${search}`,
    });
    await userEvent.click(screen.getByRole('cell', { name: 'Ada Lovelace' }));
    expect(navigate).toHaveBeenCalledWith('/employees/1?from=');
  });

  it('draws a card per row instead of a table, and the answer’s counts beside the search', () => {
    renderList(listView({ rows: [ADA, GRACE], counts: { total: 5, active: 2 } }), {
      card: (row) => <article>{row.name}</article>,
      counts: [
        ['total', 'Total'],
        ['active', 'Active'],
      ],
    });
    const cards = within(screen.getByRole('list', { name: 'Employees' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    const counts = screen.getByLabelText('Employees counts');
    expect(counts).toHaveTextContent('Total5Active2');
  });
});

function recordView(state: Partial<RecordView<Row>>): RecordView<Row> {
  return {
    record: null,
    loading: false,
    reloading: false,
    notFound: false,
    error: null,
    reload: vi.fn(),
    remove: {
      request: vi.fn(),
      confirmOpen: false,
      pending: false,
      confirm: vi.fn(),
      cancel: vi.fn(),
      error: null,
    },
    restore: { run: vi.fn(), pending: false, error: null },
    ...state,
  };
}

function renderDetail(view: RecordView<Row>) {
  return render(
    <DetailScreen
      view={view}
      loading="Loading employee…"
      missing={(error) => <p>{error ? `Failed: ${error.error.message}` : 'Employee not found'}</p>}
      header={(row) => <h1>{row.name}</h1>}
      removal={(row) => ({
        title: `Remove ${row.name}?`,
        message: 'The employee loses access.',
        confirm: 'Delete',
        pending: 'Removing…',
        failed: 'Unable to delete this employee.',
      })}
    >
      {(row) => <p>Body of {row.name}</p>}
    </DetailScreen>,
  );
}

describe('DetailScreen', () => {
  it('tells loading, not found and a failed load apart', () => {
    const { unmount } = renderDetail(recordView({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading employee…');
    unmount();
    const missing = renderDetail(recordView({ notFound: true }));
    expect(screen.getByText('Employee not found')).toBeInTheDocument();
    missing.unmount();
    renderDetail(recordView({ error: { error: FAILURE, onRetry: vi.fn() } }));
    expect(screen.getByText('Failed: Request failed')).toBeInTheDocument();
  });

  it('shows the header and body, the failed-removal banner and the confirmation', () => {
    renderDetail(
      recordView({
        record: ADA,
        remove: {
          request: vi.fn(),
          confirmOpen: true,
          pending: false,
          confirm: vi.fn(),
          cancel: vi.fn(),
          error: new AppError('HTTP_ERROR', 'Still has open tasks'),
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Body of Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to delete this employee.Still has open tasks',
    );
    expect(screen.getByRole('alertdialog', { name: 'Remove Ada Lovelace?' })).toBeInTheDocument();
  });

  it('leaves a failed removal without a banner when the screen names no failure text', () => {
    render(
      <DetailScreen
        view={recordView({
          record: ADA,
          remove: {
            request: vi.fn(),
            confirmOpen: true,
            pending: true,
            confirm: vi.fn(),
            cancel: vi.fn(),
            error: new AppError('HTTP_ERROR', 'Still has open tasks'),
          },
        })}
        loading="Loading employee…"
        missing={() => null}
        header={(row) => <h1>{row.name}</h1>}
        removal={(row) => ({ title: `Remove ${row.name}?`, message: 'Gone.', confirm: 'Delete' })}
      >
        {(row) => <p>Body of {row.name}</p>}
      </DetailScreen>,
    );
    expect(screen.queryByText('Still has open tasks')).not.toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Ada Lovelace?' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

interface Values {
  name: string;
}

/** A form's view in one of its states, as connectRecordForm gives it. */
function formView(state: Partial<RecordFormView<Values>>): RecordFormView<Values> {
  const values = { name: 'Ada' };
  return {
    values,
    errors: {},
    field: (name) => ({ name, value: values[name], error: undefined, onChange: vi.fn() }),
    set: vi.fn(),
    isNew: false,
    stays: false,
    loading: false,
    saving: false,
    notFound: false,
    loadError: null,
    saveError: null,
    dirty: false,
    initial: values,
    version: 3,
    editing: true,
    submit: vi.fn(),
    leave: vi.fn(),
    confirmLeave: { open: false, confirm: vi.fn(), stay: vi.fn() },
    restoreOffer: null,
    offline: false,
    conflict: {
      open: false,
      theirChanges: [],
      bothChanged: [],
      loadTheirs: vi.fn(),
      saveMine: vi.fn(),
      stay: vi.fn(),
    },
    restoreMine: null,
    ...state,
  };
}

const FORM_TEXTS: FormScreenTexts = {
  loading: 'Loading employee…',
  create: 'Save employee',
  save: 'Save changes',
  saveFailed: 'Employee not saved',
  leave: 'Your changes will be lost.',
};

function renderForm(form: RecordFormView<Values>, props: Partial<FormScreenProps<Values>> = {}) {
  return render(
    <FormScreen form={form} title="Edit employee" texts={FORM_TEXTS} {...props}>
      <label>
        Name
        <input name="name" defaultValue={form.values.name} />
      </label>
    </FormScreen>,
  );
}

describe('FormScreen (the kit owns every form layout)', () => {
  it('is a page with its title, the fields, Cancel and Save, and the failed save beside them', async () => {
    const leave = vi.fn();
    renderForm(formView({ leave, saveError: new AppError('HTTP_ERROR', 'Email taken') }));
    expect(screen.getByRole('heading', { name: 'Edit employee', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Employee not savedEmail taken');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('shows the loading text, and the missing state with a Back link to the list', () => {
    const { unmount } = renderForm(formView({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading employee…');
    unmount();
    renderForm(formView({ notFound: true }), {
      back: '/employees',
      missing: (error) => <p>{error ? 'Failed' : 'Employee not found'}</p>,
    });
    expect(screen.getByText('Employee not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/employees');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('leaves a failed save to the screen when it names no banner (a toast says it)', () => {
    renderForm(formView({ saveError: new AppError('HTTP_ERROR', 'Email taken') }), {
      texts: { ...FORM_TEXTS, saveFailed: undefined },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no Cancel in a form that stays open after saving, whose Save waits for a change', () => {
    const { unmount } = renderForm(formView({ stays: true }));
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    unmount();
    renderForm(formView({ stays: true, dirty: true }));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('is a section of a page without a title: no heading, and the fields while its version loads', () => {
    renderForm(formView({ loading: true, stays: true }), {
      title: undefined,
      texts: { ...FORM_TEXTS, loading: undefined },
    });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  });
});
