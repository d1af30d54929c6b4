/**
 * `npm run bench`: speed and memory budgets at the volume the sample data's size setting gives
 * (10,000 submissions, 5,000 customers). Budgets are generous absolute ceilings for a 2-core machine;
 * the ratios catch accidental quadratic work, which absolute timings on a busy machine cannot.
 */
import { createDemoBackend } from '../../src/backend/demo';
import { createSampleData, LARGE_SAMPLE } from '../../src/domain/sample-data';
import { dashboardMetrics } from '../../src/domain/dashboard';
import { submissionCustomerName } from '../../src/domain/names';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchFirstLoad } from './first-load';
import { cardImageryBench } from './card-imagery';
import { cardImageryUiBench } from './card-imagery-ui';
import {
  fetchSubmissionRows,
  SUBMISSION_LIST_DEFAULTS,
} from '../../src/features/submissions/submission-rows';
import { benchCustomerDirectory } from './customers';
import { medianMs, medianMsAsync, report, type BenchResult } from './measure';

// `npm run bench -- --server`: the server process over HTTP at 100,000 submissions (scripts/bench/server.ts).
if (process.argv.includes('--server')) {
  const { benchServer } = await import('./server');
  process.exit((await benchServer()) ? 0 : 1);
}

const now = new Date('2026-11-01T12:00:00Z');
const results: BenchResult[] = [];

const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
collect();
const heapBefore = process.memoryUsage().heapUsed;
const startGenerate = performance.now();
const large = createSampleData({ now, size: LARGE_SAMPLE });
results.push({
  name: 'generate large sample data',
  value: performance.now() - startGenerate,
  unit: 'ms',
  budget: 5000,
});
results.push({
  name: 'heap held by large sample data',
  value: (collect(), process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024,
  unit: 'MB',
  budget: 400,
});

// The same rows four times over should take about four times as long; quadratic work would take 16.
// (Blocks start at 5,000 rows: below about 3,000, V8's caches make runs look cheaper than they scale.)
const half = large.submissions.slice(0, large.submissions.length / 2);
const quadrupled = [...half, ...half, ...half, ...half];
const dashboardFull = medianMs(() => dashboardMetrics(large.submissions, now), 31);
const dashboardLarge = medianMs(() => dashboardMetrics(quadrupled, now), 31);
const dashboardSmall = medianMs(() => dashboardMetrics(half, now), 31);
results.push({ name: 'dashboard metrics, 10,000 submissions', value: dashboardFull, unit: 'ms', budget: 50 });
results.push({
  name: 'dashboard metrics scaling (4x rows)',
  value: dashboardLarge / dashboardSmall,
  unit: 'ratio',
  budget: 8,
});

// Rows without names of their own fall back to the loaded customers: the lookup must not scan the list.
const unnamed = large.submissions.map((row) => ({
  ...row,
  firstName: null,
  lastName: null,
  customer: null,
  customerDisplayName: null,
  customerName: null,
}));
const byId = (customers: typeof large.customers) =>
  new Map(customers.map((customer) => [customer.id, customer]));
const allCustomers = byId(large.customers);
const fewCustomers = byId(large.customers.slice(0, large.customers.length / 10));
const namesAll = medianMs(() => unnamed.map((row) => submissionCustomerName(row, allCustomers)), 21);
const namesFew = medianMs(() => unnamed.map((row) => submissionCustomerName(row, fewCustomers)), 21);
results.push({ name: 'customer names for 10,000 rows by lookup', value: namesAll, unit: 'ms', budget: 250 });
results.push({
  name: 'customer name lookup scaling (10x customers)',
  value: namesAll / namesFew,
  unit: 'ratio',
  budget: 4,
});

const demo = createDemoBackend({ persona: () => 'admin', latency: 'none', now: () => now, data: large });
const searchSubmissions = await medianMsAsync(() =>
  demo.submissions.search({ pageNumber: 1, pageSize: 20, sort: [{ field: 'customer', desc: false }] }),
);
results.push({
  name: 'demo submission search sorted by customer',
  value: searchSubmissions,
  unit: 'ms',
  budget: 150,
});
const searchCustomers = await medianMsAsync(() =>
  demo.customers.search({ pageNumber: 1, pageSize: 20, isActive: true, lastName: 'son' }),
);
results.push({ name: 'demo customer search by last name', value: searchCustomers, unit: 'ms', budget: 100 });

// The submissions list at 10,000 submissions: each interaction is one fetch of the screen's own
// fetchSubmissionRows (search, names, hydration of missing customers); the ceiling is 100 ms.
const listServices = { backend: () => demo } as unknown as Parameters<typeof fetchSubmissionRows>[0];
const listQuery = { ...SUBMISSION_LIST_DEFAULTS };
const listFetch = (query: typeof listQuery) =>
  fetchSubmissionRows(listServices, query, new AbortController().signal);
const listInteractions: [string, typeof listQuery][] = [
  ['search keystroke', { ...listQuery, search: 'son' }],
  ['search by notes', { ...listQuery, search: 'rush' }],
  ['sort by total count', { ...listQuery, sort: [{ field: 'totalCount', desc: false }] }],
  ['sort by customer', { ...listQuery, sort: [{ field: 'customer', desc: true }] }],
  ['page 250', { ...listQuery, page: 250 }],
];
for (const [name, query] of listInteractions) {
  results.push({
    name: `submissions list, 10,000 submissions: ${name}`,
    value: await medianMsAsync(() => listFetch(query)),
    unit: 'ms',
    budget: 100,
  });
}

results.push(...(await benchCustomerDirectory(demo)));

// `npm run bench -- --data` skips the browser parts (first load, card imagery in Chromium).
const browser = !process.argv.includes('--data');
if (browser) {
  results.push(...(await cardImageryBench()));
  results.push(...(await cardImageryUiBench()));
}
const dataOk = report(results);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const firstLoadOk = browser ? await benchFirstLoad(root) : true;
process.exit(dataOk && firstLoadOk ? 0 : 1);
