import type { Persona } from '../../src/domain/session';
import { defineSamples, type SampleEvent } from '../samples';
import { dataModeMachine } from './dataMode.machine';

type Event = SampleEvent<typeof dataModeMachine>;

// Verdicts from seed A §4 (data mode): a build flag can force api, otherwise the stored choice
// (default mock) holds; a persona is picked in mock mode only, and picking the current one (or a
// name that is no persona) changes nothing.
export const dataModeSamples = defineSamples(dataModeMachine, {
  scenarios: [
    { name: 'nothing stored (demo data, admin persona)', input: {}, starts: 'mock' },
    {
      name: 'the server was chosen before',
      input: { storedMode: 'api', storedPersona: 'employee' },
      starts: 'api',
    },
    {
      name: 'the build forces the server',
      input: { storedMode: 'mock', forceApi: true },
      starts: 'forcedApi',
    },
  ],
  events: [
    {
      type: 'dataMode.set',
      label: 'the server',
      mode: 'api',
      verdict: { accepts: { mock: 'api' }, refuses: ['api', 'forcedApi'] },
    },
    {
      type: 'dataMode.set',
      label: 'demo data',
      mode: 'mock',
      verdict: { accepts: { api: 'mock' }, refuses: ['mock', 'forcedApi'] },
    },
    // not a persona
    {
      type: 'dataMode.setPersona',
      label: 'an unknown persona',
      persona: 'superuser' as Persona,
      verdict: { refuses: ['*'] },
    },
  ],
  // whether a persona is a change depends on the one in use
  eventsFor: (snapshot) =>
    (['employee', 'admin'] as const).map((persona): Event => ({
      type: 'dataMode.setPersona',
      label: `the ${persona} persona`,
      persona,
      verdict:
        persona === snapshot.context.persona
          ? { refuses: ['*'] }
          : { accepts: { mock: 'mock' }, refuses: ['api', 'forcedApi'] },
    })),
  sequences: [
    {
      name: 'a forced server ignores mode and persona changes',
      scenario: 'the build forces the server',
      events: [
        { type: 'dataMode.set', label: 'demo data', mode: 'mock', verdict: { refuses: ['forcedApi'] } },
        {
          type: 'dataMode.setPersona',
          label: 'the customer persona',
          persona: 'customer',
          verdict: { refuses: ['forcedApi'] },
        },
      ],
    },
  ],
  describe: {
    'dataMode.set': 'an admin switches the data source',
    'dataMode.setPersona': 'a demo persona is picked',
  },
});
