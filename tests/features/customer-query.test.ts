import { CUSTOMER_DEFAULTS, toCustomerSearch } from '../../src/features/customers/customer-query';

const query = (changes: Partial<typeof CUSTOMER_DEFAULTS>) => ({ ...CUSTOMER_DEFAULTS, ...changes });

test('the default query asks for active customers by last name, 20 a page', () => {
  expect(toCustomerSearch(CUSTOMER_DEFAULTS)).toEqual({
    pageNumber: 1,
    pageSize: 20,
    sort: [{ field: 'lastName', desc: false }],
    isActive: true,
  });
});

test('the search box becomes the seed’s fields; Archived Yes and Any map to false and absent', () => {
  expect(toCustomerSearch(query({ search: 'ada@example.com' })).email).toBe('ada@example.com');
  expect(toCustomerSearch(query({ search: '(555) 010-0199' })).phoneNumber).toBe('5550100199');
  expect(toCustomerSearch(query({ search: 'Ada Lovelace' }))).toMatchObject({ name: 'Ada Lovelace' });
  expect(toCustomerSearch(query({ filters: { archived: 'yes' } })).isActive).toBe(false);
  expect(toCustomerSearch(query({ filters: { archived: 'any' } }))).not.toHaveProperty(
    'isActive',
    expect.anything(),
  );
});

test('advanced filters are sent trimmed, blank ones left out, and win over the search box', () => {
  const search = toCustomerSearch(
    query({ search: 'Ada Lovelace', filters: { archived: 'no', lastName: ' Byron ', city: ' ' } }),
  );
  expect(search).toMatchObject({ name: 'Ada Lovelace', lastName: 'Byron' });
  expect(search).not.toHaveProperty('city');
});

test('the Search term and the smart list travel in the search, so the backend filters and counts them', () => {
  expect(
    toCustomerSearch(query({ filters: { archived: 'no', searchTerm: ' ada ', list: 'lapsed' } })),
  ).toMatchObject({ searchTerm: 'ada', smartList: 'lapsed' });
  expect(toCustomerSearch(query({ filters: { archived: 'no', list: 'nonsense' } }))).not.toHaveProperty(
    'smartList',
  );
});
