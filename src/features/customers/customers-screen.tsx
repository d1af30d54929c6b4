import { Download, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { useServices } from '../../kit/services';
import { useCollectionExport, useCollectionScreen, useRecordScreen } from '../../kit/screen-actor';
import type { Customer } from '../../domain/customer';
import type { DirectoryCounts } from '../../domain/tiers';
import {
  Alert,
  Button,
  DataTable,
  EmptyState,
  LoadingState,
  PageHeader,
  Pagination,
  SearchField,
} from '../../ui';
import { CUSTOMER_CSV_COLUMNS, customerColumns, customerHref } from './customer-columns';
import { loadDirectoryCounts, searchAllCustomers, searchCustomerPage } from './customer-data';
import { CustomerFilters, SmartLists } from './customer-filters';
import { CUSTOMER_CODEC, CUSTOMER_DEFAULTS } from './customer-query';
import { DirectorySummary } from './directory-summary';

const COLUMNS = customerColumns();
const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const toolbarStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' });
const rangeStyle = css({ fontSize: 'sm', color: 'fg.muted' });

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
    <div className={pageStyle}>
      <PageHeader
        title="Customers"
        actions={
          <Button asChild variant="primary">
            <Link href="/customers/new">
              <UserPlus size={16} aria-hidden />
              New customer
            </Link>
          </Button>
        }
      />
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
      {list.error && !list.error.hasRows ? (
        <Alert tone="error" title="Failed to load customers. Please try refreshing.">
          <Button size="sm" onClick={list.error.onRetry}>
            Try again
          </Button>
        </Alert>
      ) : list.loading ? (
        <LoadingState message="Loading customers…" />
      ) : (
        <>
          {list.error && <Alert tone="error" title="Failed to load customers. Please try refreshing." />}
          <DataTable
            caption="Customers"
            columns={COLUMNS}
            getRowId={(customer) => customer.id}
            {...list.table}
            onRowClick={(customer) => navigate(customerHref(customer.id))}
            empty={
              list.empty && (
                <EmptyState
                  title="No customers match your search"
                  action={<Button onClick={list.empty.onReset}>Reset filters</Button>}
                />
              )
            }
          />
          {list.total > 0 && (
            <p className={rangeStyle} role="status">
              Showing {list.range.from}–{list.range.to} of {list.total.toLocaleString('en-US')} customers
            </p>
          )}
        </>
      )}
      <Pagination {...list.pagination} label="Customer pages" />
    </div>
  );
}
