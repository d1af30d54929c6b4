import { sessionMachine, sessionSamples } from '../../../machines/session';
import { defineSamples, type SampleEvent } from '../../../machines/samples';
import type { SessionUser } from '../../../src/domain/session';
import { defineUiMap } from '../../../scripts/lib/machine-graph/ui-map';

// The session through the sign-in page, the signed-in frame and its sign-in dialog, with demo data.
// Two starts: a fresh browser (no session: recovery finds none) that signs in, is asked to sign in
// again after a 401 and signs out; and a browser signed in as the admin that switches persona in the
// header, each switch recovering the session for the other persona. Failures are staged with the
// demo's fault switches (decision 0452): a refused sign-in (401), a sign-out the server fails, a 401
// on the Customers list, a recovery that fails while signed in.
type Sample = SampleEvent<typeof sessionMachine>;
type Snapshot = Parameters<NonNullable<typeof sessionSamples.filter>>[0];

const user = (persona: 'admin' | 'employee'): SessionUser => ({
  id: persona === 'admin' ? '1' : '2',
  email: `${persona}@example.com`,
  fullName: persona === 'admin' ? 'Demo Admin' : 'Demo Employee',
  displayName: persona === 'admin' ? 'Admin' : 'Employee',
  phone: '',
  roles: persona === 'admin' ? ['ADMIN', 'EMPLOYEE'] : ['EMPLOYEE'],
});
const isAdmin = (snapshot: Snapshot) => snapshot.context.user?.roles.includes('ADMIN') ?? true;

const FRESH = 'a fresh browser opens the app';
const SIGNED_IN = 'a browser signed in as the admin opens the dashboard';

/** A recovery finds a session when one began signed in, or at start-up in a browser that has one. */
const hasSession = (snapshot: Snapshot, atStart: boolean) =>
  snapshot.context.recoveringSignedIn || (!snapshot.context.hydrated && atStart);

/** What the demo's recovery answers: a refresh only with a session, failing on purpose or not. */
const recoveryFilter = (atStart: boolean) => (snapshot: Snapshot, sample: Sample) => {
  const session = hasSession(snapshot, atStart);
  if (sample.type === 'xstate.done.actor.refreshSession') return session;
  if (sample.type === 'xstate.error.actor.refreshSession')
    return sample.label === 'no session' ? !session : session;
  return true;
};

const { describe } = sessionSamples;
const screenSamples = defineSamples(sessionMachine, {
  scenarios: [
    { name: FRESH, input: undefined },
    { name: SIGNED_IN, input: undefined },
  ],
  events: [
    { type: 'xstate.error.actor.refreshSession', label: 'no session', error: new Error() },
    { type: 'xstate.error.actor.refreshSession', label: 'the refresh fails', error: new Error() },
    { type: 'xstate.done.actor.refreshSession', label: 'the session is refreshed' },
    { type: 'session.login', label: 'the admin signs in', email: 'admin@example.com', password: 'secret' },
    { type: 'session.login', label: 'signing in again', email: 'admin@example.com', password: 'secret' },
    { type: 'xstate.done.actor.login', label: 'the admin', output: user('admin') },
    { type: 'xstate.error.actor.login', label: 'wrong email or password', error: new Error() },
    { type: 'xstate.done.actor.signInAgain', label: 'the admin', output: user('admin') },
    { type: 'xstate.error.actor.signInAgain', label: 'wrong email or password', error: new Error() },
    { type: 'session.expired', label: 'the Customers list answers 401' },
    { type: 'session.logout', label: 'sign out' },
    { type: 'xstate.done.actor.logout', label: 'signed out' },
    { type: 'xstate.error.actor.logout', label: 'the server fails' },
  ],
  // switching persona recovers the session as the other persona, which the recovery then answers
  eventsFor: (snapshot) => [
    { type: 'session.recover', label: isAdmin(snapshot) ? 'switch to Employee' : 'switch to Admin' },
    {
      type: 'xstate.done.actor.fetchCurrentUser',
      label: 'the persona picked',
      output: !snapshot.context.hydrated || !isAdmin(snapshot) ? user('admin') : user('employee'),
    },
  ],
  filter: (snapshot, sample) => {
    if (sample.type === 'session.login') {
      return sample.label === 'signing in again' ? snapshot.matches({ authenticated: 'expired' }) : true;
    }
    // the persona switch is in the signed-in header
    if (sample.type === 'session.recover') return snapshot.matches({ authenticated: 'working' });
    return true;
  },
  stage: {
    ...sessionSamples.stage,
    'xstate.error.actor.refreshSession: no session': { how: 'a browser with no session: nothing to do' },
  },
  describe,
});

const emailBox = { role: 'textbox', name: 'Email' };
const passwordBox = { role: 'textbox', name: 'Password' };
const dialog = { role: 'dialog', name: 'Session expired' };
const sidebar = { role: 'complementary', name: 'Sidebar' };

export const sessionUi = defineUiMap(sessionMachine, {
  machine: 'session',
  screen: 'the sign-in page and the signed-in frame',
  samples: screenSamples,
  start: {
    [FRESH]: {
      goto: '/',
      does: 'a fresh browser opens the app (nothing stored)',
      // signs in, is asked again, signs out; the persona switch is the other start's
      filter: (snapshot, sample) =>
        sample.type !== 'session.recover' && recoveryFilter(false)(snapshot, sample),
    },
    [SIGNED_IN]: {
      signInAs: 'admin',
      goto: '/dashboard',
      does: 'the admin opens the dashboard in a browser with their session',
      // switches persona only: signing in and out are the fresh browser's
      filter: (snapshot, sample) =>
        !['session.login', 'session.logout', 'session.expired'].includes(sample.type) &&
        recoveryFilter(true)(snapshot, sample),
    },
  },
  events: {
    'xstate.error.actor.refreshSession': 'app',
    'xstate.done.actor.refreshSession': 'app',
    'xstate.done.actor.fetchCurrentUser': 'app',
    'xstate.done.actor.login': 'app',
    'xstate.error.actor.login': 'app',
    'xstate.done.actor.signInAgain': 'app',
    'xstate.error.actor.signInAgain': 'app',
    'xstate.done.actor.logout': 'app',
    'xstate.error.actor.logout': 'app',
    'session.login': (sample) =>
      sample.label === 'signing in again'
        ? {
            does: 'types the password in the Session expired dialog and presses Sign in',
            actions: [
              { fill: { ...passwordBox, within: dialog }, value: 'secret' },
              { click: { role: 'button', name: 'Sign in', within: dialog } },
            ],
          }
        : {
            does: 'types an email and a password and presses Sign in',
            actions: [
              { fill: emailBox, value: 'admin@example.com' },
              { fill: passwordBox, value: 'secret' },
              { click: { role: 'button', name: 'Sign in' } },
            ],
          },
    'session.logout': () => ({
      does: 'presses Sign out in the sidebar',
      actions: [{ click: { role: 'button', name: 'Sign out', within: sidebar } }],
    }),
    'session.expired': () => ({
      does: 'opens Customers in the sidebar (its list answers 401)',
      actions: [{ click: { role: 'link', name: 'Customers', exact: true, within: sidebar } }],
    }),
    'session.recover': (sample) => {
      const persona = sample.label === 'switch to Employee' ? 'Employee' : 'Admin';
      return {
        does: `picks ${persona} as the Persona in the header`,
        actions: [{ choose: 'Persona', option: persona }],
      };
    },
  },
  states: {
    restoring: null,
    authenticating: null,
    signingOut: null,
    'authenticated.signingInAgain': null,
    anonymous: {
      sees: 'the sign-in form',
      checks: [{ see: { role: 'button', name: 'Sign in' } }, { see: emailBox }],
    },
    error: {
      sees: "the sign-in form with 'Invalid email or password.'",
      checks: [{ text: 'Invalid email or password.' }, { see: { role: 'button', name: 'Sign in' } }],
    },
    'authenticated.working': {
      sees: 'the signed-in frame with Sign out, no Session expired dialog',
      checks: [{ see: { role: 'button', name: 'Sign out', within: sidebar } }, { hidden: dialog }],
    },
    'authenticated.expired': {
      sees: "the 'Session expired' dialog over the screen",
      checks: [{ see: dialog }],
    },
  },
});
