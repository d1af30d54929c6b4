export { autoRefreshMachine, STATIC_REFRESH_MS } from './autoRefresh.machine';
export { autoRefreshSamples } from './autoRefresh.samples';
export { connectAutoRefresh, type AutoRefreshView } from './autoRefresh.connect';
export type * from './autoRefresh.types';
