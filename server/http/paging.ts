import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/paging';
import { listOf } from './fields';

/** Largest page a client may ask for; enough for any screen, small enough to keep responses quick. */
export const MAX_PAGE_SIZE = 1000;
/** Far past any real page, and small enough that the row offset stays an exact SQLite integer. */
export const MAX_PAGE_NUMBER = 1_000_000;

const pageNumber = v.optional(
  v.pipe(
    v.number('pageNumber must be a number'),
    v.integer('pageNumber must be a whole number'),
    v.minValue(1, 'pageNumber starts at 1'),
    v.maxValue(MAX_PAGE_NUMBER, `pageNumber must be at most ${MAX_PAGE_NUMBER}`),
  ),
  1,
);
const pageSize = v.optional(
  v.pipe(
    v.number('pageSize must be a number'),
    v.integer('pageSize must be a whole number'),
    v.minValue(1, 'pageSize must be at least 1'),
    v.maxValue(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`),
  ),
  DEFAULT_PAGE_SIZE,
);

/** Page number and size of a search without sort choices (newest first, always). */
export const paging = { pageNumber, pageSize };

/** More sort terms than any table has columns to sort by is never a real request. */
export const MAX_SORT_TERMS = 10;

/** Paging fields plus a sort list restricted to the given fields. */
export function pagedSearch<const Field extends string>(fields: readonly [Field, ...Field[]]) {
  return {
    pageNumber,
    pageSize,
    sort: v.optional(
      listOf(
        v.object({
          field: v.picklist(fields, `sort field must be one of: ${fields.join(', ')}`),
          desc: v.optional(v.boolean(), false),
        }),
        MAX_SORT_TERMS,
        'sort',
      ),
      [],
    ),
  };
}

export function limitOffset(page: { pageNumber: number; pageSize: number }) {
  return { limit: page.pageSize, offset: (page.pageNumber - 1) * page.pageSize };
}
