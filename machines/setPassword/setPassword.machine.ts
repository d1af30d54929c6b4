import { assign, fromPromise, setup } from 'xstate';
import { validateSetPassword, type PasswordLink } from '../../src/domain/accounts';
import { isAppError, toAppError } from '../../src/domain/errors';
import { notProvided } from '../shared';
import type {
  SetPasswordContext,
  SetPasswordEvent,
  SetPasswordInput,
  SetPasswordOutput,
} from './setPassword.types';

/** Shown when checking the link or saving the password fails for another reason than the link. */
export const SET_PASSWORD_FALLBACK = 'We could not reach the server. Please try again.';

/** A used, expired or unknown link: the server's TOKEN_INVALID. */
const linkGone = (error: unknown) => isAppError(error) && error.code === 'TOKEN_INVALID';

/**
 * The set-password page a reset or invitation link opens (issue 38): it checks the link's token
 * first, then takes New password and Confirm password (the sign-up rules) and sets the password once.
 * A used or expired link says so, with the way to ask for a new one; success leads to sign-in.
 */
export const setPasswordMachine = setup({
  types: {
    context: {} as SetPasswordContext,
    events: {} as SetPasswordEvent,
    input: {} as SetPasswordInput,
    output: {} as SetPasswordOutput,
  },
  actors: {
    /** POST /auth/password-link: what the token opens; TOKEN_INVALID once it no longer works. */
    readPasswordLink: fromPromise<PasswordLink, { token: string }>(
      notProvided('setPassword', 'readPasswordLink'),
    ),
    /** POST /auth/password: sets it once; answers the account's email. */
    setPassword: fromPromise<{ email: string }, { token: string; password: string }>(
      notProvided('setPassword', 'setPassword'),
    ),
  },
  actions: {
    setLink: assign((_, params: { link: PasswordLink }) => ({ link: params.link, error: null })),
    setError: assign((_, params: { error: unknown }) => ({
      error: toAppError(params.error, SET_PASSWORD_FALLBACK).message,
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token.trim() !== '',
    linkGone: ({ event }) => 'error' in event && linkGone(event.error),
    /** New password at least 12 characters, Confirm password equal (the sign-up rules). */
    passwordsValid: ({ event }) =>
      event.type === 'setPassword.submit' &&
      Object.keys(validateSetPassword({ password: event.password, confirmPassword: event.confirmPassword }))
        .length === 0,
  },
}).createMachine({
  id: 'setPassword',
  description: 'Checks a reset or invitation link, then sets the password through it once.',
  context: ({ input }) => ({ token: input.token, link: null, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'checking' }, { target: 'invalid' }],
    },
    checking: {
      description: 'Asks the server what the link opens.',
      invoke: {
        id: 'readPasswordLink',
        src: 'readPasswordLink',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'ready',
          actions: { type: 'setLink', params: ({ event }) => ({ link: event.output }) },
        },
        onError: [
          { guard: 'linkGone', target: 'invalid' },
          {
            target: 'checkFailed',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    checkFailed: {
      description: 'The link could not be checked (offline, a server error); Try again checks it again.',
      on: { 'setPassword.retry': { target: 'checking', actions: 'clearError' } },
    },
    invalid: {
      description: "'This link has expired or was already used.', with a way to ask for a new one.",
      type: 'final',
    },
    ready: {
      description: 'New password, Confirm password and Set password; a failed save shows why here.',
      on: {
        'setPassword.submit': { guard: 'passwordsValid', target: 'submitting', actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context, event }) => ({
          token: context.token ?? '',
          password: event.type === 'setPassword.submit' ? event.password : '',
        }),
        onDone: { target: 'done' },
        onError: [
          { guard: 'linkGone', target: 'invalid' },
          { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: {
      description: "The password is set: the app goes to sign-in with the banner 'Password changed'.",
      type: 'final',
    },
  },
  output: ({ context }) => ({ email: context.link?.email ?? '' }),
});
