import { describe, expect, it } from 'vitest';
import {
  archivedToIsActive,
  matchesCustomerFilter,
  parseCustomerSearchText,
  withoutEchoes,
} from '../../src/domain/customerSearch';
import type { FilterableCustomer } from '../../src/domain/customerSearch';

describe('free-text customer search', () => {
  // The seed's mapping stays, and the text also goes as the search term (issue 37 item 10).
  it.each([
    ['ada@example.com', { email: 'ada@example.com', searchTerm: 'ada@example.com' }],
    ['  @gmail ', { email: '@gmail', searchTerm: '@gmail' }],
    ['(512) 555-0199', { phoneNumber: '5125550199', searchTerm: '(512) 555-0199' }],
    ['5550', { phoneNumber: '5550', searchTerm: '5550' }],
    ['555', { name: '555', searchTerm: '555' }],
    ['Ada Lovelace', { name: 'Ada Lovelace', searchTerm: 'Ada Lovelace' }],
    [' Mary Ann  Evans ', { name: 'Mary Ann  Evans', searchTerm: 'Mary Ann  Evans' }],
    ['Lovelace', { name: 'Lovelace', searchTerm: 'Lovelace' }],
    ['Ada', { name: 'Ada', searchTerm: 'Ada' }],
    ['   ', {}],
  ])('%j searches %j', (text, fields) => {
    expect(parseCustomerSearchText(text)).toEqual(fields);
  });

  const ada: FilterableCustomer = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(502) 555-0147',
    address1: '12 Analytical Way',
    address2: '',
    city: 'Louisville',
    state: 'KY',
    zipCode: '40202',
    isActive: true,
  };

  it.each([
    ['a city', 'Louisville', true],
    ['part of an email, without @', 'example', true],
    ['a whole email', 'ada@example.com', true],
    ['a state', 'ky', true],
    ['a zip', '40202', true],
    ['phone digits', '502-555', true],
    ['a first name', 'ada', true],
    ['the full name', 'Ada Lovelace', true],
    ['another city', 'Lexington', false],
  ])('the box finds a customer by %s (%j)', (_what, text, found) => {
    expect(matchesCustomerFilter(ada, parseCustomerSearchText(text))).toBe(found);
  });

  it('keeps an advanced filter that the box text does not explain', () => {
    const box = parseCustomerSearchText('Louisville');
    expect(withoutEchoes({ ...box, email: 'ada@' })).toEqual({ searchTerm: 'Louisville', email: 'ada@' });
    expect(matchesCustomerFilter(ada, { ...box, lastName: 'Byron' })).toBe(false);
  });
});

describe('advanced customer filters', () => {
  const ada: FilterableCustomer = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@Example.com',
    phone: '(512) 555-0199',
    address1: '12 Analytical Way',
    address2: '',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    isActive: true,
  };

  it.each([
    ['nothing', {}, true],
    ['first name, any case, part of it', { firstName: 'aD' }, true],
    ['last name that differs', { lastName: 'Byron' }, false],
    ['email fragment', { email: 'EXAMPLE' }, true],
    ['phone by digits only', { phoneNumber: '555-0199' }, true],
    ['phone with other digits', { phoneNumber: '555-9999' }, false],
    ['phone with no digits at all', { phoneNumber: 'n/a' }, true],
    ['address 1', { address1: 'analytical' }, true],
    ['address 2 on a customer without one', { address2: 'Suite' }, false],
    ['city and state together', { city: 'aus', state: 'tx' }, true],
    ['zip code', { zipCode: '787' }, true],
    ['a blank field', { city: '   ' }, true],
    ['Archived: No (active only)', { isActive: archivedToIsActive('no') }, true],
    ['Archived: Yes (archived only)', { isActive: archivedToIsActive('yes') }, false],
    ['Archived: Any', { isActive: archivedToIsActive('any') }, true],
    ['search term over the full name', { searchTerm: 'ada love' }, true],
    ['search term over the first name alone', { searchTerm: 'ADA' }, true],
    ['a typed name by first name', { name: 'ada' }, true],
    ['a typed name, last name first', { name: 'lovelace ada' }, true],
    ['a typed name with a word in neither name', { name: 'ada byron' }, false],
    ['search term over location', { searchTerm: 'austin' }, true],
    ['search term over the phone digits', { searchTerm: '5550199' }, true],
    ['search term matching nothing', { searchTerm: 'boston' }, false],
  ])('filtering on %s matches: %s', (_case, filter, matches) => {
    expect(matchesCustomerFilter(ada, filter)).toBe(matches);
  });

  it('shows an archived customer only under Yes or Any', () => {
    const archived = { ...ada, isActive: false };
    expect(matchesCustomerFilter(archived, { isActive: archivedToIsActive('no') })).toBe(false);
    expect(matchesCustomerFilter(archived, { isActive: archivedToIsActive('yes') })).toBe(true);
    expect(matchesCustomerFilter(archived, { isActive: archivedToIsActive('any') })).toBe(true);
  });
});
