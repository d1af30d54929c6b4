import type { Persona } from '../../src/domain/session';
import { defineSamples } from '../samples';
import { dataModeMachine } from './dataMode.machine';

export const dataModeSamples = defineSamples(dataModeMachine, {
  scenarios: [
    { name: 'nothing stored (demo data, admin persona)', input: {} },
    { name: 'the server was chosen before', input: { storedMode: 'api', storedPersona: 'employee' } },
    { name: 'the build forces the server', input: { storedMode: 'mock', forceApi: true } },
  ],
  events: [
    { type: 'dataMode.set', mode: 'api' },
    { type: 'dataMode.set', mode: 'mock' },
    { type: 'dataMode.setPersona', persona: 'employee' },
    { type: 'dataMode.setPersona', persona: 'admin' },
    // not a persona: isOtherPersona is false
    { type: 'dataMode.setPersona', persona: 'superuser' as Persona },
  ],
  sequences: [
    {
      name: 'a forced server ignores mode and persona changes',
      scenario: 'the build forces the server',
      events: [
        { type: 'dataMode.set', mode: 'mock' },
        { type: 'dataMode.setPersona', persona: 'customer' },
      ],
    },
  ],
  describe: {
    'dataMode.set': 'an admin switches the data source',
    'dataMode.setPersona': 'a demo persona is picked',
  },
});
