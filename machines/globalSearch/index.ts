export { globalSearchMachine } from './globalSearch.machine';
export { globalSearchSamples } from './globalSearch.samples';
export { connectGlobalSearch, type GlobalSearchView, type SearchGroupView } from './globalSearch.connect';
export type * from './globalSearch.types';
