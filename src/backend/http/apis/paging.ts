import type { Page, PageRequest, SortKey } from '../../../domain/paging';
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
