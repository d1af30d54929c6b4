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

export const signUpSamples = defineSamples(signUpMachine, {
  scenarios: [{ name: 'the sign-up form is shown', input: undefined }],
  events: [
    { type: 'signUp.submit', request: SAMPLE_REGISTRATION },
    // makes isComplete false: nothing is sent
    { type: 'signUp.submit', request: { ...SAMPLE_REGISTRATION, lastName: '  ' } },
    {
      type: 'xstate.done.actor.register',
      output: {
        userId: '7',
        customerId: '70',
        user: { id: '7', fullName: 'Grace Hopper', email: 'grace@example.com' },
      },
    },
    {
      type: 'xstate.error.actor.register',
      error: new AppError('REGISTRATION_FAILED', 'Account creation failed', {
        status: 400,
        messages: ['Email is already registered', 'Password is too common'],
      }),
    },
    {
      type: 'xstate.error.actor.register',
      error: new AppError(
        'REGISTRATION_FAILED',
        'We were unable to create your account. Please review your details and try again.',
        { status: 400 },
      ),
    },
  ],
  signature: (snapshot) => ({
    value: snapshot.value,
    status: snapshot.status,
    error: snapshot.context.error ? snapshot.context.error.messages.length > 0 : null,
  }),
  describe: {
    'signUp.submit': 'the user submits the form',
    'xstate.done.actor.register': 'the registration succeeds',
    'xstate.error.actor.register': 'the registration fails',
  },
});
