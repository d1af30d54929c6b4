export { forgotPasswordMachine, RESET_DELAY_MS } from './forgotPassword.machine';
export { forgotPasswordSamples } from './forgotPassword.samples';
export * from './forgotPassword.selectors';
export type * from './forgotPassword.types';
