import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { CollectionView } from '../../machines/collection';
import { Alert, Button, EmptyState, LoadingState, PageHeader, Pagination } from '../ui';
import { PanelBoundary } from './panel-boundary';

const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const summaryStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const detailStyle = css({ m: '0' });

/** What the render prop gets: spread it on a DataTable (or hand the rows to cards). */
export type ListRowsProps<Row> = CollectionView<Row>['table'] & {
  /** The empty state, for DataTable's `empty`. */
  empty: ReactNode;
};

export interface ListScreenTexts {
  /** e.g. 'Loading customers…' */
  loading: string;
  /** The error banner's title, e.g. 'Failed to load customers. Please try refreshing.' */
  error: string;
  /** The empty state's title, e.g. 'No customers match your search'. */
  empty: string;
  emptyDescription?: string;
  /** The empty state's button, e.g. 'Reset filters' (absent: no button). */
  reset?: string;
  /** The pagination landmark's name, e.g. 'Customer pages' (absent: '<title> pages'). */
  pages?: string;
  /** The button to the page before, e.g. 'Previous' (absent: 'Back'). */
  back?: string;
}

export interface ListScreenProps<Row> {
  /** The screen's collection (useCollectionScreen). */
  list: CollectionView<Row>;
  /** The page's h1. */
  title: string;
  /** A line under the title, e.g. the roster's '12 employees'. */
  description?: ReactNode;
  /** Header buttons or links, e.g. 'New customer'. */
  actions?: ReactNode;
  /** What sits between the header and the rows: search box, filters, export, a summary line. */
  toolbar?: ReactNode;
  texts: ListScreenTexts;
  /** Show the server's messages, joined with '; ', under the error title (seed A's submissions list). */
  errorMessages?: boolean;
  /** Or any line of its own under the error title (the catalogues: the error's message or a fallback). */
  errorDetail?: (error: NonNullable<CollectionView<Row>['error']>['error']) => ReactNode;
  /** Keep the rows of a failed refresh without the banner, when the screen reports it itself (a toast). */
  refreshErrorBanner?: boolean;
  /** Show 'Page X of Y' at all (default: true; a catalogue shows every row on one page). */
  paged?: boolean;
  /**
   * A line under the rows shown while there are rows, e.g. 'Showing 1–20 of 1,204 customers'; announced
   * politely as pages change.
   */
  summary?: (list: CollectionView<Row>) => ReactNode;
  /** Hide 'Page X of Y' while there is no row (default: always shown). */
  pagesOnlyWithRows?: boolean;
  /** Hide 'Page X of Y' while everything fits on one page (the roster's cards). */
  pagesOnlyWhenSeveral?: boolean;
  /** The empty state's heading level: 3 inside a table (the default), 2 when it stands on the page. */
  emptyHeadingLevel?: 2 | 3;
  /**
   * The rows to show when the screen narrows the loaded page itself (a search that never reaches the
   * server); the empty state then also shows when nothing of the page is left (absent: the page's rows).
   */
  rows?: readonly Row[];
  /** Told of every page asked for before the list turns to it (e.g. to name a failure after it). */
  onPageRequest?: (page: number) => void;
  /** The rows, e.g. `(rows) => <DataTable caption="Customers" columns={COLUMNS} getRowId={…} {...rows} />`. */
  children: (rows: ListRowsProps<Row>) => ReactNode;
}

/**
 * A list screen's layout with the collection's states wired once: header, toolbar, then either the
 * error banner with 'Try again' (a failed first load), the loading text, or the rows (with the empty
 * state in place of none, and the error banner above rows kept from a failed refresh), the summary line
 * and 'Page X of Y' with Back and Next.
 */
export function ListScreen<Row>({
  list,
  title,
  description,
  actions,
  toolbar,
  texts,
  errorMessages = false,
  errorDetail,
  refreshErrorBanner = true,
  paged = true,
  summary,
  pagesOnlyWithRows = false,
  pagesOnlyWhenSeveral = false,
  emptyHeadingLevel = 3,
  rows: shownRows,
  onPageRequest,
  children,
}: ListScreenProps<Row>) {
  const failedLoad = list.error !== null && !list.error.hasRows;
  const error = list.error && (failedLoad || refreshErrorBanner) && (
    <Alert tone="error" title={texts.error}>
      {errorMessages && list.error.error.messages.length > 0 && (
        <p className={detailStyle}>{list.error.error.messages.join('; ')}</p>
      )}
      {errorDetail && <p className={detailStyle}>{errorDetail(list.error.error)}</p>}
      <div>
        <Button size="sm" onClick={list.error.onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
  const rows = shownRows ?? list.rows;
  // Null while there are rows (a render prop may show `empty ?? rows`); a page the screen narrowed to
  // nothing is empty too.
  const narrowedAway = list.rows.length > 0 && rows.length === 0;
  const empty =
    list.empty !== null || narrowedAway ? (
      <EmptyState
        title={texts.empty}
        description={texts.emptyDescription}
        headingLevel={emptyHeadingLevel}
        action={texts.reset && list.empty && <Button onClick={list.empty.onReset}>{texts.reset}</Button>}
      />
    ) : null;
  return (
    <div className={pageStyle}>
      <PageHeader title={title} description={description} actions={actions} />
      {toolbar}
      {error}
      {failedLoad ? null : list.loading ? (
        <LoadingState message={texts.loading} />
      ) : (
        <>
          <PanelBoundary name="list rows">{children({ ...list.table, rows, empty })}</PanelBoundary>
          {summary && rows.length > 0 && (
            <p className={summaryStyle} role="status">
              {summary(list)}
            </p>
          )}
        </>
      )}
      {paged &&
        (!pagesOnlyWithRows || list.rows.length > 0) &&
        (!pagesOnlyWhenSeveral || list.pagination.pageCount > 1) && (
          <Pagination
            {...list.pagination}
            onPageChange={(page) => {
              onPageRequest?.(page);
              list.pagination.onPageChange(page);
            }}
            label={texts.pages ?? `${title} pages`}
            backLabel={texts.back}
          />
        )}
    </div>
  );
}
