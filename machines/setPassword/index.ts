export { setPasswordMachine, SET_PASSWORD_FALLBACK } from './setPassword.machine';
export { setPasswordSamples, SAMPLE_TOKEN } from './setPassword.samples';
export * from './setPassword.connect';
export type * from './setPassword.types';
