import { forgotPasswordMachine } from '../../../machines/forgotPassword';
import { defineUiMap } from '../../../scripts/lib/machine-graph/ui-map';

// The reset password page, signed out.
const form = { role: 'form', name: 'Reset password' };
const emailBox = { role: 'textbox', name: 'Email', within: form };
const send = { click: { role: 'button', name: 'Send reset link' } };

export const forgotPasswordUi = defineUiMap(forgotPasswordMachine, {
  machine: 'forgotPassword',
  screen: 'the reset password page',
  start: {
    'the reset password form is shown': { goto: '/reset-password', does: 'a signed-out person opens it' },
  },
  events: {
    'forgotPassword.submit': (sample) => ({
      does: `types ${sample.email.trim() === '' ? 'spaces' : `'${sample.email.trim()}'`} and presses Send reset link`,
      actions: [{ fill: emailBox, value: sample.email }, send],
    }),
    // The request answers by itself; its refusal (an address asking over and over) is the model test's.
    'xstate.done.actor.requestPasswordReset': 'app',
  },
  states: {
    idle: {
      sees: 'the reset password form',
      checks: [{ see: form }, { hidden: { role: 'status' } }],
    },
    sending: null,
    failed: {
      sees: 'the form with the reason',
      checks: [{ see: form }, { see: { role: 'alert' } }],
    },
    submitted: {
      sees: 'the confirmation',
      checks: [{ see: { role: 'status' } }, { hidden: form }],
    },
  },
});
