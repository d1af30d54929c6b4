import { ACCOUNT_TEXTS } from '../../src/domain/accounts';
import { AppError } from '../../src/domain/errors';
import { defineSamples } from '../samples';
import { setPasswordMachine } from './setPassword.machine';

export const SAMPLE_TOKEN = 'k3VfP0_sample-token-from-the-link-abcdefghijk';
const LINK_GONE = new AppError('TOKEN_INVALID', ACCOUNT_TEXTS.linkInvalid, { status: 410 });
const OFFLINE = new AppError('NETWORK_ERROR', 'Unable to reach the server');
const STRONG = 'correct horse battery';

// Verdicts from issue 38: a link is checked first; a used or expired one (TOKEN_INVALID) says so for
// good; New password and Confirm password follow the sign-up rules (12 characters, equal).
const SENDS = { accepts: { ready: 'submitting' } };
const HOLDS = { refuses: ['ready'] };

export const setPasswordSamples = defineSamples(setPasswordMachine, {
  scenarios: [
    { name: 'a reset link is opened', input: { token: SAMPLE_TOKEN }, starts: 'checking' },
    { name: 'the page is opened without a token', input: { token: null }, starts: 'invalid' },
  ],
  events: [
    {
      type: 'xstate.done.actor.readPasswordLink',
      label: 'the link works',
      output: { purpose: 'reset', email: 'ada@example.com' },
      verdict: { accepts: { checking: 'ready' } },
    },
    {
      type: 'xstate.error.actor.readPasswordLink',
      label: 'used or expired',
      error: LINK_GONE,
      verdict: { accepts: { checking: 'invalid' } },
    },
    {
      type: 'xstate.error.actor.readPasswordLink',
      label: 'offline',
      error: OFFLINE,
      verdict: { accepts: { checking: 'checkFailed' } },
    },
    { type: 'setPassword.retry', label: 'try again', verdict: { accepts: { checkFailed: 'checking' } } },
    {
      type: 'setPassword.submit',
      label: 'two equal passwords of 12 or more',
      password: STRONG,
      confirmPassword: STRONG,
      verdict: SENDS,
    },
    {
      type: 'setPassword.submit',
      label: 'a password too short',
      password: 'short',
      confirmPassword: 'short',
      verdict: HOLDS,
    },
    {
      type: 'setPassword.submit',
      label: 'passwords that differ',
      password: STRONG,
      confirmPassword: `${STRONG}!`,
      verdict: HOLDS,
    },
    {
      type: 'xstate.done.actor.setPassword',
      label: 'the password is set',
      output: { email: 'ada@example.com' },
      verdict: { accepts: { submitting: 'done' } },
    },
    {
      type: 'xstate.error.actor.setPassword',
      label: 'used meanwhile',
      error: LINK_GONE,
      verdict: { accepts: { submitting: 'invalid' } },
    },
    {
      type: 'xstate.error.actor.setPassword',
      label: 'offline',
      error: OFFLINE,
      verdict: { accepts: { submitting: 'ready' } },
    },
  ],
  describe: {
    'setPassword.submit': 'the person types New password and Confirm password and presses Set password',
    'setPassword.retry': 'the person presses Try again',
    'xstate.done.actor.readPasswordLink': 'the server says the link works',
    'xstate.error.actor.readPasswordLink': 'checking the link fails',
    'xstate.done.actor.setPassword': 'the password is set',
    'xstate.error.actor.setPassword': 'setting the password fails',
  },
  // How QA stage the server failing (decision 0452).
  stage: {
    'xstate.error.actor.readPasswordLink': { fault: 'session.readPasswordLink' },
    'xstate.error.actor.setPassword': { fault: 'session.setPassword' },
  },
});
