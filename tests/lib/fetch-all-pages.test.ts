import { fetchAllPages } from '../../src/lib/fetch-all-pages';

const source = (total: number) => {
  const calls: number[] = [];
  const fetchPage = async (pageNumber: number, pageSize: number) => {
    calls.push(pageNumber);
    const start = (pageNumber - 1) * pageSize;
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
    return { items, totalRecords: total, pageNumber, pageSize };
  };
  return { calls, fetchPage };
};

test('reads page after page until the total is reached', async () => {
  const { calls, fetchPage } = source(2500);
  const rows = await fetchAllPages(fetchPage, { pageSize: 1000 });
  expect(rows).toHaveLength(2500);
  expect(rows[2499]).toBe(2499);
  expect(calls).toEqual([1, 2, 3]);
});

test('stops at an empty page and at the page limit', async () => {
  expect(await fetchAllPages(source(0).fetchPage)).toEqual([]);
  const { calls, fetchPage } = source(10_000);
  expect(await fetchAllPages(fetchPage, { pageSize: 10, maxPages: 3 })).toHaveLength(30);
  expect(calls).toEqual([1, 2, 3]);
});
