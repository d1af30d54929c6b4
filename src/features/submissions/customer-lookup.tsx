import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import {
  connectCustomerLookup,
  customerLookupMachine,
  LOOKUP_DEBOUNCE_MS,
  type LoadCustomerInput,
  type LookupCustomer,
  type SearchCustomersInput,
} from '../../../machines/customerLookup';
import { useScreenActor } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';
import { parseCustomerSearchText } from '../../domain/customerSearch';
import { Combobox } from '../../ui';
import { QuickCustomerButton } from './quick-customer-dialog';

/** Seed B §9: 8 customers shown before typing, up to 10 matches. */
export const LOOKUP_EMPTY_COUNT = 8;
export const LOOKUP_MATCH_COUNT = 10;

const rowStyle = css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' });

export interface CustomerLookupProps {
  /** The form's customer when the lookup opens (a ?customerId= preselect or the stored one of an edit). */
  initialValue: string | null;
  onChange: (customerId: string | null) => void;
  errorText?: string;
}

/**
 * The submission form's customer combobox and its 'New customer' button, on the customerLookup
 * machine: it searches customers by name, email or phone (the directory's free-text rule) as the user
 * types, and holds the chosen customer, so its name shows whatever the matches are.
 */
export function CustomerLookup({ initialValue, onChange, errorText }: CustomerLookupProps) {
  const actor = useScreenActor(
    customerLookupMachine,
    ({ backend }) => ({
      actors: {
        searchCustomers: fromPromise<readonly LookupCustomer[], SearchCustomersInput>(
          async ({ input, signal }) =>
            (
              await backend().customers.search(
                {
                  pageNumber: 1,
                  pageSize: input.search ? LOOKUP_MATCH_COUNT : LOOKUP_EMPTY_COUNT,
                  sort: [{ field: 'lastName', desc: false }],
                  isActive: true,
                  ...parseCustomerSearchText(input.search),
                },
                { signal },
              )
            ).items,
        ),
        loadCustomer: fromPromise<LookupCustomer, LoadCustomerInput>(({ input, signal }) =>
          backend().customers.get(input.id, { signal }),
        ),
      },
    }),
    { input: { chosenId: initialValue, debounceMs: LOOKUP_DEBOUNCE_MS } },
  );
  const view = useView(actor, connectCustomerLookup);

  return (
    <div className={rowStyle}>
      <div data-field="customerId" className={css({ flex: '1', minW: '60' })}>
        <Combobox
          label="Customer"
          required
          name="customerId"
          placeholder="Search by name, email or phone"
          options={view.options}
          value={view.value}
          filterLocally={false}
          busy={view.busy}
          errorText={errorText}
          emptyText="No customers match"
          inputValue={view.inputValue}
          onInputValueChange={view.type}
          onValueChange={(id) => {
            view.choose(id);
            onChange(id);
          }}
        />
      </div>
      <QuickCustomerButton
        onCreated={(customer) => {
          view.created(customer);
          onChange(customer.id);
        }}
      />
    </div>
  );
}
