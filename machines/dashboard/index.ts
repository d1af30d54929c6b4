export { dashboardMachine, AUTO_REFRESH_MS } from './dashboard.machine';
export { dashboardSamples, SAMPLE_DASHBOARD_LOAD } from './dashboard.samples';
export * from './dashboard.connect';
export type * from './dashboard.types';
