import { AppError } from '../../src/domain/errors';
import { defineSamples } from '../samples';
import { forgotPasswordMachine } from './forgotPassword.machine';

// Verdicts from seed A §4-§5 (email required and valid) and issue 38 (the request goes to the server;
// the page confirms once it answered, whatever the email; a failed request can be sent again).
const SENDS = { accepts: { idle: 'sending', failed: 'sending' } };
const HOLDS = { refuses: ['idle', 'failed'] };

export const forgotPasswordSamples = defineSamples(forgotPasswordMachine, {
  scenarios: [{ name: 'the reset password form is shown', input: undefined }],
  events: [
    { type: 'forgotPassword.submit', label: 'a valid email', email: ' ada@example.com ', verdict: SENDS },
    // not an address, or none: nothing is sent
    { type: 'forgotPassword.submit', label: 'not an email', email: 'not-an-email', verdict: HOLDS },
    { type: 'forgotPassword.submit', label: 'a blank email', email: '   ', verdict: HOLDS },
    {
      type: 'xstate.done.actor.requestPasswordReset',
      label: 'the server answered',
      output: undefined,
      verdict: { accepts: { sending: 'submitted' } },
    },
    {
      type: 'xstate.error.actor.requestPasswordReset',
      label: 'too many requests from this network',
      error: new AppError(
        'HTTP_ERROR',
        'Too many reset requests from this network. Please try again in 60 minutes.',
        { status: 429 },
      ),
      verdict: { accepts: { sending: 'failed' } },
    },
  ],
  describe: {
    'forgotPassword.submit': 'the user asks for a reset link',
    'xstate.done.actor.requestPasswordReset': 'the server takes the request',
    'xstate.error.actor.requestPasswordReset': 'the request fails',
  },
  // How QA stage the server failing (decision 0452).
  stage: { 'xstate.error.actor.requestPasswordReset': { fault: 'session.requestPasswordReset' } },
});
