import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { css, cx, sva } from 'styled-system/css';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from './icons';
import { ariaSort, nextSort, type SortKey } from './sort';

// From md the table draws a rule under each row; below md the rows are outlined cards, and so are the
// sort buttons above them.
const ruleFromMd = {
  borderBottomWidth: { base: 'none', md: 'thin' },
  borderBottomStyle: 'solid',
  borderBottomColor: 'border.default',
} as const;
const outlineBelowMd = {
  borderWidth: { base: 'thin', md: 'none' },
  borderStyle: 'solid',
  borderColor: 'border.default',
} as const;

const table = sva({
  slots: ['root', 'table', 'caption', 'head', 'headRow', 'th', 'sortButton', 'row', 'td'],
  base: {
    root: { w: 'full', overflowX: { md: 'auto' } },
    table: { w: 'full', borderCollapse: 'collapse', fontSize: 'sm', display: { base: 'block', md: 'table' } },
    caption: { srOnly: true },
    head: { display: { base: 'block', md: 'table-header-group' } },
    // Below md the header row becomes a wrapping bar of sort buttons above the cards.
    headRow: {
      display: { base: 'flex', md: 'table-row' },
      flexWrap: 'wrap',
      gap: '2',
      mb: { base: '3', md: '0' },
    },
    th: {
      display: { base: 'block', md: 'table-cell' },
      px: { base: '0', md: '3' },
      py: { base: '0', md: '2.5' },
      textAlign: 'start',
      fontWeight: 'semibold',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      ...ruleFromMd,
      '&:not([aria-sort])': { display: { base: 'none', md: 'table-cell' } },
      '&[data-align=end]': { textAlign: 'end' },
    },
    sortButton: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      px: { base: '2.5', md: '1' },
      py: '1',
      mx: { base: '0', md: '-1' },
      borderRadius: 'sm',
      cursor: 'pointer',
      ...outlineBelowMd,
      _hover: { bg: 'bg.subtle', color: 'fg.default' },
    },
    row: {
      display: { base: 'block', md: 'table-row' },
      mb: { base: '3', md: '0' },
      p: { base: '3', md: '0' },
      bg: 'bg.surface',
      ...outlineBelowMd,
      borderRadius: { base: 'lg', md: 'none' },
      '&[data-clickable]': { cursor: 'pointer', _hover: { bg: 'bg.subtle' } },
      _focusVisible: { outlineOffset: '-0.5' },
    },
    td: {
      display: { base: 'grid', md: 'table-cell' },
      gridTemplateColumns: '2fr 3fr',
      // Only the phone's label/value grid: on a table row, Chromium applies justify-items to the cell's
      // block content too, which shrank the value box and left end-aligned numbers at the start.
      justifyItems: { base: 'start', md: 'normal' },
      gap: '3',
      px: { base: '0', md: '3' },
      py: { base: '1', md: '2.5' },
      color: 'fg.default',
      verticalAlign: 'middle',
      ...ruleFromMd,
      _before: {
        content: 'attr(data-label)',
        fontWeight: 'semibold',
        color: 'fg.muted',
        display: { md: 'none' },
      },
      '&[data-align=end]': { textAlign: { md: 'end' } },
    },
  },
});

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The current sort; the owner sorts `rows` (see `sortRows`), the table only shows and changes it. */
  sort?: SortKey | null;
  onSortChange?: (sort: SortKey | null) => void;
  /** Makes rows focusable and activatable by click, Enter or Space. */
  onRowClick?: (row: Row) => void;
  /** With `onRowClick`: which rows lead somewhere (default all); the others are plain rows. */
  isRowClickable?: (row: Row) => boolean;
  /** Rows on screen are being replaced (a new page, sort or search is loading): aria-busy, dimmed. */
  busy?: boolean;
  /** Shown in place of the rows when there are none, e.g. an EmptyState. */
  empty?: ReactNode;
  className?: string;
}

// A label counts: a click on a checkbox's box or text (the kit's Checkbox is a label around its input)
// ticks it and must not open the row as well.
const isFromControl = (event: { target: EventTarget; currentTarget: EventTarget }) =>
  event.target instanceof Element &&
  event.target !== event.currentTarget &&
  event.target.closest('a, button, input, select, textarea, label, [role=menuitem], [role=checkbox]') !==
    null;

/** A table with sortable headers (buttons, aria-sort) that becomes a list of cards below the md breakpoint. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  sort = null,
  onSortChange,
  onRowClick,
  isRowClickable,
  busy = false,
  empty,
  className,
}: DataTableProps<Row>) {
  const styles = table();
  const activate = (row: Row) => (event: MouseEvent | KeyboardEvent) => {
    if (!onRowClick || isFromControl(event)) return;
    if ('key' in event) {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
    }
    onRowClick(row);
  };
  if (rows.length === 0 && empty) return <div className={className}>{empty}</div>;
  return (
    <div className={cx(styles.root, className)}>
      <table
        className={cx(styles.table, busy && css({ opacity: 0.6, transition: 'opacity' }))}
        aria-busy={busy || undefined}
      >
        <caption className={styles.caption}>{caption}</caption>
        <thead className={styles.head}>
          <tr className={styles.headRow}>
            {columns.map((column) => {
              const direction = ariaSort(sort, column.key);
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={styles.th}
                  data-align={column.align}
                  aria-sort={column.sortable ? direction : undefined}
                >
                  {column.sortable ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => onSortChange?.(nextSort(sort, column.key))}
                    >
                      {column.header}
                      {direction === 'ascending' ? (
                        <ArrowUpIcon />
                      ) : direction === 'descending' ? (
                        <ArrowDownIcon />
                      ) : (
                        <SortIcon className={css({ opacity: 0.6 })} />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={css({ display: { base: 'block', md: 'table-row-group' } })}>
          {rows.map((row) => {
            const clickable = onRowClick !== undefined && (isRowClickable?.(row) ?? true);
            return (
              <tr
                key={getRowId(row)}
                className={styles.row}
                data-clickable={clickable ? '' : undefined}
                tabIndex={clickable ? 0 : undefined}
                onClick={clickable ? activate(row) : undefined}
                onKeyDown={clickable ? activate(row) : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={styles.td}
                    data-label={column.header}
                    data-align={column.align}
                  >
                    {/* One box per cell, so a cell of several parts stays beside its label on cards. */}
                    <div className={css({ minW: '0' })}>{column.cell(row)}</div>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
