import { describe, expect, test } from 'vitest';
import { slicePage } from '../../src/domain/paging';

describe('slicePage', () => {
  const rows = ['a', 'b', 'c', 'd', 'e'];

  test('a middle page carries its rows and the totals of every row', () => {
    expect(slicePage(rows, 2, 2)).toEqual({ items: ['c', 'd'], totalRecords: 5, pageNumber: 2, pageSize: 2 });
  });

  test('the last page holds what is left, and a page past the end holds nothing', () => {
    expect(slicePage(rows, 3, 2).items).toEqual(['e']);
    expect(slicePage(rows, 4, 2).items).toEqual([]);
  });
});
