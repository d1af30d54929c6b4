import { AppError } from '../../src/domain/errors';
import type { RegistrationRequest } from '../../src/domain/session';
import { defineSamples } from '../samples';
import { signUpMachine } from './signUp.machine';

export const SAMPLE_REGISTRATION: RegistrationRequest = {
  firstName: ' Grace ',
  lastName: 'Hopper ',
  email: ' Grace@Example.com',
  phoneNumber: '555-123-4567 ',
  password: 'a long enough password',
};

// Verdicts from seed A §4-§5 (sign-up: idle, submitting, error; names, email, phone and password
// required): a complete form is sent from idle or after an error, an incomplete one is not.
const SENDS = { accepts: { idle: 'submitting', error: 'submitting' } };
const HOLDS = { refuses: ['idle', 'error'] };
const FAILS = { accepts: { submitting: 'error' } };

export const signUpSamples = defineSamples(signUpMachine, {
  scenarios: [{ name: 'the sign-up form is shown', input: undefined }],
  events: [
    { type: 'signUp.submit', label: 'a complete registration', request: SAMPLE_REGISTRATION, verdict: SENDS },
    // a blank last name: nothing is sent
    {
      type: 'signUp.submit',
      label: 'a blank last name',
      request: { ...SAMPLE_REGISTRATION, lastName: '  ' },
      verdict: HOLDS,
    },
    // no password: nothing is sent
    {
      type: 'signUp.submit',
      label: 'a blank password',
      request: { ...SAMPLE_REGISTRATION, password: '' },
      verdict: HOLDS,
    },
    {
      type: 'xstate.done.actor.register',
      label: 'account created',
      output: {
        userId: '7',
        customerId: '70',
        user: { id: '7', fullName: 'Grace Hopper', email: 'grace@example.com' },
      },
      verdict: { accepts: { submitting: 'succeeded' } },
    },
    {
      type: 'xstate.error.actor.register',
      label: 'email taken, weak password',
      error: new AppError('REGISTRATION_FAILED', 'Account creation failed', {
        status: 400,
        messages: ['Email is already registered', 'Password is too common'],
      }),
      verdict: FAILS,
    },
    {
      type: 'xstate.error.actor.register',
      label: 'refused without reasons',
      error: new AppError(
        'REGISTRATION_FAILED',
        'We were unable to create your account. Please review your details and try again.',
        { status: 400 },
      ),
      verdict: FAILS,
    },
  ],
  signature: (snapshot) => ({
    value: snapshot.value,
    status: snapshot.status,
    error: snapshot.context.error ? snapshot.context.error.messages.length > 0 : null,
  }),
  stage: { 'xstate.error.actor.register': { fault: 'session.register' } },
  describe: {
    'signUp.submit': 'the user submits the form',
    'xstate.done.actor.register': 'the registration succeeds',
    'xstate.error.actor.register': 'the registration fails',
  },
});
