// @vitest-environment node
// SQLite reads a page of an indexed submissions search one of three ways, by how many rows match
// (server/store/search-paging.ts, decisions 0262 and 0274). Whichever it takes, the page must be the
// one the list's order gives: newest first, ties by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAt, pageRoute } from '../../server/store/search-paging';
import { countsFrom, submissionStore } from '../../server/store/submissions';
import { type TestApp, SEED_NOW, createTestApp } from './harness';

const MARKERS = { common: 'qqcommon', some: 'qqsome', rare: 'qqrare' } as const;
const ADDED = 400;

describe('pages of an indexed submissions search (SQLite)', () => {
  let t: TestApp;
  let expected: (marker: string) => number[];
  let rows = 0;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'sqlite' });
    const store = submissionStore(t.queryBuilder);
    for (let index = 0; index < ADDED; index += 1) {
      // Every other row common, one in five some, one in forty rare; creation times repeat, so ties
      // are ordered by id.
      const markers = [
        index % 2 === 0 ? MARKERS.common : '',
        index % 5 === 0 ? MARKERS.some : '',
        index % 40 === 0 ? MARKERS.rare : '',
      ];
      const createdAt = new Date(SEED_NOW.getTime() - (index % 37) * 3_600_000).toISOString();
      await store.insert(
        {
          customerId: null,
          prescreening: 1,
          consignAfterGrading: false,
          notes: `Box ${index} ${markers.join(' ')}`,
          statusCode: 0,
          ...countsFrom(() => 0),
        },
        SEED_NOW,
        { createdAt, isActive: index % 7 !== 3 },
      );
    }
    const all = await t.queryBuilder
      .selectFrom('submissions')
      .select(['id', 'notes', 'created_at', 'is_active'])
      .execute();
    rows = Math.max(...all.map((row) => row.id));
    expected = (marker) =>
      all
        .filter((row) => row.is_active === 1 && row.notes.includes(marker))
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id)
        .map((row) => row.id);
  });
  afterAll(() => t.close());

  const routes = ['test rows', 'walk ids', 'sort ids'] as const;
  it.each(routes)('reads the right pages when it %s', async (route) => {
    const store = submissionStore(t.queryBuilder);
    let checked = 0;
    for (const marker of Object.values(MARKERS)) {
      const ids = expected(marker);
      for (let pageNumber = 1; (pageNumber - 1) * 10 < ids.length; pageNumber += 1) {
        if (pageRoute(pageAt(pageNumber, 10), rows, ids.length) !== route) continue;
        const page = await store.search({
          pageNumber,
          pageSize: 10,
          sort: [],
          isActive: true,
          search: marker,
        });
        expect(page.total).toBe(ids.length);
        expect(page.rows.map((row) => row.id)).toEqual(ids.slice((pageNumber - 1) * 10, pageNumber * 10));
        checked += 1;
      }
    }
    // The data above reaches every route; a change of the rule that left one unread fails here.
    expect(checked).toBeGreaterThan(0);
  });
});
