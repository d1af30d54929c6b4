import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  collectionMachine,
  connectCollection,
  queryKey,
  queryToSearch,
  searchToQuery,
  type CollectionInput,
  type CollectionQuery,
  type CollectionView,
  type FetchedPage,
  type FetchPageInput,
  type QueryCodec,
} from '../../machines/collection';
import type { Page } from '../domain/paging';
import type { AppServices } from './services';
import { useScreenActor } from './use-screen-actor';
import { useView } from './use-view';

export interface CollectionScreenOptions<Row> {
  /** The list's first-visit query; a Reset returns to it. */
  defaults: CollectionQuery;
  /** Which filters and sort fields the URL may hold. */
  codec: QueryCodec;
  /** One page for a query, from the live backend (pass the signal on: a new query aborts it). */
  fetchPage: (services: AppServices, query: CollectionQuery, signal: AbortSignal) => Promise<Page<Row>>;
  /** Reload by itself this often (0 or absent: never). */
  autoRefreshMs?: number;
}

/**
 * A list screen's view (see connectCollection) of its actor, fed by the live backend, with its query held
 * in the URL (see useCollectionUrl).
 */
export function useCollectionScreen<Row>(options: CollectionScreenOptions<Row>): CollectionView<Row> {
  const { defaults, codec } = options;
  const search = useSearch();
  const actor = useCollectionActor(options.fetchPage, {
    defaults,
    query: searchToQuery(search, defaults, codec),
    autoRefreshMs: options.autoRefreshMs,
  });
  useCollectionUrl(actor, defaults, codec);
  return useView(actor, connectCollection<Row>);
}

/** The collection machine with its pages from `fetchPage` (the live backend). */
function useCollectionActor<Row>(
  fetchPage: CollectionScreenOptions<Row>['fetchPage'],
  input: CollectionInput,
) {
  return useScreenActor(
    collectionMachine,
    (services) => ({
      actors: {
        fetchPage: fromPromise<FetchedPage, FetchPageInput>(({ input: { query }, signal }) =>
          fetchPage(services, query, signal),
        ),
      },
    }),
    { input },
  );
}

/**
 * A list inside a page (a record's History panel): the same machine and view as a list screen, with
 * its query (the page) held by the machine alone, so the page's URL stays the record's.
 */
export function useCollectionPanel<Row>(
  options: Pick<CollectionScreenOptions<Row>, 'defaults' | 'fetchPage'>,
): CollectionView<Row> {
  const actor = useCollectionActor(options.fetchPage, {
    defaults: options.defaults,
    query: options.defaults,
  });
  return useView(actor, connectCollection<Row>);
}

/**
 * Keeps a collection's query in the URL both ways: Back, Forward and links send the URL's query to
 * the machine, and every query the machine settles on is written to the URL: pushed for sort, page,
 * filters and a new search, replaced while that search is refined (and when the URL only needed
 * tidying), so Back undoes a search as a whole instead of one pause in typing at a time. Both sides compare before they act, so they never echo each other.
 */
export function useCollectionUrl(
  actor: ActorRefFrom<typeof collectionMachine>,
  defaults: CollectionQuery,
  codec: QueryCodec,
) {
  const search = useSearch();
  const [path] = useLocation();

  useEffect(() => {
    actor.send({ type: 'collection.query', query: searchToQuery(search, defaults, codec) });
  }, [actor, search, defaults, codec]);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'active' || window.location.pathname !== path) return;
      const query = snapshot.context.query;
      const current = window.location.search.slice(1);
      const next = queryToSearch(query, defaults, codec);
      if (next === current) return;
      const fromUrl: CollectionQuery = searchToQuery(current, defaults, codec);
      const tidying = queryKey(fromUrl) === queryKey(query);
      const refiningSearch =
        fromUrl.search !== '' && queryKey({ ...fromUrl, search: query.search }) === queryKey(query);
      const replace = tidying || refiningSearch;
      navigate(`${path}${next ? `?${next}` : ''}`, { replace });
    });
    return () => subscription.unsubscribe();
  }, [actor, path, defaults, codec]);
}
