export {
  sessionMachine,
  normaliseCredentials,
  toSessionError,
  LOGIN_FALLBACK_MESSAGE,
} from './session.machine';
export { sessionSamples, SAMPLE_USER } from './session.samples';
export { connectSession, type SessionView } from './session.connect';
export type * from './session.types';
