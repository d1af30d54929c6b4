import { assign, fromPromise, setup } from 'xstate';
import { validateChangePassword, type PasswordChange } from '../../src/domain/accounts';
import { isAppError, toAppError } from '../../src/domain/errors';
import { notProvided } from '../shared';
import type { ChangePasswordContext, ChangePasswordEvent } from './changePassword.types';

export const CHANGE_PASSWORD_FALLBACK = 'We could not change your password right now. Please try again.';

/**
 * Settings → Change password (issue 38): Current password, New password, Confirm password (the
 * sign-up rules). The server signs out every other session of the account; this one stays.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    /** POST /auth/change-password; a wrong current password is INVALID_CURRENT_PASSWORD. */
    changePassword: fromPromise<void, PasswordChange>(notProvided('changePassword', 'changePassword')),
  },
  actions: {
    setError: assign((_, params: { error: unknown }) => ({
      error: {
        message: toAppError(params.error, CHANGE_PASSWORD_FALLBACK).message,
        currentPasswordWrong: isAppError(params.error) && params.error.code === 'INVALID_CURRENT_PASSWORD',
      },
    })),
    clearError: assign({ error: null }),
    countChange: assign(({ context }) => ({ changes: context.changes + 1, error: null })),
  },
  guards: {
    valuesValid: ({ event }) => Object.keys(validateChangePassword(event)).length === 0,
  },
}).createMachine({
  id: 'changePassword',
  description: 'Changes the signed-in account’s password; the other sessions of the account end.',
  context: { error: null, changes: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'changePassword.submit': { guard: 'valuesValid', target: 'changing', actions: 'clearError' } },
    },
    changing: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => ({
          currentPassword: event.currentPassword,
          newPassword: event.newPassword,
        }),
        onDone: { target: 'changed', actions: 'countChange' },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    changed: {
      description: "Says 'Password changed'; the form is empty again for another change.",
      on: { 'changePassword.submit': { guard: 'valuesValid', target: 'changing', actions: 'clearError' } },
    },
    failed: {
      description: 'Says why (a wrong current password under its field); the typed values stay.',
      on: { 'changePassword.submit': { guard: 'valuesValid', target: 'changing', actions: 'clearError' } },
    },
  },
});
