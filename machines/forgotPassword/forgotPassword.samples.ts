import { defineSamples } from '../samples';
import { forgotPasswordMachine } from './forgotPassword.machine';

export const forgotPasswordSamples = defineSamples(forgotPasswordMachine, {
  scenarios: [{ name: 'the reset password form is shown', input: undefined }],
  events: [
    { type: 'forgotPassword.submit', email: ' ada@example.com ' },
    // makes hasValidEmail false: the form stays idle
    { type: 'forgotPassword.submit', email: 'not-an-email' },
  ],
  describe: {
    'forgotPassword.submit': 'the user asks for a reset link',
    'xstate.after.resetDelay.forgotPassword.sending': '650 ms pass',
  },
});
