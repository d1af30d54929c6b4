export { customerLookupMachine, LOOKUP_DEBOUNCE_MS } from './customerLookup.machine';
export { customerLookupSamples } from './customerLookup.samples';
export {
  connectCustomerLookup,
  customerOptionLabel,
  type CustomerLookupView,
} from './customerLookup.connect';
export type * from './customerLookup.types';
