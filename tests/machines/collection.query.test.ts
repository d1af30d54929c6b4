import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  askedOf,
  queryToSearch,
  searchToQuery,
  type CollectionQuery,
  type QueryCodec,
} from '../../machines/collection';

const defaults: CollectionQuery = {
  search: '',
  filters: { archived: 'no', city: '' },
  sort: [{ field: 'lastName', desc: false }],
  page: 1,
  pageSize: 20,
};
const codec: QueryCodec = {
  filters: { archived: ['no', 'yes', 'any'], city: 'text' },
  sortFields: ['lastName', 'createdAt', 'email'],
};

describe('list query ↔ query string', () => {
  it('leaves every default out, so a plain list has a plain URL', () => {
    expect(queryToSearch(defaults, defaults, codec)).toBe('');
    expect(searchToQuery('', defaults, codec)).toEqual(defaults);
  });

  it('writes q, sort, dir, page and the named filters', () => {
    const query: CollectionQuery = {
      ...defaults,
      search: 'ada & co',
      filters: { archived: 'any', city: 'Mesa' },
      sort: [{ field: 'createdAt', desc: true }],
      page: 3,
    };
    const search = queryToSearch(query, defaults, codec);
    expect(new URLSearchParams(search).get('q')).toBe('ada & co');
    expect(search).toContain('sort=createdAt&dir=desc');
    expect(search).toContain('page=3');
    expect(search).toContain('archived=any');
    expect(searchToQuery(`?${search}`, defaults, codec)).toEqual(query);
  });

  it('round-trips any query the list can hold', () => {
    const query = fc.record({
      search: fc.string(),
      filters: fc.record({ archived: fc.constantFrom('no', 'yes', 'any'), city: fc.string() }),
      sort: fc.uniqueArray(
        fc.record({ field: fc.constantFrom('lastName', 'createdAt', 'email'), desc: fc.boolean() }),
        { minLength: 1, maxLength: 3, selector: (key) => key.field },
      ),
      page: fc.integer({ min: 1, max: 1_000_000 }),
      pageSize: fc.constant(20),
    });
    fc.assert(
      fc.property(query, (value) => {
        expect(searchToQuery(queryToSearch(value, defaults, codec), defaults, codec)).toEqual(value);
      }),
    );
  });

  it('ignores unknown parameters and malformed values', () => {
    const query = searchToQuery(
      'page=abc&sort=password&dir=desc&archived=maybe&utm_source=mail&q=ada',
      defaults,
      codec,
    );
    expect(query).toEqual({ ...defaults, search: 'ada' });
  });

  it('clamps the page to a whole number from 1', () => {
    for (const page of ['0', '-2', '1.5', '99999999', '', '1e3']) {
      expect(searchToQuery(`page=${page}`, defaults, codec).page).toBe(1);
    }
    expect(searchToQuery('page=7', defaults, codec).page).toBe(7);
  });

  it('reads several sort keys, defaulting a missing direction to ascending', () => {
    expect(searchToQuery('sort=email,createdAt&dir=desc', defaults, codec).sort).toEqual([
      { field: 'email', desc: true },
      { field: 'createdAt', desc: false },
    ]);
  });
});

describe('askedOf: what a failed fetch was asked for, from the query on screen', () => {
  const shown = { ...defaults, search: 'ada', page: 2 };
  it('tells a refresh, a sort, new filters and the page before or after apart', () => {
    expect(askedOf(shown, shown)).toBe('refresh');
    expect(askedOf({ ...shown, page: 1 }, shown)).toBe('previous');
    expect(askedOf({ ...shown, page: 3 }, shown)).toBe('next');
    expect(askedOf({ ...shown, sort: [{ field: 'email', desc: false }], page: 1 }, shown)).toBe('sort');
    expect(askedOf({ ...shown, search: 'grace', page: 1 }, shown)).toBe('filter');
    expect(askedOf({ ...shown, filters: { archived: 'yes' }, page: 1 }, shown)).toBe('filter');
  });

  it('calls a fetch with nothing on screen yet a refresh', () => {
    expect(askedOf(shown, null)).toBe('refresh');
  });
});
