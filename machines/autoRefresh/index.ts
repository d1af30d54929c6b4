export { autoRefreshMachine, STATIC_REFRESH_MS } from './autoRefresh.machine';
export { autoRefreshSamples } from './autoRefresh.samples';
export * from './autoRefresh.selectors';
export type * from './autoRefresh.types';
