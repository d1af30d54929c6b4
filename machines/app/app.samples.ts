import type { SessionUser } from '../../src/domain/session';
import { defineSamples, type SampleEvent } from '../samples';
import { appMachine } from './app.machine';
import { BACK_TO_ADMIN_HANDLER, SIGNED_OUT_BY_DATA_SOURCE_BANNER } from './app.texts';

type Event = SampleEvent<typeof appMachine>;

export const SAMPLE_ADMIN: SessionUser = {
  id: '1',
  email: 'admin@example.com',
  fullName: 'Ada Admin',
  displayName: 'Ada',
  phone: '',
  roles: ['ADMIN'],
};
export const SAMPLE_EMPLOYEE: SessionUser = { ...SAMPLE_ADMIN, id: '2', roles: ['EMPLOYEE'] };

/** Seed A §4: only admins see the data-source switch, so only an admin leaving Admin is told the way back. */
export const tellsWayBack = (user: SessionUser | null, event: { mode: string; persona: string }) =>
  event.mode === 'mock' &&
  event.persona !== 'admin' &&
  user !== null &&
  user.roles.some((role) => role.toLowerCase() === 'admin');

const ANYWHERE = { accepts: { '*': '*' } };

// Verdicts from seed A §1/§4/§5: the app mounts once the first recovery has ended either way; any
// data-mode or persona change is stored and re-runs recovery; the sign-in page's banner explains a
// sign-out caused by a switch and goes once signed in; Back to Admin picks the Admin persona.
export const appSamples = defineSamples(appMachine, {
  scenarios: [
    { name: 'the page opens', input: {}, starts: 'starting' },
    {
      name: 'the page opens with the server chosen',
      input: { dataMode: { storedMode: 'api' } },
      starts: 'starting',
    },
  ],
  events: [
    {
      type: 'session.signedIn',
      label: 'the admin signs in',
      user: SAMPLE_ADMIN,
      verdict: { accepts: { starting: 'running', '*': '*' } },
    },
    {
      type: 'session.signedIn',
      label: 'an employee signs in',
      user: SAMPLE_EMPLOYEE,
      verdict: { accepts: { starting: 'running', '*': '*' } },
    },
    {
      type: 'session.cleared',
      label: 'the session ends',
      verdict: { accepts: { starting: 'running', '*': '*' } },
    },
    { type: 'session.signedOutByDataSource', label: 'the data source signs the user out', verdict: ANYWHERE },
    {
      type: 'session.rememberEmail',
      label: 'remember the email',
      email: 'ada@example.com',
      remember: true,
      verdict: ANYWHERE,
    },
    {
      type: 'toast.actionRun',
      label: "'Back to Admin' is pressed",
      handlerId: BACK_TO_ADMIN_HANDLER,
      verdict: ANYWHERE,
    },
    // an action the app does not know
    {
      type: 'toast.actionRun',
      label: "another toast's action",
      handlerId: 'someone.else',
      verdict: { refuses: ['*'] },
    },
    {
      type: 'toast.add',
      label: 'the server-issue toast',
      toast: { type: 'error', title: 'Server issue', message: SIGNED_OUT_BY_DATA_SOURCE_BANNER.message },
      verdict: ANYWHERE,
    },
    { type: 'session.expired', label: 'a call answers 401', verdict: ANYWHERE },
  ],
  // every change is accepted; whether the way back is shown depends on who is signed in
  eventsFor: () =>
    (
      [
        { mode: 'mock', persona: 'employee' },
        { mode: 'mock', persona: 'admin' },
        { mode: 'api', persona: 'employee' },
      ] as const
    ).map((change): Event => ({
      type: 'dataMode.changed',
      label: `${change.mode === 'mock' ? 'demo data' : 'the server'} as ${change.persona}`,
      ...change,
      verdict: ANYWHERE,
    })),
  filter: (snapshot, event) =>
    // the data-mode changes and problem toasts say the same in every state: walk them once running
    !(
      snapshot.matches('starting') &&
      (event.type === 'dataMode.changed' || event.type === 'toast.add' || event.type === 'session.expired')
    ),
  describe: {
    'session.signedIn': 'the session signs in (sign-in or recovery)',
    'session.cleared': 'the session ends (sign-out or no session found)',
    'session.signedOutByDataSource': 'a data-source switch found no session for the signed-in user',
    'session.rememberEmail': 'a sign-in asks to remember the email',
    'toast.actionRun': "a toast's action button is pressed",
    'toast.add': 'the server or the connection has a problem',
    'session.expired': 'a signed-in call answers 401',
    'dataMode.changed': 'the data source or demo persona changes',
  },
});
