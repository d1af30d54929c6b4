export { forgotPasswordMachine, RESET_DELAY_MS } from './forgotPassword.machine';
export { forgotPasswordSamples } from './forgotPassword.samples';
export * from './forgotPassword.connect';
export type * from './forgotPassword.types';
