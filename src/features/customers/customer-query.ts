import type { CollectionQuery, QueryCodec } from '../../../machines/collection';
import type { CustomerSearch, CustomerSortField } from '../../domain/customer';
import {
  archivedToIsActive,
  parseCustomerSearchText,
  type ArchivedFilter,
  type CustomerSearchFields,
} from '../../domain/customerSearch';
import { SMART_LISTS, smartListById } from '../../domain/customerSmartLists';
import { DEFAULT_PAGE_SIZE } from '../../domain/paging';

/** The advanced filters (seed A §5), each held in the URL under its own name. */
export const TEXT_FILTERS = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'email', label: 'Email' },
  { name: 'phoneNumber', label: 'Phone number' },
  { name: 'address1', label: 'Address 1' },
  { name: 'address2', label: 'Address 2' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zipCode', label: 'Zip code' },
  { name: 'searchTerm', label: 'Search term' },
] as const satisfies readonly { name: keyof CustomerSearchFields | 'searchTerm'; label: string }[];

const SORT_FIELDS: readonly CustomerSortField[] = ['lastName', 'firstName', 'id', 'isActive'];

export const CUSTOMER_DEFAULTS: CollectionQuery = {
  search: '',
  filters: { archived: 'no', list: '' },
  sort: [{ field: 'lastName', desc: false }],
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export const CUSTOMER_CODEC: QueryCodec = {
  filters: {
    archived: ['no', 'yes', 'any'],
    list: SMART_LISTS.map((list) => list.id),
    ...Object.fromEntries(TEXT_FILTERS.map((filter) => [filter.name, 'text' as const])),
  },
  sortFields: SORT_FIELDS,
};

const isSortField = (field: string): field is CustomerSortField =>
  (SORT_FIELDS as readonly string[]).includes(field);

const given = (value: string | undefined): string | undefined => {
  const text = value?.trim() ?? '';
  return text === '' ? undefined : text;
};

/**
 * The directory's query as the backend's search body: the search box becomes email, phone digits or
 * name fields (seed A §7), and the advanced filters are added on top; where both name the same field,
 * the advanced filter wins, since it is the more deliberate of the two.
 */
export function toCustomerSearch(query: CollectionQuery): CustomerSearch {
  const { filters } = query;
  const smartList = smartListById(filters.list);
  const advanced = Object.fromEntries(
    TEXT_FILTERS.flatMap((filter) => {
      const value = given(filters[filter.name]);
      return value === undefined ? [] : [[filter.name, value]];
    }),
  );
  return {
    pageNumber: query.page,
    pageSize: query.pageSize,
    sort: query.sort.flatMap((key) => (isSortField(key.field) ? [{ field: key.field, desc: key.desc }] : [])),
    isActive: archivedToIsActive((filters.archived ?? 'no') as ArchivedFilter),
    ...parseCustomerSearchText(query.search),
    ...advanced,
    ...(smartList ? { smartList: smartList.id } : {}),
  };
}
