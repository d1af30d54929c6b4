import type { SnapshotFrom } from 'xstate';
import { joinName } from '../../src/domain/names';
import type { customerLookupMachine } from './customerLookup.machine';
import type { CustomerLookupEvent, LookupCustomer } from './customerLookup.types';

type Snapshot = SnapshotFrom<typeof customerLookupMachine>;

/** 'Ada Lovelace · ada@example.com', so two customers with one name can be told apart. */
export const customerOptionLabel = (customer: LookupCustomer): string =>
  [joinName(customer.firstName, customer.lastName) || `Customer #${customer.id}`, customer.email]
    .filter(Boolean)
    .join(' · ');

/** What the customer combobox binds. */
export interface CustomerLookupView {
  /** The matches, with the chosen customer first when it is not among them. */
  options: { value: string; label: string }[];
  /** The chosen customer's id (null: none). */
  value: string | null;
  /** The box's text: what is being typed, else the chosen customer's name. */
  inputValue: string;
  /** A search or the chosen customer is loading. */
  busy: boolean;
  type: (text: string) => void;
  choose: (id: string | null) => void;
  created: (customer: LookupCustomer) => void;
}

export function connectCustomerLookup(
  snapshot: Snapshot,
  send: (event: CustomerLookupEvent) => void,
): CustomerLookupView {
  const { matches, chosen, chosenId, typed } = snapshot.context;
  const listed =
    chosen && !matches.some((customer) => customer.id === chosen.id) ? [chosen, ...matches] : matches;
  return {
    options: listed.map((customer) => ({ value: customer.id, label: customerOptionLabel(customer) })),
    value: chosenId,
    inputValue: typed ?? (chosen ? customerOptionLabel(chosen) : ''),
    busy: !snapshot.matches({ search: 'ready' }) || snapshot.matches({ choice: 'resolving' }),
    type: (text) => send({ type: 'lookup.type', text }),
    choose: (id) => send({ type: 'lookup.choose', id }),
    created: (customer) => send({ type: 'lookup.created', customer }),
  };
}
