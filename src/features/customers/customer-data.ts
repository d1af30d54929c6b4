import type { CollectionQuery } from '../../../machines/collection';
import type { Backend } from '../../backend/backend';
import type { Customer } from '../../domain/customer';
import type { Page } from '../../domain/paging';
import type { DirectoryCounts } from '../../domain/tiers';
import { fetchAllPages } from '../../lib/fetch-all-pages';
import { toCustomerSearch } from './customer-query';

/** Every customer the query matches, across all pages (the CSV export). */
export async function searchAllCustomers(
  backend: Backend,
  query: CollectionQuery,
  signal: AbortSignal,
): Promise<Customer[]> {
  const search = toCustomerSearch(query);
  return fetchAllPages((pageNumber, pageSize) =>
    backend.customers.search({ ...search, pageNumber, pageSize }, { signal }),
  );
}

/**
 * One page of the directory: one search call. The smart list and the 'Search term' travel in the
 * search, so the backend filters and counts them (decision 0281) and the totals stay right.
 */
export function searchCustomerPage(
  backend: Backend,
  query: CollectionQuery,
  signal: AbortSignal,
): Promise<Page<Customer>> {
  return backend.customers.search(toCustomerSearch(query), { signal });
}

/** The directory's headline counts, over every customer (archived included): one call. */
export function loadDirectoryCounts(backend: Backend, signal: AbortSignal): Promise<DirectoryCounts> {
  return backend.customers.counts({ signal });
}
