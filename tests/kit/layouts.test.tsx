import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { CollectionView } from '../../machines/collection';
import type { RecordView } from '../../machines/record';
import { DetailScreen } from '../../src/kit/detail-screen';
import { ListScreen, type ListScreenTexts } from '../../src/kit/list-screen';
import { AppError } from '../../src/domain/errors';
import { DataTable } from '../../src/ui';

interface Row {
  id: string;
  name: string;
}

const TEXTS: ListScreenTexts = {
  loading: 'Loading employees…',
  error: 'Unable to load employees right now.',
  empty: 'No employees match',
  reset: 'Reset search',
  pages: 'Employee pages',
};

/** A list's view in one of its states, as connectCollection gives it. */
function listView(state: Partial<CollectionView<Row>> & { rows?: readonly Row[] }): CollectionView<Row> {
  const rows = state.rows ?? [];
  return {
    query: { search: '', filters: {}, sort: [], page: 1, pageSize: 20 },
    rows,
    total: rows.length,
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

function renderList(
  list: CollectionView<Row>,
  options: {
    errorMessages?: boolean;
    pagesOnlyWithRows?: boolean;
    rows?: readonly Row[];
    onPageRequest?: (page: number) => void;
    texts?: ListScreenTexts;
  } = {},
) {
  return render(
    <ListScreen
      list={list}
      title="Employees"
      texts={TEXTS}
      summary={({ range, total }) => `Showing ${range.from}-${range.to} of ${total} employees`}
      {...options}
    >
      {(rows) => (
        <DataTable
          caption="Employees"
          columns={[{ key: 'name', header: 'Name', cell: (row: Row) => row.name }]}
          getRowId={(row) => row.id}
          {...rows}
        />
      )}
    </ListScreen>,
  );
}

const ADA = { id: '1', name: 'Ada Lovelace' };
const FAILURE = new AppError('HTTP_ERROR', 'Request failed', {
  messages: ['Database offline', 'Retry later'],
});

describe('ListScreen', () => {
  it('shows the heading, the rows, the summary line and Page X of Y', () => {
    renderList(listView({ rows: [ADA] }));
    expect(screen.getByRole('heading', { name: 'Employees', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1-1 of 1 employees')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Employee pages' })).toBeInTheDocument();
  });

  it('shows only the loading text while nothing is on screen yet', () => {
    renderList(listView({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading employees…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('replaces the rows with the error and Try again when the first load fails', async () => {
    const onRetry = vi.fn();
    renderList(listView({ error: { error: FAILURE, hasRows: false, onRetry } }), { errorMessages: true });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to load employees right now.');
    expect(alert).toHaveTextContent('Database offline; Retry later');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows under the error when a refresh fails, without the server messages unless asked', () => {
    renderList(listView({ rows: [ADA], error: { error: FAILURE, hasRows: true, onRetry: vi.fn() } }));
    expect(screen.getByRole('alert')).not.toHaveTextContent('Database offline');
    expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('offers the empty state with Reset in place of rows, and hides the pages when asked', async () => {
    const onReset = vi.fn();
    renderList(listView({ empty: { onReset } }), { pagesOnlyWithRows: true });
    expect(screen.getByRole('heading', { name: 'No employees match' })).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset search' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('shows the rows the screen narrowed the page to, and the empty state when none is left', () => {
    const grace = { id: '2', name: 'Grace Hopper' };
    const list = listView({ rows: [ADA, grace] });
    const { unmount } = renderList(list, { rows: [grace] });
    expect(screen.getByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    unmount();
    renderList(list, { rows: [] });
    expect(screen.getByRole('heading', { name: 'No employees match' })).toBeInTheDocument();
    // Nothing to reset: the page itself has rows, only the screen's own narrowing left none.
    expect(screen.queryByRole('button', { name: 'Reset search' })).not.toBeInTheDocument();
  });

  it('names the page buttons as asked and tells the screen of a page request before turning to it', async () => {
    const onPageChange = vi.fn();
    const onPageRequest = vi.fn((page: number) => expect(onPageChange).not.toHaveBeenCalledWith(page));
    renderList(listView({ rows: [ADA], pagination: { page: 2, pageCount: 3, onPageChange } }), {
      texts: { ...TEXTS, back: 'Previous' },
      onPageRequest,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageRequest).toHaveBeenCalledWith(1);
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
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
