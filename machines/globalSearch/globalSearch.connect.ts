import type { SnapshotFrom } from 'xstate';
import { SEARCH_GROUP_LABELS, type SearchScope } from '../../src/domain/globalSearch';
import type { globalSearchMachine } from './globalSearch.machine';
import type { GlobalSearchEvent, SearchHit } from './globalSearch.types';

type Snapshot = SnapshotFrom<typeof globalSearchMachine>;
type Send = (event: GlobalSearchEvent) => void;

export interface SearchGroupView {
  scope: SearchScope;
  label: string;
  hits: readonly SearchHit[];
}

/** Everything the search box binds, so its JSX never asks which state the machine is in. */
export interface GlobalSearchView {
  text: string;
  /** The hits of the last answer, grouped by scope in scope order; groups without hits are left out. */
  groups: readonly SearchGroupView[];
  /** A search is waiting for typing to pause or for its answer (mark the list busy). */
  busy: boolean;
  /** The last answer found nothing for the text in the box. */
  nothingFound: boolean;
  /** The last search failed. */
  failure: { message: string; onRetry: () => void } | null;
  /** Whether this user may search records at all (a customer may not). */
  searchesRecords: boolean;
  onType: (text: string) => void;
  onClear: () => void;
}

export function connectGlobalSearch(snapshot: Snapshot, send: Send): GlobalSearchView {
  const { context } = snapshot;
  const groups = context.scopes
    .map((scope) => ({
      scope,
      label: SEARCH_GROUP_LABELS[scope],
      hits: context.hits.filter((hit) => hit.scope === scope),
    }))
    .filter((group) => group.hits.length > 0);
  return {
    text: context.text,
    groups,
    busy: snapshot.matches('debouncing') || snapshot.matches('searching'),
    nothingFound: snapshot.matches('showing') && context.hits.length === 0,
    failure:
      snapshot.matches('failed') && context.error
        ? { message: context.error.message, onRetry: () => send({ type: 'search.retry' }) }
        : null,
    searchesRecords: context.scopes.length > 0,
    onType: (text) => send({ type: 'search.type', text }),
    onClear: () => send({ type: 'search.clear' }),
  };
}
