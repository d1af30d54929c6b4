import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable, Pagination, nextSort, sortRows, type DataTableColumn, type SortKey } from '../../src/ui';

interface Row {
  id: string;
  number: string;
  cards: number;
}

const rows: Row[] = [
  { id: 'a', number: 'SUB-2', cards: 5 },
  { id: 'b', number: 'SUB-10', cards: 1 },
  { id: 'c', number: 'SUB-1', cards: 12 },
];

const columns: DataTableColumn<Row>[] = [
  { key: 'number', header: 'Submission', cell: (row) => row.number, sortable: true },
  { key: 'cards', header: 'Cards', cell: (row) => row.cards, sortable: true },
  { key: 'note', header: 'Note', cell: () => '—' },
];

function Table({
  onRowClick,
  isRowClickable,
}: {
  onRowClick?: (row: Row) => void;
  isRowClickable?: (row: Row) => boolean;
}) {
  const [sort, setSort] = useState<SortKey | null>(null);
  return (
    <DataTable
      caption="Submissions"
      columns={columns}
      rows={sortRows(rows, sort, (row, key) => (key === 'cards' ? row.cards : row.number))}
      getRowId={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      onRowClick={onRowClick}
      isRowClickable={isRowClickable}
    />
  );
}

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('is a table named by its caption', () => {
    render(<Table />);
    expect(screen.getByRole('table', { name: 'Submissions' })).toBeInTheDocument();
  });

  it('cycles aria-sort none → ascending → descending → none with a button in the header', async () => {
    const user = userEvent.setup();
    render(<Table />);
    const header = screen.getByRole('columnheader', { name: /Cards/ });
    const button = within(header).getByRole('button', { name: 'Cards' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['SUB-10', 'SUB-2', 'SUB-1']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['SUB-1', 'SUB-2', 'SUB-10']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'none');
  });

  it('leaves aria-sort off headers that cannot sort and resets the other column', async () => {
    const user = userEvent.setup();
    render(<Table />);
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    await user.click(screen.getByRole('button', { name: 'Submission' }));
    expect(screen.getByRole('columnheader', { name: /Submission/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Cards/ })).toHaveAttribute('aria-sort', 'none');
    expect(firstCells()).toEqual(['SUB-1', 'SUB-2', 'SUB-10']);
  });

  it('activates a clickable row by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(<Table onRowClick={onRowClick} />);
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    await user.click(row);
    row.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(3);
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
  });

  it('does not make rows focusable when they do nothing', () => {
    render(<Table />);
    expect(screen.getAllByRole('row')[1]).not.toHaveAttribute('tabindex');
  });

  it('leaves a row that leads nowhere plain among clickable ones', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(<Table onRowClick={onRowClick} isRowClickable={(row) => row.id !== 'b'} />);
    const [, first, second] = screen.getAllByRole('row') as HTMLElement[];
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).not.toHaveAttribute('tabindex');
    await user.click(second!);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows the empty content when there are no rows', () => {
    render(
      <DataTable
        caption="Archive"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        empty={<p>Nothing archived</p>}
      />,
    );
    expect(screen.getByText('Nothing archived')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('computes the next sort and sorts copies', () => {
    expect(nextSort(null, 'a')).toEqual({ field: 'a', desc: false });
    expect(nextSort({ field: 'a', desc: false }, 'a')).toEqual({ field: 'a', desc: true });
    expect(nextSort({ field: 'a', desc: true }, 'a')).toBeNull();
    expect(nextSort({ field: 'a', desc: true }, 'b')).toEqual({ field: 'b', desc: false });
    const copy = sortRows(rows, null, () => 0);
    expect(copy).toEqual(rows);
    expect(copy).not.toBe(rows);
  });
});

function Pager({ pageCount = 3 }: { pageCount?: number }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it("shows 'Page X of Y' with Back disabled on page 1", () => {
    render(<Pager />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('moves with Next and Back and disables Next on the last page', async () => {
    const user = userEvent.setup();
    render(<Pager />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows one page when there is nothing to page', () => {
    render(<Pager pageCount={0} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
