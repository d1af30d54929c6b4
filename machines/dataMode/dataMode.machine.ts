import { assign, setup } from 'xstate';
import { PERSONAS, type DataMode, type Persona } from '../../src/domain/session';
import type { DataModeChange, DataModeContext, DataModeEvent, DataModeInput } from './dataMode.types';

const isDataMode = (value: unknown): value is DataMode => value === 'mock' || value === 'api';
const isPersona = (value: unknown): value is Persona => PERSONAS.includes(value as Persona);

/**
 * Which backend is live: demo data ('mock') or the server ('api'), and the demo persona. On a change
 * the app persists it and reacts (session recovery, reloads, the current route's role check).
 */
export const dataModeMachine = setup({
  types: {
    context: {} as DataModeContext,
    events: {} as DataModeEvent,
    input: {} as DataModeInput | undefined,
  },
  actions: {
    /** Stores mode and persona locally. */
    persistDataMode: (_, _params: DataModeChange) => {},
    /** Re-runs session recovery, reloads submissions and customers, re-checks the route's roles. */
    notifyModeChanged: (_, _params: DataModeChange) => {},
    setMode: assign((_, params: { mode: DataMode }) => ({ mode: params.mode })),
    setPersona: assign((_, params: { persona: Persona }) => ({ persona: params.persona })),
  },
  guards: {
    isForcedApi: ({ context }) => context.forcedApi,
    isApiMode: ({ context }) => context.mode === 'api',
    isApiRequested: ({ event }) => event.type === 'dataMode.set' && event.mode === 'api',
    isMockRequested: ({ event }) => event.type === 'dataMode.set' && event.mode === 'mock',
    isOtherPersona: ({ context, event }) =>
      event.type === 'dataMode.setPersona' && isPersona(event.persona) && event.persona !== context.persona,
  },
}).createMachine({
  id: 'dataMode',
  description: 'Demo data or the server; a build flag can force the server.',
  context: ({ input }) => ({
    mode: input?.forceApi ? 'api' : isDataMode(input?.storedMode) ? input.storedMode : 'mock',
    persona: isPersona(input?.storedPersona) ? input.storedPersona : 'admin',
    forcedApi: input?.forceApi === true,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      description: 'At start-up: the build flag, then the stored choice, decide the data mode.',
      always: [
        { guard: 'isForcedApi', target: 'forcedApi' },
        { guard: 'isApiMode', target: 'api' },
        { target: 'mock' },
      ],
    },
    mock: {
      description: "Demo data: the data source switch reads 'Demo data', with its persona.",
      on: {
        'dataMode.set': {
          guard: 'isApiRequested',
          target: 'api',
          actions: [
            { type: 'setMode', params: { mode: 'api' } },
            {
              type: 'persistDataMode',
              params: ({ context }) => ({ mode: 'api', persona: context.persona }),
            },
            {
              type: 'notifyModeChanged',
              params: ({ context }) => ({ mode: 'api', persona: context.persona }),
            },
          ],
        },
        'dataMode.setPersona': {
          guard: 'isOtherPersona',
          actions: [
            { type: 'setPersona', params: ({ event }) => ({ persona: event.persona }) },
            {
              type: 'persistDataMode',
              params: ({ event }) => ({ mode: 'mock', persona: event.persona }),
            },
            {
              type: 'notifyModeChanged',
              params: ({ event }) => ({ mode: 'mock', persona: event.persona }),
            },
          ],
        },
      },
    },
    api: {
      description: 'The persona is kept for when demo data comes back.',
      on: {
        'dataMode.set': {
          guard: 'isMockRequested',
          target: 'mock',
          actions: [
            { type: 'setMode', params: { mode: 'mock' } },
            {
              type: 'persistDataMode',
              params: ({ context }) => ({ mode: 'mock', persona: context.persona }),
            },
            {
              type: 'notifyModeChanged',
              params: ({ context }) => ({ mode: 'mock', persona: context.persona }),
            },
          ],
        },
      },
    },
    forcedApi: {
      description: 'The build forces the server: mode and persona changes are ignored.',
    },
  },
});
