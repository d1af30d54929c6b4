export {
  signUpMachine,
  normaliseRegistration,
  toSignUpError,
  SIGN_UP_FALLBACK_MESSAGE,
  ACCOUNT_CREATED_TITLE,
} from './signUp.machine';
export { signUpSamples, SAMPLE_REGISTRATION } from './signUp.samples';
export * from './signUp.connect';
export type * from './signUp.types';
