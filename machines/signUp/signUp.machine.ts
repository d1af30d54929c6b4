import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAppError } from '../../src/domain/errors';
import type { RegistrationRequest, RegistrationResult } from '../../src/domain/session';
import { normaliseEmail, notProvided } from '../shared';
import type { SignUpContext, SignUpError, SignUpEvent, SignUpOutput } from './signUp.types';

export const SIGN_UP_FALLBACK_MESSAGE =
  'We were unable to create your account. Please review your details and try again.';
export const ACCOUNT_CREATED_TITLE = 'Account created';

/** Names and phone are trimmed; the email is trimmed and lower-cased. */
export const normaliseRegistration = (request: RegistrationRequest): RegistrationRequest => ({
  email: normaliseEmail(request.email),
  phoneNumber: request.phoneNumber.trim(),
  password: request.password,
  firstName: request.firstName.trim(),
  lastName: request.lastName.trim(),
});

export function toSignUpError(error: unknown): SignUpError {
  if (!isAppError(error)) return { code: 'UNKNOWN', message: SIGN_UP_FALLBACK_MESSAGE, messages: [] };
  return {
    code: error.code,
    message: error.message || SIGN_UP_FALLBACK_MESSAGE,
    messages: error.messages.filter((message) => message.trim() !== ''),
  };
}

/** Sign-up form submission (screen-scoped: created per visit of /sign-up). */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    output: {} as SignUpOutput,
  },
  actors: {
    /** POST /auth/register (demo: the in-memory registration). Rejects with REGISTRATION_FAILED. */
    register: fromPromise<RegistrationResult, RegistrationRequest>(notProvided('signUp', 'register')),
  },
  actions: {
    setRegistration: assign((_, params: { registration: RegistrationResult }) => ({
      registration: params.registration,
      error: null,
    })),
    setError: assign((_, params: { error: SignUpError }) => ({ error: params.error })),
    rememberEmail: assign((_, params: { email: string }) => ({ email: normaliseEmail(params.email) })),
  },
  guards: {
    isComplete: ({ event }) =>
      event.type === 'signUp.submit' &&
      [event.request.firstName, event.request.lastName, event.request.email, event.request.phoneNumber].every(
        (value) => value.trim() !== '',
      ) &&
      event.request.password !== '',
  },
}).createMachine({
  id: 'signUp',
  description: 'Creates an account; ends with the output the app needs to go to login with a banner.',
  context: { email: '', error: null, registration: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The sign-up form and Create account.',
      on: {
        'signUp.submit': {
          guard: 'isComplete',
          target: 'submitting',
          actions: { type: 'rememberEmail', params: ({ event }) => ({ email: event.request.email }) },
        },
      },
    },
    submitting: {
      description: 'Create account is busy while the account is created.',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'signUp.submit');
          return normaliseRegistration(event.request);
        },
        onDone: {
          target: 'succeeded',
          actions: { type: 'setRegistration', params: ({ event }) => ({ registration: event.output }) },
        },
        onError: {
          target: 'error',
          actions: { type: 'setError', params: ({ event }) => ({ error: toSignUpError(event.error) }) },
        },
      },
    },
    error: {
      description: 'A list of server messages, or a single message.',
      on: {
        'signUp.submit': {
          guard: 'isComplete',
          target: 'submitting',
          actions: { type: 'rememberEmail', params: ({ event }) => ({ email: event.request.email }) },
        },
      },
    },
    succeeded: { description: 'The account exists: the sign-in page says so.', type: 'final' },
  },
  output: ({ context }) => ({
    registration: context.registration,
    email: context.email,
    banner: { type: 'success', title: ACCOUNT_CREATED_TITLE, message: '' },
  }),
});
