import { assign, setup } from 'xstate';
import { looksLikeEmail } from '../shared';
import type {
  ForgotPasswordContext,
  ForgotPasswordEvent,
  ForgotPasswordOutput,
} from './forgotPassword.types';

/** The spec's forgot-password wait. */
export const RESET_DELAY_MS = 650;

/**
 * Forgot password (/reset-password): the form emits a submit and waits 650 ms, then always
 * confirms. No server call is specified; `requestPasswordReset` is where the app would make one.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    output: {} as ForgotPasswordOutput,
  },
  actions: {
    /** Hook for a future reset call; a no-op by default (the spec shows none). */
    requestPasswordReset: (_, _params: { email: string }) => {},
    setEmail: assign((_, params: { email: string }) => ({ email: params.email.trim() })),
  },
  guards: {
    hasValidEmail: ({ event }) => looksLikeEmail(event.email),
  },
  delays: {
    resetDelay: RESET_DELAY_MS,
  },
}).createMachine({
  id: 'forgotPassword',
  description: 'Sends a reset link request; confirms after 650 ms whatever the email.',
  context: { email: '' },
  initial: 'idle',
  states: {
    idle: {
      description: 'The reset form: Email and Send reset link.',
      on: {
        'forgotPassword.submit': {
          guard: 'hasValidEmail',
          target: 'sending',
          actions: [
            { type: 'setEmail', params: ({ event }) => ({ email: event.email }) },
            { type: 'requestPasswordReset', params: ({ event }) => ({ email: event.email.trim() }) },
          ],
        },
      },
    },
    sending: {
      description: 'Send reset link is busy for a moment.',
      after: { resetDelay: { target: 'submitted' } },
    },
    submitted: {
      description: "Shows 'If an account matches {email}, we just sent reset instructions.'",
      type: 'final',
    },
  },
  output: ({ context }) => ({ email: context.email }),
});
