import { AppError } from '../../src/domain/errors';
import type { SessionUser } from '../../src/domain/session';
import { defineSamples } from '../samples';
import { sessionMachine } from './session.machine';

export const SAMPLE_USER: SessionUser = {
  id: '42',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  displayName: 'Ada',
  phone: '555-123-4567',
  roles: ['ADMIN', 'EMPLOYEE'],
};

export const sessionSamples = defineSamples(sessionMachine, {
  scenarios: [{ name: 'the app starts with a stored session to recover', input: undefined }],
  events: [
    {
      type: 'session.login',
      email: '  Ada@Example.com ',
      password: 'correct horse battery',
      remember: true,
    },
    // makes hasCredentials false: the sign-in is not started
    { type: 'session.login', email: 'ada@example.com', password: '' },
    { type: 'session.logout' },
    { type: 'session.recover' },
    { type: 'xstate.done.actor.refreshSession' },
    {
      type: 'xstate.error.actor.refreshSession',
      error: new AppError('SESSION_NOT_FOUND', 'Session expired', { status: 401 }),
    },
    { type: 'xstate.done.actor.fetchCurrentUser', output: SAMPLE_USER },
    {
      type: 'xstate.error.actor.fetchCurrentUser',
      error: new AppError('SESSION_NOT_FOUND', 'Session expired', { status: 401 }),
    },
    { type: 'xstate.done.actor.login', output: SAMPLE_USER },
    {
      type: 'xstate.error.actor.login',
      error: new AppError('INVALID_CREDENTIALS', 'Invalid email or password', { status: 401 }),
    },
    { type: 'xstate.done.actor.logout' },
    { type: 'xstate.error.actor.logout', error: new AppError('API_RESPONSE_ERROR', 'Logout failed') },
  ],
  // the user and error follow from the state; whether the app has mounted and whether a recovery
  // began signed in (it decides whether a failed recovery says why) do not
  signature: (snapshot) => ({
    value: snapshot.value,
    hydrated: snapshot.context.hydrated,
    recoveringSignedIn: snapshot.context.recoveringSignedIn,
  }),
  sequences: [
    {
      name: 'a second sign-in is ignored while the first is running',
      events: [
        {
          type: 'xstate.error.actor.refreshSession',
          error: new AppError('SESSION_NOT_FOUND', 'Session expired', { status: 401 }),
        },
        { type: 'session.login', email: 'ada@example.com', password: 'correct horse battery' },
        { type: 'session.login', email: 'grace@example.com', password: 'another password!' },
        { type: 'xstate.done.actor.login', output: SAMPLE_USER },
      ],
    },
  ],
  describe: {
    'session.login': 'the user signs in',
    'session.logout': 'the user signs out',
    'session.recover': 'the data mode changes (recovery runs again)',
    'xstate.done.actor.refreshSession': 'the session refresh succeeds',
    'xstate.error.actor.refreshSession': 'the session refresh fails',
    'xstate.done.actor.fetchCurrentUser': 'the current user loads',
    'xstate.error.actor.fetchCurrentUser': 'loading the current user fails',
    'xstate.done.actor.login': 'the sign-in call succeeds',
    'xstate.error.actor.login': 'the sign-in call fails',
    'xstate.done.actor.logout': 'the sign-out call succeeds',
    'xstate.error.actor.logout': 'the sign-out call fails',
  },
});
