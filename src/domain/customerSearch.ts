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
 * Turns a free-text customer box (the directory's, the submission form's lookup, the global search) into
 * search fields: text with '@' is an email; text with four or more digits is a phone number (digits
 * only); otherwise a name, matched by `matchesName` (each word in the first or the last name). Seed A
 * split a name on its first space, or took a single word as the last name only, so nobody was found by
 * first name (decision 0160). Blank text searches for nothing.
 */
export function parseCustomerSearchText(
  text: string,
): Pick<CustomerSearchFields, 'email' | 'phoneNumber' | 'name'> {
  const term = text.trim();
  if (term === '') return {};
  if (term.includes('@')) return { email: term };
  const digits = digitsOnly(term);
  if (digits.length >= 4) return { phoneNumber: digits };
  return { name: term };
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
 * isActive exactly when set.
 */
export function matchesCustomerFilter(customer: FilterableCustomer, filter: CustomerFilter): boolean {
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
