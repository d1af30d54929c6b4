import type { Customer, CustomerSearch } from './customer';
import { matchesName } from './nameMatch';

/** The name/contact fields a customer search can carry besides paging, sorting and isActive. */
export type CustomerSearchFields = Pick<
  CustomerSearch,
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'zipCode'
>;

export const digitsOnly = (text: string): string => text.replace(/\D+/g, '');

/**
 * Seed A's mapping of a free-text customer box to the contract's fields: text with '@' is an email;
 * text with four or more digits is a phone number (digits only); otherwise a name, matched by
 * `matchesName` (each word in the first or the last name). Seed A split a name on its first space, or
 * took a single word as the last name only, so nobody was found by first name (decision 0160).
 */
function seedFields(term: string): Pick<CustomerSearchFields, 'email' | 'phoneNumber' | 'name'> {
  if (term.includes('@')) return { email: term };
  const digits = digitsOnly(term);
  if (digits.length >= 4) return { phoneNumber: digits };
  return { name: term };
}

/**
 * Turns a free-text customer box (the directory's, the submission form's lookup, the global search) into
 * search fields: the seed's mapping (`seedFields`), for a server that knows only the contract's
 * fields, and the same text as the advanced filters' search term, which matches name, email (any
 * part), phone digits, address, city, state and zip (issue 37: 'Louisville' or 'example' found
 * nobody; decision 0338). Blank text searches for nothing.
 */
export function parseCustomerSearchText(
  text: string,
): Pick<CustomerSearchFields, 'email' | 'phoneNumber' | 'name'> & { searchTerm?: string } {
  const term = text.trim();
  if (term === '') return {};
  return { ...seedFields(term), searchTerm: term };
}

/**
 * A filter without the seed's fields that merely repeat its search term (what `parseCustomerSearchText`
 * derives from the same text): the search term already matches everything they would, and more, so
 * keeping them would narrow 'Louisville' to customers named Louisville. Fields the term does not
 * explain (an advanced filter's own email, say) stay.
 */
export function withoutEchoes<Filter extends CustomerFilter>(filter: Filter): Filter {
  const term = filter.searchTerm?.trim() ?? '';
  if (term === '') return filter;
  const echo = seedFields(term);
  const result = { ...filter };
  for (const field of ['email', 'phoneNumber', 'name'] as const) {
    if (echo[field] !== undefined && filter[field]?.trim() === echo[field]) delete result[field];
  }
  return result;
}

/** The advanced filter's Archived choice. The directory starts on 'no' (active customers only). */
export type ArchivedFilter = 'no' | 'yes' | 'any';

export const ARCHIVED_OPTIONS: readonly { value: ArchivedFilter; label: string }[] = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
  { value: 'any', label: 'Any' },
];

/** No → active only (isActive true); Yes → archived only (false); Any → no constraint. */
export const archivedToIsActive = (archived: ArchivedFilter): boolean | undefined =>
  archived === 'no' ? true : archived === 'yes' ? false : undefined;

export const isActiveToArchived = (isActive: boolean | undefined): ArchivedFilter =>
  isActive === true ? 'no' : isActive === false ? 'yes' : 'any';

/** The customer fields the filters read; the server maps its rows onto this shape. */
export type FilterableCustomer = Pick<
  Customer,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'isActive'
>;

export interface CustomerFilter extends CustomerSearchFields {
  isActive?: boolean;
  /** Free text matched against name, email, phone, address and location. */
  searchTerm?: string;
}

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'zipCode',
] as const;

const containsIgnoringCase = (value: string, wanted: string): boolean =>
  value.toLowerCase().includes(wanted.toLowerCase());

/** Phone numbers match on digits only; a filter with no digits in it constrains nothing. */
function phoneMatches(phone: string, wanted: string): boolean {
  const digits = digitsOnly(wanted);
  return digits === '' || digitsOnly(phone).includes(digits);
}

function searchTermMatches(customer: FilterableCustomer, term: string): boolean {
  if (matchesName([customer.firstName, customer.lastName], term)) return true;
  const haystack = [
    customer.email,
    customer.address1,
    customer.address2,
    customer.city,
    customer.state,
    customer.zipCode,
  ];
  if (haystack.some((value) => containsIgnoringCase(value, term))) return true;
  const digits = digitsOnly(term);
  return digits.length >= 4 && digitsOnly(customer.phone).includes(digits);
}

/**
 * The advanced filters as the demo backend and the server apply them: every given field must match;
 * text fields by case-insensitive 'contains' (blank values are ignored), phone by digits only,
 * isActive exactly when set; the seed's fields that repeat the search term are read through it
 * (`withoutEchoes`).
 */
export function matchesCustomerFilter(customer: FilterableCustomer, given: CustomerFilter): boolean {
  const filter = withoutEchoes(given);
  if (filter.isActive !== undefined && customer.isActive !== filter.isActive) return false;
  for (const field of TEXT_FIELDS) {
    const wanted = filter[field]?.trim() ?? '';
    if (wanted !== '' && !containsIgnoringCase(customer[field], wanted)) return false;
  }
  const name = filter.name?.trim() ?? '';
  if (name !== '' && !matchesName([customer.firstName, customer.lastName], name)) return false;
  const phone = filter.phoneNumber?.trim() ?? '';
  if (phone !== '' && !phoneMatches(customer.phone, phone)) return false;
  const term = filter.searchTerm?.trim() ?? '';
  return term === '' || searchTermMatches(customer, term);
}
