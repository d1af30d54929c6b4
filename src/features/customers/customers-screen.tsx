import { Download, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { ListScreen } from '../../kit/list-screen';
import { useServices } from '../../kit/services';
import { useCollectionExport, useCollectionScreen, useRecordScreen } from '../../kit/screen-actor';
import type { Customer } from '../../domain/customer';
import type { DirectoryCounts } from '../../domain/tiers';
import { Alert, Button, DataTable, SearchField } from '../../ui';
import { CUSTOMER_CSV_COLUMNS, customerColumns, customerHref } from './customer-columns';
import { loadDirectoryCounts, searchAllCustomers, searchCustomerPage } from './customer-data';
import { CustomerFilters, SmartLists } from './customer-filters';
import { CUSTOMER_CODEC, CUSTOMER_DEFAULTS } from './customer-query';
import { DirectorySummary } from './directory-summary';

const COLUMNS = customerColumns();
const toolbarStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' });

/** Customer directory (seed A §2 Customers): counts, tiers, search, filters, smart lists, table, export. */
export default function CustomersScreen() {
  const { navigate } = useServices();
  const list = useCollectionScreen<Customer>({
    defaults: CUSTOMER_DEFAULTS,
    codec: CUSTOMER_CODEC,
    fetchPage: ({ backend }, query, signal) => searchCustomerPage(backend(), query, signal),
  });
  const counts = useRecordScreen<DirectoryCounts>({
    id: 'directory',
    load: ({ backend }, _id, signal) => loadDirectoryCounts(backend(), signal),
  }).record;
  const csv = useCollectionExport<Customer>({
    fetchAll: ({ backend }, signal) => searchAllCustomers(backend(), list.query, signal),
    columns: CUSTOMER_CSV_COLUMNS,
    name: 'customers',
  });
  const applyFilters = (filters: Readonly<Record<string, string>>) => list.filters.apply(filters);

  return (
    <ListScreen
      list={list}
      title="Customers"
      actions={
        <Button asChild variant="primary">
          <Link href="/customers/new">
            <UserPlus size={16} aria-hidden />
            New customer
          </Link>
        </Button>
      }
      toolbar={
        <>
          <DirectorySummary counts={counts} />
          <div className={toolbarStyle}>
            <SearchField
              label="Search customers"
              placeholder="Search name, email, phone, or location"
              {...list.search}
              className={css({ flex: '1', minW: '64', maxW: 'xl' })}
            />
            <Button onClick={csv.run} loading={csv.running}>
              <Download size={16} aria-hidden />
              Export CSV
            </Button>
          </div>
          {csv.error && (
            <Alert tone="error" title="Export failed">
              {csv.error}
            </Alert>
          )}
          <SmartLists
            active={list.query.filters.list ?? ''}
            onSelect={(id) => applyFilters({ ...list.query.filters, list: id })}
          />
          <CustomerFilters
            applied={list.query.filters}
            loading={list.loading || list.refreshing}
            onApply={applyFilters}
          />
        </>
      }
      texts={{
        loading: 'Loading customers…',
        error: 'Failed to load customers. Please try refreshing.',
        empty: 'No customers match your search',
        reset: 'Reset filters',
        pages: 'Customer pages',
      }}
      summary={({ range, total }) =>
        `Showing ${range.from}–${range.to} of ${total.toLocaleString('en-US')} customers`
      }
    >
      {(rows) => (
        <DataTable
          caption="Customers"
          columns={COLUMNS}
          getRowId={(customer) => customer.id}
          {...rows}
          onRowClick={(customer) => navigate(customerHref(customer.id))}
        />
      )}
    </ListScreen>
  );
}
