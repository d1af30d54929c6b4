import { createContext, useContext, useEffect, useRef } from 'react';
import { Download, Plus, RefreshCw } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { css, cx } from 'styled-system/css';
import { grid, wrap } from 'styled-system/patterns';
import type { CollectionView } from '../../machines/collection';
import { failureDetail, isAbortError, serverMessageOr, type AppError } from '../domain/errors';
import { EMPTY_VALUE, formatNumber } from '../domain/format';
import {
  Alert,
  Button,
  CountTiles,
  DataTable,
  EmptyState,
  LoadingState,
  PageHeader,
  pageStyle,
  plainListStyle,
  Pagination,
  SearchField,
} from '../ui';
import { listQuery, listTexts, refreshFailureTexts, type ListDefinition } from './list-definition';
import { useCollectionExport } from './collection-tools';
import { useCollectionScreen } from './collection-screen';
import { PanelBoundary } from './panel-boundary';
import { useServices } from './services';
import { pushToast } from './toasts';

export {
  pageRequest,
  wholeList,
  type ListDefinition,
  type ListTexts,
  type RefreshFailureTexts,
} from './list-definition';

const searchStyle = css({ flex: '1', minW: '64', maxW: 'xl' });
// Two groups: what the person uses (counts, search, Export) from the start, then the controls and the
// status line at the end; wrapped on a phone, the second group starts its own line.
const toolbarStyle = wrap({ align: 'center', justify: 'space-between', gap: '3' });
const groupStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
const startStyle = css({ flexGrow: '1' });
const summaryStyle = wrap({ gap: '4', fontSize: 'sm', color: 'fg.muted' });
// As many cards to a row as fit (at least 18rem each); dimmed while a new page loads.
const cardGridStyle = cx(
  plainListStyle,
  grid({ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, token(sizes.72)), 1fr))', gap: '4' }),
  css({ '&[aria-busy=true]': { opacity: 0.6 } }),
);
const detailStyle = css({ m: '0' });

const CurrentList = createContext<CollectionView<unknown> | null>(null);

/**
 * The list a screen part sits in (a header action, a filter panel, a row's Archive button): its query,
 * filters, rows and refresh. Only inside a list made with `listScreen`.
 */
export function useCurrentList<Row = unknown>(): CollectionView<Row> {
  const list = useContext(CurrentList);
  if (!list) throw new Error('useCurrentList must be used inside a list screen');
  return list as CollectionView<Row>;
}

/**
 * A routed list screen from its definition: `export default listScreen<Employee>({ … })`. The query
 * (search, filters, sort, page) lives in the URL; the definition's fetch gets one page of it.
 */
export function listScreen<Row>(definition: ListDefinition<Row>) {
  const { defaults, codec } = listQuery(definition);
  function ResourceListScreen() {
    const list = useCollectionScreen<Row>({
      defaults,
      codec,
      fetchPage: definition.fetch,
      autoRefreshMs: definition.autoRefreshMs,
    });
    useRefreshFailureToast(definition, list);
    return <ListScreen definition={definition} list={list} />;
  }
  ResourceListScreen.displayName = `ListScreen(${definition.title})`;
  return ResourceListScreen;
}

/**
 * Where the seed toasts a failed refresh (`refreshFailures`): one 'Something went wrong' toast per
 * failure, naming what the person asked for ('Unable to load the next page.').
 */
function useRefreshFailureToast<Row>(definition: ListDefinition<Row>, list: CollectionView<Row>) {
  const { notifications } = useServices();
  const shown = useRef<AppError | null>(null);
  const failed = definition.refreshFailures && list.error?.hasRows ? list.error : null;
  useEffect(() => {
    const texts = refreshFailureTexts(definition);
    if (!texts || !failed || shown.current === failed.error || isAbortError(failed.error)) return;
    shown.current = failed.error;
    // A search that only narrows the page asks the server for nothing new: its failure is a refresh's.
    const asked = failed.asked === 'filter' && definition.search?.withinPage ? 'refresh' : failed.asked;
    const text = texts[asked];
    const message = definition.refreshFailures?.serverMessageFirst
      ? serverMessageOr(failed.error, text)
      : text;
    pushToast(notifications, { type: 'error', title: 'Something went wrong', message });
  }, [definition, failed, notifications]);
}

/**
 * A list's layout, with every state drawn one way: the header (title, a line under it, Refresh, other
 * actions, the create link), figures, the search row (counts, search, Export CSV, controls, the status
 * line), the filter panel, then either the error banner with the failure's detail and 'Try again', the
 * loading text, or the rows — the empty state in their place when there are none (with Reset when the
 * query is not the default) — and 'Page X of Y' while there is more than one page. A failed refresh
 * keeps the rows under the banner, or (`refreshFailures`) toasts instead.
 */
export function ListScreen<Row>({
  definition,
  list,
}: {
  definition: ListDefinition<Row>;
  list: CollectionView<Row>;
}) {
  const texts = listTexts(definition);
  const query = useSearch();
  const { navigate } = useServices();
  const failedLoad = list.error !== null && !list.error.hasRows;
  const narrow = definition.search?.withinPage;
  const rows = narrow ? list.rows.filter((row) => narrow(row, list.search.value)) : list.rows;
  const narrowedAway = list.rows.length > 0 && rows.length === 0;
  const empty =
    list.empty !== null || narrowedAway ? (
      <EmptyState
        title={texts.empty}
        description={texts.emptyDescription}
        headingLevel={2}
        action={
          texts.reset &&
          list.empty &&
          list.filtered && <Button onClick={list.empty.onReset}>{texts.reset}</Button>
        }
      />
    ) : null;
  const rowId = definition.rowId ?? ((row: Row) => String((row as { id?: unknown }).id));
  const href = definition.rowHref;
  const content = definition.card ? (
    (empty ?? (
      <ul aria-label={texts.caption} aria-busy={list.refreshing} className={cardGridStyle}>
        {rows.map((row) => (
          <li key={rowId(row)}>{definition.card?.(row)}</li>
        ))}
      </ul>
    ))
  ) : (
    <DataTable<Row>
      caption={texts.caption}
      columns={definition.columns ?? []}
      getRowId={rowId}
      {...list.table}
      rows={rows}
      empty={empty}
      onRowClick={
        href &&
        ((row) => {
          const to = href(row, query);
          if (to !== null) navigate(to);
        })
      }
      isRowClickable={href && ((row) => href(row, query) !== null)}
    />
  );
  const showsBanner = failedLoad || (list.error !== null && !definition.refreshFailures);
  return (
    <CurrentList.Provider value={list as CollectionView<unknown>}>
      <div className={pageStyle}>
        <PageHeader
          title={definition.title}
          description={!list.loading && definition.description?.(list)}
          actions={<HeaderActions definition={definition} list={list} />}
        />
        {definition.overview && <definition.overview />}
        <SearchRow definition={definition} list={list} shown={rows} failedLoad={failedLoad} />
        {definition.filterPanel && <definition.filterPanel />}
        {showsBanner && list.error && <LoadFailure title={texts.error} failure={list.error} />}
        {failedLoad ? null : list.loading ? (
          <LoadingState message={texts.loading} />
        ) : (
          <PanelBoundary name="list rows">{content}</PanelBoundary>
        )}
        {!failedLoad && (list.pagination.pageCount > 1 || list.pagination.page > 1) && (
          <Pagination {...list.pagination} label={texts.pages} backLabel={texts.previous} />
        )}
      </div>
    </CurrentList.Provider>
  );
}

/** A list's failed load: its title, the failure's detail and 'Try again' (list screens and panels alike). */
export function LoadFailure({
  title,
  failure,
}: {
  title: string;
  failure: { error: AppError; onRetry: () => void };
}) {
  return (
    <Alert tone="error" title={title}>
      <FailureDetail error={failure.error} title={title} />
      <div>
        <Button size="sm" onClick={failure.onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}

function FailureDetail({ error, title }: { error: AppError; title: string }) {
  const detail = failureDetail(error);
  return detail === title ? null : <p className={detailStyle}>{detail}</p>;
}

function HeaderActions<Row>({
  definition,
  list,
}: {
  definition: ListDefinition<Row>;
  list: CollectionView<Row>;
}) {
  const { create, actions: Actions, refreshButton } = definition;
  const Icon = create?.icon ?? Plus;
  if (!create && !Actions && !refreshButton) return null;
  return (
    <>
      {refreshButton && (
        <Button onClick={list.refresh} loading={list.refreshing}>
          <RefreshCw size={16} aria-hidden />
          Refresh
        </Button>
      )}
      {Actions && <Actions />}
      {create && (
        <Button asChild variant="primary">
          <Link href={create.href}>
            <Icon size={16} aria-hidden />
            {create.label}
          </Link>
        </Button>
      )}
    </>
  );
}

/** The search row: counts, the search box, Export CSV, the screen's controls, and the status line at its end. */
function SearchRow<Row>({
  definition,
  list,
  shown,
  failedLoad,
}: {
  definition: ListDefinition<Row>;
  list: CollectionView<Row>;
  shown: readonly Row[];
  failedLoad: boolean;
}) {
  const { search, counts, csvExport, controls: Controls } = definition;
  const csv = useCollectionExport<Row>(
    csvExport && 'fetchFile' in csvExport
      ? {
          name: csvExport.name,
          fetchFile: (services, signal) => csvExport.fetchFile(services, list.query, signal),
        }
      : {
          name: csvExport?.name ?? '',
          columns: csvExport?.columns ?? [],
          fetchAll: (services, signal) =>
            csvExport?.fetchAll(services, list.query, signal) ?? Promise.resolve([]),
        },
  );
  const summary = !list.loading && !failedLoad ? (definition.summary?.(list, shown) ?? []) : [];
  if (!search && !counts && !csvExport && !Controls && summary.length === 0) return null;
  return (
    <>
      <div className={toolbarStyle}>
        <div className={cx(groupStyle, startStyle)}>
          {counts && (
            <CountTiles
              label={`${definition.title} counts`}
              counts={counts.map(([key, label]) => ({
                label,
                value: list.loading || !list.counts ? EMPTY_VALUE : formatNumber(list.counts[key] ?? 0),
              }))}
            />
          )}
          {search && (
            <SearchField
              label={search.label}
              placeholder={search.placeholder ?? search.label}
              {...list.search}
              className={searchStyle}
            />
          )}
          {csvExport && (
            <Button onClick={csv.run} loading={csv.running}>
              <Download size={16} aria-hidden />
              Export CSV
            </Button>
          )}
        </div>
        {(Controls || summary.length > 0) && (
          <div className={groupStyle}>
            {Controls && <Controls />}
            {summary.length > 0 && (
              <p className={summaryStyle} aria-live="polite">
                {summary.map((part) => (
                  <span key={part}>{part}</span>
                ))}
              </p>
            )}
          </div>
        )}
      </div>
      {csv.error && (
        <Alert tone="error" title="Export failed">
          {csv.error}
        </Alert>
      )}
      {csv.notice && <Alert tone="warning">{csv.notice}</Alert>}
    </>
  );
}
