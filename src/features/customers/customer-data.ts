import type { CollectionQuery } from '../../../machines/collection';
import type { Backend } from '../../backend/backend';
import type { Customer } from '../../domain/customer';
import { matchesCustomerFilter } from '../../domain/customerSearch';
import { smartListById } from '../../domain/customerSmartLists';
import { slicePage, type Page } from '../../domain/paging';
import { directoryCounts, type DirectoryCounts } from '../../domain/tiers';
import { fetchAllPages } from '../../lib/fetch-all-pages';
import { toCustomerSearch } from './customer-query';

/**
 * Rules the search call cannot carry (the smart lists, and the free 'Search term', which the API's search
 * body has no field for), as one predicate; null when the query has none.
 */
function clientRefinement(query: CollectionQuery, now: Date): ((customer: Customer) => boolean) | null {
  const list = smartListById(query.filters.list);
  const searchTerm = query.filters.searchTerm?.trim() ?? '';
  if (!list && searchTerm === '') return null;
  return (customer) =>
    (!list || list.matches(customer, now)) && matchesCustomerFilter(customer, { searchTerm });
}

/** Every customer the query matches, across all pages (the CSV export, and refined lists). */
export async function searchAllCustomers(
  backend: Backend,
  query: CollectionQuery,
  signal: AbortSignal,
  now = new Date(),
): Promise<Customer[]> {
  const search = toCustomerSearch(query);
  const rows = await fetchAllPages((pageNumber, pageSize) =>
    backend.customers.search({ ...search, pageNumber, pageSize }, { signal }),
  );
  const refine = clientRefinement(query, now);
  return refine ? rows.filter(refine) : rows;
}

/**
 * One page of the directory. A query with a client-side rule reads every match (in the server's order)
 * and pages the refined rows here, so the totals and 'Page X of Y' stay right.
 */
export async function searchCustomerPage(
  backend: Backend,
  query: CollectionQuery,
  signal: AbortSignal,
): Promise<Page<Customer>> {
  if (!clientRefinement(query, new Date())) {
    return backend.customers.search(toCustomerSearch(query), { signal });
  }
  const rows = await searchAllCustomers(backend, query, signal);
  return slicePage(rows, query.page, query.pageSize);
}

/** The directory's headline counts, over every customer (archived included). */
export async function loadDirectoryCounts(backend: Backend, signal: AbortSignal): Promise<DirectoryCounts> {
  const all = await fetchAllPages((pageNumber, pageSize) =>
    backend.customers.search({ pageNumber, pageSize }, { signal }),
  );
  return directoryCounts(all);
}
