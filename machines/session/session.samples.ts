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

const SESSION_EXPIRED = new AppError('SESSION_NOT_FOUND', 'Session expired', { status: 401 });

// Verdicts from seed A §4 (session) and §5 (login: email and password required): a sign-in starts
// from anonymous or error, is blocked while one is running, and needs both fields.
// Issue 24: after a 401 the dialog over the screen signs in the same way, without leaving 'authenticated'.
const SIGNS_IN = {
  accepts: {
    anonymous: 'authenticating',
    error: 'authenticating',
    'authenticated.expired': 'authenticated.signingInAgain',
  },
  refuses: ['authenticating', 'authenticated.signingInAgain'],
};
const BLOCKED = {
  refuses: ['anonymous', 'error', 'authenticating', 'authenticated.expired', 'authenticated.signingInAgain'],
};
const WRONG_PASSWORD = new AppError('INVALID_CREDENTIALS', 'Invalid email or password', { status: 401 });

export const sessionSamples = defineSamples(sessionMachine, {
  scenarios: [{ name: 'the app starts with a stored session to recover', input: undefined }],
  events: [
    {
      type: 'session.login',
      label: 'valid email and password, remembered',
      email: '  Ada@Example.com ',
      password: 'correct horse battery',
      remember: true,
      verdict: SIGNS_IN,
    },
    // the password is missing: the sign-in is not started
    {
      type: 'session.login',
      label: 'a blank password',
      email: 'ada@example.com',
      password: '',
      verdict: BLOCKED,
    },
    // the email is blank once trimmed
    {
      type: 'session.login',
      label: 'a blank email',
      email: '   ',
      password: 'correct horse battery',
      verdict: BLOCKED,
    },
    { type: 'session.logout', label: 'sign out', verdict: { accepts: { authenticated: 'signingOut' } } },
    // a call answered 401 while signed in: the dialog opens once, over whatever the user was doing
    {
      type: 'session.expired',
      label: 'a call answers 401',
      // only a signed-in user working is asked; once open (or signed out) a further 401 changes nothing
      verdict: {
        accepts: { 'authenticated.working': 'authenticated.expired' },
        refuses: [
          'restoring',
          'anonymous',
          'authenticating',
          'error',
          'signingOut',
          'authenticated.expired',
          'authenticated.signingInAgain',
        ],
      },
    },
    {
      type: 'xstate.done.actor.signInAgain',
      label: 'Ada, admin and employee',
      output: SAMPLE_USER,
      verdict: { accepts: { 'authenticated.signingInAgain': 'authenticated.working' } },
    },
    {
      type: 'xstate.error.actor.signInAgain',
      label: 'wrong email or password',
      error: WRONG_PASSWORD,
      verdict: { accepts: { 'authenticated.signingInAgain': 'authenticated.expired' } },
    },
    // changing the data mode re-runs recovery from wherever the session is
    { type: 'session.recover', label: 'recover', verdict: { accepts: { '*': 'restoring.refreshing' } } },
    {
      type: 'xstate.done.actor.refreshSession',
      label: 'the session is refreshed',
      verdict: { accepts: { 'restoring.refreshing': 'restoring.fetchingUser' } },
    },
    {
      type: 'xstate.error.actor.refreshSession',
      label: 'the session expired',
      error: SESSION_EXPIRED,
      verdict: { accepts: { 'restoring.refreshing': 'anonymous' } },
    },
    {
      type: 'xstate.done.actor.fetchCurrentUser',
      label: 'Ada, admin and employee',
      output: SAMPLE_USER,
      verdict: { accepts: { 'restoring.fetchingUser': 'authenticated' } },
    },
    {
      type: 'xstate.error.actor.fetchCurrentUser',
      label: 'the session expired',
      error: SESSION_EXPIRED,
      verdict: { accepts: { 'restoring.fetchingUser': 'anonymous' } },
    },
    {
      type: 'xstate.done.actor.login',
      label: 'Ada, admin and employee',
      output: SAMPLE_USER,
      verdict: { accepts: { authenticating: 'authenticated' } },
    },
    {
      type: 'xstate.error.actor.login',
      label: 'wrong email or password',
      error: WRONG_PASSWORD,
      verdict: { accepts: { authenticating: 'error' } },
    },
    // the stored session is cleared even if the server call fails
    {
      type: 'xstate.done.actor.logout',
      label: 'signed out',
      verdict: { accepts: { signingOut: 'anonymous' } },
    },
    {
      type: 'xstate.error.actor.logout',
      label: 'the server fails',
      error: new AppError('API_RESPONSE_ERROR', 'Logout failed'),
      verdict: { accepts: { signingOut: 'anonymous' } },
    },
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
          label: 'the session expired',
          error: SESSION_EXPIRED,
          verdict: { accepts: { 'restoring.refreshing': 'anonymous' } },
        },
        {
          type: 'session.login',
          label: "Ada's valid credentials",
          email: 'ada@example.com',
          password: 'correct horse battery',
          verdict: SIGNS_IN,
        },
        {
          type: 'session.login',
          label: "Grace's credentials",
          email: 'grace@example.com',
          password: 'another password!',
          verdict: { refuses: ['authenticating'] },
        },
        {
          type: 'xstate.done.actor.login',
          label: 'Ada, admin and employee',
          output: SAMPLE_USER,
          verdict: { accepts: { authenticating: 'authenticated' } },
        },
      ],
    },
    {
      name: 'the session expires mid-work: a wrong password keeps the dialog open, the right one closes it',
      events: [
        { type: 'xstate.done.actor.refreshSession', label: 'the session is refreshed' },
        { type: 'xstate.done.actor.fetchCurrentUser', label: 'Ada, admin and employee', output: SAMPLE_USER },
        {
          type: 'session.expired',
          label: 'a call answers 401',
          verdict: { accepts: { 'authenticated.working': 'authenticated.expired' } },
        },
        {
          type: 'session.expired',
          label: 'a second call answers 401',
          verdict: { refuses: ['authenticated.expired'] },
        },
        {
          type: 'session.login',
          label: "Ada's wrong password",
          email: 'ada@example.com',
          password: 'wrong',
          verdict: { accepts: { 'authenticated.expired': 'authenticated.signingInAgain' } },
        },
        {
          type: 'xstate.error.actor.signInAgain',
          label: 'wrong email or password',
          error: WRONG_PASSWORD,
          verdict: { accepts: { 'authenticated.signingInAgain': 'authenticated.expired' } },
        },
        {
          type: 'session.login',
          label: "Ada's valid credentials",
          email: 'ada@example.com',
          password: 'correct horse battery',
          verdict: { accepts: { 'authenticated.expired': 'authenticated.signingInAgain' } },
        },
        {
          type: 'xstate.done.actor.signInAgain',
          label: 'Ada, admin and employee',
          output: SAMPLE_USER,
          verdict: { accepts: { 'authenticated.signingInAgain': 'authenticated.working' } },
        },
      ],
    },
  ],
  stage: {
    'xstate.error.actor.refreshSession': { fault: 'session.refresh' },
    'xstate.error.actor.fetchCurrentUser': { fault: 'session.currentUser' },
    'xstate.error.actor.login': { fault: 'session.login', status: 401 },
    'xstate.error.actor.signInAgain': { fault: 'session.login', status: 401 },
    'xstate.error.actor.logout': { fault: 'session.logout' },
    'session.expired': { fault: 'customers.search', status: 401, where: 'then open Customers' },
  },
  describe: {
    'session.login': 'the user signs in',
    'session.logout': 'the user signs out',
    'session.recover': 'the data mode changes (recovery runs again)',
    'session.expired': 'a call answers 401 (the session ended)',
    'xstate.done.actor.signInAgain': "the dialog's sign-in succeeds",
    'xstate.error.actor.signInAgain': "the dialog's sign-in fails",
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
