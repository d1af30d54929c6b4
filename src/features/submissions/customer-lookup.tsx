import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  collectionMachine,
  type CollectionQuery,
  type FetchedPage,
  type FetchPageInput,
} from '../../../machines/collection';
import { useScreenActor } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import type { Customer } from '../../domain/customer';
import { parseCustomerSearchText } from '../../domain/customerSearch';
import { joinName } from '../../domain/names';
import { Combobox, type ComboboxOption } from '../../ui';

/** Seed B §9: 200 ms debounce; 8 customers shown before typing, up to 10 matches. */
export const LOOKUP_DEBOUNCE_MS = 200;
export const LOOKUP_EMPTY_COUNT = 8;
export const LOOKUP_MATCH_COUNT = 10;

const LOOKUP_QUERY: CollectionQuery = {
  search: '',
  filters: {},
  sort: [{ field: 'lastName', desc: false }],
  page: 1,
  pageSize: LOOKUP_MATCH_COUNT,
};

export type LookupCustomer = Pick<Customer, 'id' | 'firstName' | 'lastName' | 'email'> & { phone?: string };

/** 'Ada Lovelace · ada@example.com', so two customers with one name can be told apart. */
export const customerOptionLabel = (customer: LookupCustomer): string =>
  [joinName(customer.firstName, customer.lastName) || `Customer #${customer.id}`, customer.email]
    .filter(Boolean)
    .join(' · ');

export interface CustomerLookupProps {
  value: string | null;
  onChange: (customerId: string | null) => void;
  errorText?: string;
  /** A customer just created in the quick-create modal: shown as the selection at once. */
  known?: LookupCustomer | null;
}

/**
 * The submission form's customer combobox: the kit's collection machine searches customers by name,
 * email or phone (the directory's free-text rule) as the user types, debounced, and aborts stale
 * answers; the selected customer stays in the options so its name shows.
 */
export function CustomerLookup({ value, onChange, errorText, known }: CustomerLookupProps) {
  const services = useServices();
  const actor = useScreenActor(
    collectionMachine,
    ({ backend }) => ({
      actors: {
        fetchPage: fromPromise<FetchedPage, FetchPageInput>(({ input, signal }) =>
          backend().customers.search(
            {
              pageNumber: 1,
              pageSize: input.query.search.trim() ? LOOKUP_MATCH_COUNT : LOOKUP_EMPTY_COUNT,
              sort: [{ field: 'lastName', desc: false }],
              isActive: true,
              ...parseCustomerSearchText(input.query.search),
            },
            { signal },
          ),
        ),
      },
    }),
    { input: { defaults: LOOKUP_QUERY, debounceMs: LOOKUP_DEBOUNCE_MS } },
  );
  const rows = useSelector(actor, (snapshot) => snapshot.context.rows as readonly Customer[]);
  const busy = useSelector(actor, (snapshot) => !snapshot.matches('showing') && !snapshot.matches('empty'));
  // The last customer picked from the list, and one fetched by id (a ?customerId= preselect or the
  // stored customer of an edit) when it is not among the results on screen.
  const [picked, setPicked] = useState<LookupCustomer | null>(null);
  const [fetched, setFetched] = useState<LookupCustomer | null>(null);
  const selected =
    value === null
      ? null
      : ([known, picked, fetched].find((customer) => customer?.id === value) ??
        rows.find((customer) => customer.id === value) ??
        null);
  // What the box shows: the text being typed, else the selected customer's label.
  const [typed, setTyped] = useState<string | null>(null);
  const needsFetch = value !== null && selected === null;

  useEffect(() => {
    if (!needsFetch || value === null) return;
    const controller = new AbortController();
    services
      .backend()
      .customers.get(value, { signal: controller.signal })
      .then(setFetched, () => {
        if (!controller.signal.aborted) setFetched({ id: value, firstName: '', lastName: '', email: '' });
      });
    return () => controller.abort();
  }, [needsFetch, value, services]);

  const options = useMemo<ComboboxOption[]>(() => {
    const list: LookupCustomer[] = [...rows];
    if (selected && !list.some((customer) => customer.id === selected.id)) list.unshift(selected);
    return list.map((customer) => ({ value: customer.id, label: customerOptionLabel(customer) }));
  }, [rows, selected]);

  return (
    <div data-field="customerId">
      <Combobox
        label="Customer"
        required
        name="customerId"
        placeholder="Search by name, email or phone"
        options={options}
        value={value}
        filterLocally={false}
        busy={busy}
        errorText={errorText}
        emptyText="No customers match"
        inputValue={typed ?? (selected ? customerOptionLabel(selected) : '')}
        onInputValueChange={(text) => {
          setTyped(text);
          actor.send({ type: 'collection.search', text });
        }}
        onValueChange={(id) => {
          setPicked(rows.find((customer) => customer.id === id) ?? null);
          setTyped(null);
          onChange(id);
        }}
      />
    </div>
  );
}
