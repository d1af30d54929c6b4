import { screen } from '@testing-library/react';
import type { InspectionEvent } from 'xstate';
import { renderApp } from './render-app';

/** The machine ids of the actors the `?inspect` observer has seen created. */
function observedMachines() {
  const ids = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.actor') return;
    const logic = (event.actorRef as { logic?: { id?: unknown } }).logic;
    if (typeof logic?.id === 'string') ids.add(logic.id);
  };
  return { ids, inspect };
}

test('the inspector sees the app machine with its three long-lived children', async () => {
  const { ids, inspect } = observedMachines();
  await renderApp('/', { inspect });
  expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
  expect([...ids]).toEqual(expect.arrayContaining(['app', 'notifications', 'dataMode', 'session']));
});

test.each([
  ['/sign-up', 'Create account', 'signUp'],
  ['/reset-password', 'Send reset link', 'forgotPassword'],
])('the inspector sees the machine of %s', async (url, button, machine) => {
  const { ids, inspect } = observedMachines();
  await renderApp(url, { inspect });
  // the form is on screen: its machine runs
  expect(await screen.findByRole('button', { name: button })).toBeInTheDocument();
  expect(ids.has(machine)).toBe(true);
});
