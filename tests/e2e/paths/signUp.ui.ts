import { signUpMachine } from '../../../machines/signUp';
import { defineUiMap } from '../../../scripts/lib/machine-graph/ui-map';

// The sign-up page, signed out, with demo data (it accepts every complete registration, so a refused
// one needs the server: the model tests cover it).
const form = { role: 'form', name: 'New account' };
const box = (name: string) => ({ role: 'textbox', name, exact: true, within: form });

export const signUpUi = defineUiMap(signUpMachine, {
  machine: 'signUp',
  screen: 'the sign-up page',
  start: { 'the sign-up form is shown': { goto: '/sign-up', does: 'a signed-out person opens it' } },
  events: {
    'signUp.submit': ({ request }) => ({
      does: 'fills the form, ticks the terms and presses Create account',
      actions: [
        { fill: box('First Name'), value: request.firstName },
        { fill: box('Last Name'), value: request.lastName },
        { fill: box('Email'), value: request.email },
        { fill: box('Phone'), value: request.phoneNumber },
        { fill: box('Password'), value: request.password },
        { fill: box('Confirm Password'), value: request.password },
        { tick: 'I agree to the Terms and Privacy Policy' },
        { click: { role: 'button', name: 'Create account' } },
      ],
    }),
    'xstate.done.actor.register': 'app',
  },
  states: {
    idle: { sees: 'the sign-up form', checks: [{ see: form }] },
    submitting: null,
    succeeded: { sees: "the sign-in page with 'Account created'", checks: [{ text: 'Account created' }] },
    error: {
      sees: "'We couldn’t create your account.'",
      checks: [{ text: 'We couldn’t create your account.' }],
    },
  },
});
