export { forgotPasswordMachine, RESET_REQUEST_FALLBACK } from './forgotPassword.machine';
export { forgotPasswordSamples } from './forgotPassword.samples';
export * from './forgotPassword.connect';
export type * from './forgotPassword.types';
