import type { Page, PageRequest, SortKey, TextSearch } from '../../../domain/paging';
import type { CallOptions } from '../../backend';
import type { HttpClient } from '../client';
import type { ParsedList } from '../schemas/list';

/** The sort keys as the search bodies send them: only field and desc go on the wire. */
export const sortForBody = (sort: PageRequest['sort']): SortKey[] | undefined =>
  sort?.map(({ field, desc }) => ({ field, desc }));

/**
 * A parsed search answer as a page. Servers often leave out the page number and size; the ones asked
 * for then stand, so the pager still knows where it is.
 */
export function asPage<T>(list: ParsedList<T>, request: PageRequest): Page<T> {
  return {
    items: list.items,
    totalRecords: list.total,
    pageNumber: list.pageNumber ?? request.pageNumber,
    pageSize: list.pageSize ?? request.pageSize,
  };
}

/**
 * One page of a list searched by a free text (`POST …/search` with pageNumber, pageSize and search):
 * the body as asked, the answer parsed into a page.
 */
export async function searchText<T>(
  client: HttpClient,
  path: string,
  query: TextSearch,
  parse: (payload: unknown) => ParsedList<T>,
  fallback: string,
  options?: CallOptions,
): Promise<Page<T>> {
  const search = query.search?.trim();
  const payload = await client.request({
    method: 'post',
    path,
    json: {
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
      ...(search ? { search } : {}),
      ...(query.sort ? { sort: sortForBody(query.sort) } : {}),
    },
    signal: options?.signal,
    fallback,
  });
  return asPage(parse(payload), query);
}
