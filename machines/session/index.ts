export {
  sessionMachine,
  normaliseCredentials,
  toSessionError,
  LOGIN_FALLBACK_MESSAGE,
} from './session.machine';
export { sessionSamples, SAMPLE_USER } from './session.samples';
export * from './session.selectors';
export type * from './session.types';
