import { defineSamples } from '../samples';
import { forgotPasswordMachine } from './forgotPassword.machine';

export const forgotPasswordSamples = defineSamples(forgotPasswordMachine, {
  scenarios: [{ name: 'the reset password form is shown', input: undefined }],
  // Verdicts from seed A §4-§5 (idle, sending, submitted; email required and valid).
  events: [
    {
      type: 'forgotPassword.submit',
      label: 'a valid email',
      email: ' ada@example.com ',
      verdict: { accepts: { idle: 'sending' } },
    },
    // not an address, or none: the form stays idle
    {
      type: 'forgotPassword.submit',
      label: 'not an email',
      email: 'not-an-email',
      verdict: { refuses: ['idle'] },
    },
    { type: 'forgotPassword.submit', label: 'a blank email', email: '   ', verdict: { refuses: ['idle'] } },
  ],
  describe: {
    'forgotPassword.submit': 'the user asks for a reset link',
    'xstate.after.resetDelay.forgotPassword.sending': '650 ms pass',
  },
});
