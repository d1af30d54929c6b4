import type { Customer } from '../../src/domain/customer';
import type { AppError } from '../../src/domain/errors';

/** What the lookup shows of a customer: enough to name it and tell two of one name apart. */
export type LookupCustomer = Pick<Customer, 'id' | 'firstName' | 'lastName' | 'email'> & { phone?: string };

export interface CustomerLookupContext {
  /** The text sent to the search (trimmed when fetched). */
  searchText: string;
  /** What the box shows while the user types; null shows the chosen customer's name. */
  typed: string | null;
  /** The customers matching the last search. */
  matches: readonly LookupCustomer[];
  /** Why the last search failed (the box then offers no match). */
  error: AppError | null;
  /** The chosen customer's id: set at once, while the customer itself may still be loading. */
  chosenId: string | null;
  /** The chosen customer, once known (from the matches, a quick create, or loaded by id). */
  chosen: LookupCustomer | null;
  debounceMs: number;
}

export interface CustomerLookupInput {
  /** The form's customer (a ?customerId= preselect or the stored one of an edit), loaded by id. */
  chosenId: string | null;
  debounceMs?: number;
}

export type CustomerLookupEvent =
  | { type: 'lookup.type'; text: string }
  /** The user picks an option (null clears the choice). */
  | { type: 'lookup.choose'; id: string | null }
  /** A customer just created in the quick-create modal becomes the choice at once. */
  | { type: 'lookup.created'; customer: LookupCustomer };

export interface SearchCustomersInput {
  search: string;
}
export interface LoadCustomerInput {
  id: string;
}
