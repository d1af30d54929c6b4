import { UserPlus } from 'lucide-react';
import { listScreen } from '../../kit/list-screen';
import type { Customer } from '../../domain/customer';
import { showingText } from '../../domain/format';
import { CUSTOMER_CSV_COLUMNS, customerColumns, customerHref } from './customer-columns';
import { searchAllCustomers, searchCustomerPage } from './customer-data';
import { CustomerFilterPanel } from './customer-filters';
import { CUSTOMER_CODEC, CUSTOMER_DEFAULTS } from './customer-query';
import { DirectoryOverview } from './directory-summary';

/** Customer directory (seed A §2 Customers): counts, tiers, search, filters, smart lists, table, export. */
export default listScreen<Customer>({
  title: 'Customers',
  fetch: ({ backend }, query, signal) => searchCustomerPage(backend(), query, signal),
  query: { defaults: CUSTOMER_DEFAULTS, codec: CUSTOMER_CODEC },
  columns: customerColumns(),
  rowHref: (customer) => customerHref(customer.id),
  create: { label: 'New customer', href: '/customers/new', icon: UserPlus },
  search: { label: 'Search customers', placeholder: 'Search name, email, phone, or location' },
  csvExport: {
    name: 'customers',
    columns: CUSTOMER_CSV_COLUMNS,
    fetchAll: ({ backend }, query, signal) => searchAllCustomers(backend(), query, signal),
  },
  overview: DirectoryOverview,
  filterPanel: CustomerFilterPanel,
  summary: ({ range, total, rows }) =>
    rows.length ? [showingText(range, total, { one: 'customer', many: 'customers' })] : [],
  texts: {
    error: 'Failed to load customers. Please try refreshing.',
    empty: 'No customers match your search',
    reset: 'Reset filters',
    pages: 'Customer pages',
  },
});
