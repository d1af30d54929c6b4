import { Pencil, Plus, RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { CollectionQuery, QueryCodec } from '../../../machines/collection';
import { ListScreen } from '../../kit/list-screen';
import { useCollectionScreen } from '../../kit/screen-actor';
import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import { catalogueCounts, catalogueStatusLabel } from '../../domain/catalogueRules';
import { EMPTY_VALUE, formatNumber } from '../../domain/format';
import { slicePage } from '../../domain/paging';
import { Badge, Button, Checkbox, DataTable, EmptyState, type DataTableColumn } from '../../ui';
import { ArchiveButton } from './catalogue-archive';
import type { CatalogueConfig } from './catalogue-config';
import { toastFailed } from './catalogue-toasts';

type RecordOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['record'];

// Every record comes in one answer; a catalogue holds a handful, so the list is never paged.
const DEFAULTS: CollectionQuery = {
  search: '',
  filters: { archived: 'no' },
  sort: [],
  page: 1,
  pageSize: 1000,
};
/** 'Show archived …' is held in the URL (?archived=yes). */
const CODEC: QueryCodec = { filters: { archived: ['no', 'yes'] } };

const toolbarStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
});
const countsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', m: '0' });
const countStyle = css({
  display: 'flex',
  flexDirection: 'column',
  minW: '24',
  px: '4',
  py: '2',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'md',
  '& dt': { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' },
  '& dd': { fontSize: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
});
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '1' });

/**
 * One catalogue's list (seed B §2 Configurations): counts, Refresh, 'Show archived …' in the URL, and
 * per row Edit and Archive. Every record, archived included, is read on each load (decision 0131), so the
 * counts are whole whichever rows are shown.
 */
export function CatalogueList<Kind extends CatalogueKind, Values extends object>({
  config,
}: {
  config: CatalogueConfig<Kind, Values>;
}) {
  const { texts } = config;
  // Which filter the rows on screen answer: a later failure is a failed refresh or filter change (a
  // toast, rows kept); before the first answer it is the load failure shown in place of the table.
  const shown = useRef<string | null>(null);
  const list = useCollectionScreen<RecordOf<Kind>>({
    defaults: DEFAULTS,
    codec: CODEC,
    fetchPage: async (services, query, signal) => {
      const filter = query.filters.archived ?? 'no';
      try {
        const rows = await services.backend().catalogues[config.kind].list({ includeInactive: true, signal });
        shown.current = filter;
        return slicePage([...rows].sort(config.compare), 1, Math.max(rows.length, 1));
      } catch (error) {
        if (shown.current !== null) {
          toastFailed(
            services,
            error,
            shown.current === filter ? texts.refreshFailed : 'Unable to update filters.',
          );
        }
        throw error;
      }
    },
  });
  const showArchived = list.query.filters.archived === 'yes';
  const counts = catalogueCounts(list.rows);
  const rows = showArchived ? list.rows : list.rows.filter((row) => row.isActive);
  const columns: DataTableColumn<RecordOf<Kind>>[] = [
    ...config.columns,
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <Badge status={row.isActive ? 'completed' : 'cancelled'}>{catalogueStatusLabel(row.isActive)}</Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className={actionsStyle}>
          <Button asChild size="sm" variant="ghost">
            <Link
              href={`${config.path}/${encodeURIComponent(row.id)}/edit`}
              aria-label={`Edit ${config.archiveName(row)}`}
            >
              <Pencil size={16} aria-hidden />
              Edit
            </Link>
          </Button>
          <ArchiveButton
            kind={config.kind}
            record={row}
            name={config.archiveName(row)}
            texts={texts}
            onArchived={list.refresh}
          />
        </div>
      ),
    },
  ];

  return (
    <ListScreen
      list={list}
      title={texts.title}
      actions={
        <>
          <Button onClick={list.refresh} loading={list.refreshing}>
            <RefreshCw size={16} aria-hidden />
            Refresh
          </Button>
          <Button asChild variant="primary">
            <Link href={`${config.path}/new`}>
              <Plus size={16} aria-hidden />
              {texts.newLabel}
            </Link>
          </Button>
        </>
      }
      toolbar={
        <div className={toolbarStyle}>
          <dl className={countsStyle} aria-label={`${texts.title} counts`}>
            {(
              [
                ['Total', counts.total],
                ['Active', counts.active],
                ['Archived', counts.archived],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={countStyle}>
                <dt>{label}</dt>
                <dd>{list.loading ? EMPTY_VALUE : formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
          <Checkbox
            label={texts.showArchived}
            checked={showArchived}
            onCheckedChange={(checked) => list.filters.apply({ archived: checked ? 'yes' : 'no' })}
          />
        </div>
      }
      texts={{ loading: texts.loadingList, error: texts.loadFailed, empty: texts.empty }}
      errorDetail={(error) => error.message || 'Please try again shortly.'}
      refreshErrorBanner={false}
      paged={false}
    >
      {/* The archived filter is applied here, so the empty state follows the rows shown, not the list's. */}
      {({ busy }) => (
        <DataTable
          caption={texts.title}
          columns={columns}
          getRowId={(row) => row.id}
          rows={rows}
          busy={busy}
          empty={<EmptyState title={texts.empty} description={texts.emptyHint} headingLevel={2} />}
        />
      )}
    </ListScreen>
  );
}
