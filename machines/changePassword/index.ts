export { changePasswordMachine, CHANGE_PASSWORD_FALLBACK } from './changePassword.machine';
export { changePasswordSamples } from './changePassword.samples';
export * from './changePassword.connect';
export type * from './changePassword.types';
