/**
 * The customer directory at 5,000 customers in demo mode: each interaction (a search keystroke, a sort,
 * a page, a smart list) is the screen's own data call plus rendering the 20 rows it answers. Rendering
 * is measured as static markup, which leaves out the browser's layout, so the budget keeps headroom.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import type { CollectionQuery } from '../../machines/collection';
import type { Backend } from '../../src/backend/backend';
import { customerColumns } from '../../src/features/customers/customer-columns';
import { searchCustomerPage, loadDirectoryCounts } from '../../src/features/customers/customer-data';
import { CUSTOMER_DEFAULTS } from '../../src/features/customers/customer-query';
import { DataTable } from '../../src/ui/data-table';
import { medianMsAsync, type BenchResult } from './measure';

const COLUMNS = customerColumns();

async function interaction(demo: Backend, query: CollectionQuery): Promise<void> {
  const page = await searchCustomerPage(demo, query, new AbortController().signal);
  const table = createElement(DataTable<(typeof page.items)[number]>, {
    caption: 'Customers',
    columns: COLUMNS,
    rows: page.items,
    getRowId: (customer) => customer.id,
  });
  // The row links need a router; a server-side one reads no browser location.
  renderToStaticMarkup(createElement(Router, { ssrPath: '/customers', children: table }));
}

export async function benchCustomerDirectory(demo: Backend): Promise<BenchResult[]> {
  const at = (changes: Partial<CollectionQuery>): CollectionQuery => ({ ...CUSTOMER_DEFAULTS, ...changes });
  // Typing 'morgan' one letter at a time: each pause in typing fetches and renders once.
  const keystrokes = ['m', 'mo', 'mor', 'morg', 'morga', 'morgan'];
  let slowestKeystroke = 0;
  for (const search of keystrokes) {
    slowestKeystroke = Math.max(
      slowestKeystroke,
      await medianMsAsync(() => interaction(demo, at({ search })), 7),
    );
  }
  const sort = await medianMsAsync(
    () => interaction(demo, at({ sort: [{ field: 'lastName', desc: true }] })),
    7,
  );
  const page = await medianMsAsync(() => interaction(demo, at({ page: 120 })), 7);
  const smartList = await medianMsAsync(
    () => interaction(demo, at({ filters: { ...CUSTOMER_DEFAULTS.filters, list: 'active-clients' } })),
    5,
  );
  const counts = await medianMsAsync(() => loadDirectoryCounts(demo, new AbortController().signal), 5);
  return [
    {
      name: 'customer directory: slowest search keystroke',
      value: slowestKeystroke,
      unit: 'ms',
      budget: 100,
    },
    { name: 'customer directory: sort by name descending', value: sort, unit: 'ms', budget: 100 },
    { name: 'customer directory: page 120', value: page, unit: 'ms', budget: 100 },
    { name: 'customer directory: smart list (reads all 5,000)', value: smartList, unit: 'ms', budget: 600 },
    { name: 'customer directory: counts over 5,000 customers', value: counts, unit: 'ms', budget: 600 },
  ];
}
