import { sessionMachine } from '../../../machines/session';
import { defineUiMap } from '../../../scripts/lib/machine-graph/ui-map';

// The session on the sign-in page and the signed-in frame, with demo data (any password signs in, so
// a refused sign-in and the server's failures are not driven from here; the model tests cover them).
const emailBox = { role: 'textbox', name: 'Email' };
const passwordBox = { role: 'textbox', name: 'Password' };
const signIn = { click: { role: 'button', name: 'Sign in' } };

export const sessionUi = defineUiMap(sessionMachine, {
  machine: 'session',
  screen: 'the sign-in page',
  start: {
    'the app starts with a stored session to recover': {
      goto: '/',
      does: 'a fresh browser opens the app (nothing stored, so recovery finds no session)',
    },
  },
  events: {
    'xstate.error.actor.refreshSession': 'app',
    'xstate.done.actor.login': 'app',
    'xstate.done.actor.logout': 'app',
    'session.login': (sample) => {
      if (sample.label === 'valid email and password, remembered') {
        return {
          does: 'picks the Admin persona, types an email and a password, presses Sign in',
          actions: [
            { choose: 'Persona', option: 'Admin' },
            { fill: emailBox, value: 'admin@example.com' },
            { fill: passwordBox, value: 'correct horse battery' },
            signIn,
          ],
        };
      }
      if (sample.label === 'a blank password') {
        return {
          does: 'types an email only and presses Sign in',
          actions: [{ fill: emailBox, value: 'admin@example.com' }, signIn],
        };
      }
      if (sample.label === 'a blank email') {
        return {
          does: 'types spaces as the email, a password, and presses Sign in',
          actions: [
            { fill: emailBox, value: '   ' },
            { fill: passwordBox, value: 'correct horse battery' },
            signIn,
          ],
        };
      }
      return null;
    },
    'session.logout': () => ({
      does: 'presses Sign out in the sidebar',
      actions: [{ click: { role: 'button', name: 'Sign out' } }],
    }),
  },
  states: {
    restoring: null,
    authenticating: null,
    signingOut: null,
    anonymous: {
      sees: 'the sign-in form',
      checks: [{ see: { role: 'button', name: 'Sign in' } }, { see: emailBox }],
    },
    authenticated: {
      sees: 'the dashboard',
      checks: [{ url: '/dashboard$' }, { see: { role: 'heading', name: 'Dashboard' } }],
    },
    error: {
      sees: 'the sign-in form with why it failed',
      checks: [{ text: 'Invalid email or password.' }],
    },
  },
});
