export { quickCustomerMachine } from './quickCustomer.machine';
export { quickCustomerSamples } from './quickCustomer.samples';
export {
  EMPTY_QUICK_CUSTOMER,
  QUICK_CUSTOMER_FAILED,
  isQuickCustomerValid,
  validateQuickCustomer,
} from './quickCustomer.rules';
export type * from './quickCustomer.types';
export { connectQuickCustomer, type QuickCustomerView } from './quickCustomer.connect';
