import type { AppError } from '../../src/domain/errors';
import type { SearchScope } from '../../src/domain/globalSearch';

/** One record the search found, ready to show and open. */
export interface SearchHit {
  scope: SearchScope;
  id: string;
  /** The record's name as lists show it ('Ada Lovelace', 'Submission #12'). */
  label: string;
  /** A second line that tells two hits apart (email and phone, customer and notes…). */
  detail: string;
  /** Where Enter goes. */
  href: string;
}

export interface SearchAllInput {
  text: string;
  scopes: readonly SearchScope[];
}

export interface GlobalSearchInput {
  /** The kinds of record this user may open (`searchScopesFor(roles)`); none searches nothing. */
  scopes: readonly SearchScope[];
  debounceMs?: number;
}

export interface GlobalSearchContext {
  scopes: readonly SearchScope[];
  debounceMs: number;
  /** What the box shows. */
  text: string;
  /** The text the hits answer ('' before the first answer). */
  answeredText: string;
  hits: readonly SearchHit[];
  error: AppError | null;
}

export type GlobalSearchEvent =
  { type: 'search.type'; text: string } | { type: 'search.clear' } | { type: 'search.retry' };
