export { collectionMachine, SEARCH_DEBOUNCE_MS } from './collection.machine';
export { collectionSamples } from './collection.samples';
export { connectCollection, type CollectionView } from './collection.connect';
export {
  askedOf,
  queryKey,
  queryToSearch,
  searchToQuery,
  withDefaults,
  type CollectionAsk,
  type QueryCodec,
} from './collection.query';
export type * from './collection.types';
