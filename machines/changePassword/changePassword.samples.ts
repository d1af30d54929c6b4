import { ACCOUNT_TEXTS } from '../../src/domain/accounts';
import { AppError } from '../../src/domain/errors';
import { defineSamples } from '../samples';
import { changePasswordMachine } from './changePassword.machine';

const NEW = 'correct horse battery';
// Verdicts from issue 38: Current password required; New and Confirm follow the sign-up rules.
const SENDS = { accepts: { idle: 'changing', changed: 'changing', failed: 'changing' } };
const HOLDS = { refuses: ['idle', 'changed', 'failed'] };

export const changePasswordSamples = defineSamples(changePasswordMachine, {
  scenarios: [{ name: 'Settings is open', input: undefined }],
  events: [
    {
      type: 'changePassword.submit',
      label: 'the current one and a good new one',
      currentPassword: 'password1234',
      newPassword: NEW,
      confirmPassword: NEW,
      verdict: SENDS,
    },
    {
      type: 'changePassword.submit',
      label: 'no current password',
      currentPassword: '',
      newPassword: NEW,
      confirmPassword: NEW,
      verdict: HOLDS,
    },
    {
      type: 'changePassword.submit',
      label: 'a new password too short',
      currentPassword: 'password1234',
      newPassword: 'short',
      confirmPassword: 'short',
      verdict: HOLDS,
    },
    {
      type: 'changePassword.submit',
      label: 'a confirmation that differs',
      currentPassword: 'password1234',
      newPassword: NEW,
      confirmPassword: 'another one entirely',
      verdict: HOLDS,
    },
    {
      type: 'xstate.done.actor.changePassword',
      label: 'changed',
      output: undefined,
      verdict: { accepts: { changing: 'changed' } },
    },
    {
      type: 'xstate.error.actor.changePassword',
      label: 'a wrong current password',
      error: new AppError('INVALID_CURRENT_PASSWORD', ACCOUNT_TEXTS.currentPasswordWrong, { status: 400 }),
      verdict: { accepts: { changing: 'failed' } },
    },
    {
      type: 'xstate.error.actor.changePassword',
      label: 'offline',
      error: new AppError('NETWORK_ERROR', 'Unable to reach the server'),
      verdict: { accepts: { changing: 'failed' } },
    },
  ],
  signature: (snapshot) => ({
    value: snapshot.value,
    error: snapshot.context.error?.currentPasswordWrong ?? null,
    changed: snapshot.context.changes > 0,
  }),
  describe: {
    'changePassword.submit': 'the person fills the three fields and presses Change password',
    'xstate.done.actor.changePassword': 'the password is changed',
    'xstate.error.actor.changePassword': 'changing it fails',
  },
  // How QA stage the server failing (decision 0452).
  stage: { 'xstate.error.actor.changePassword': { fault: 'session.changePassword' } },
});
