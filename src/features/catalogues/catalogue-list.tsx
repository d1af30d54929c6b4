import { wholeList, type ListDefinition } from '../../kit/list-screen';
import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import { RowActions, ShowArchived, STATUS_COLUMN } from './catalogue-archive';
import type { CatalogueConfig } from './catalogue-config';

type RecordOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['record'];

/**
 * One catalogue's list (seed B §2 Configurations): counts, Refresh, 'Show archived …', and per row Edit
 * and Archive. The seed's list call answers the whole catalogue (a handful of records) in its order,
 * archived ones only with includeInactive; the counts come from their own call with it.
 */
export function catalogueList<Kind extends CatalogueKind, Values extends object>(
  config: CatalogueConfig<Kind, Values>,
): ListDefinition<RecordOf<Kind>> {
  const { texts } = config;
  return {
    title: texts.title,
    fetch: async ({ backend }, query, signal) => {
      const api = backend().catalogues[config.kind];
      const includeInactive = query.filters.archived === 'yes';
      const [rows, counts] = await Promise.all([
        api.list({ includeInactive, signal }),
        api.counts({ signal }),
      ]);
      return wholeList<RecordOf<Kind>>(rows, { ...counts });
    },
    // One page holds the whole catalogue.
    query: {
      defaults: { filters: { archived: 'no' }, pageSize: 1000 },
      codec: { filters: { archived: ['no', 'yes'] } },
    },
    columns: [
      ...config.columns,
      STATUS_COLUMN,
      { key: 'actions', header: 'Actions', cell: (row) => <RowActions config={config} row={row} /> },
    ],
    create: { label: texts.newLabel, href: `${config.path}/new` },
    refreshButton: true,
    counts: [
      ['total', 'Total'],
      ['active', 'Active'],
      ['archived', 'Archived'],
    ],
    controls: () => <ShowArchived label={texts.showArchived} />,
    texts: {
      loading: texts.loadingList,
      error: texts.loadFailed,
      empty: texts.empty,
      emptyDescription: texts.emptyHint,
    },
    // Seed B §8: a failed refresh or filter change is a toast with the server's message when it sent one.
    refreshFailures: { refresh: texts.refreshFailed, serverMessageFirst: true },
  };
}
