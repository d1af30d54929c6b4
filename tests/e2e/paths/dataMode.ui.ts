import type { SnapshotFrom } from 'xstate';
import { dataModeMachine, dataModeSamples } from '../../../machines/dataMode';
import { defineUiMap } from '../../../scripts/lib/machine-graph/ui-map';

// The data source switch in the header (signed in as the admin with demo data) and on the sign-in page
// (in API mode, where nobody is signed in on the server). Two starts: a browser whose stored choice is
// demo data, and one that chose the server before and opens the app again. A build that forces the
// server is another build: the model tests cover it.
type Snapshot = SnapshotFrom<typeof dataModeMachine>;

const DEMO = 'nothing stored (demo data, admin persona)';
const SERVER = 'the server was chosen before';

const dataSource = { role: 'combobox', name: 'Data source' } as const;
const persona = { role: 'combobox', name: 'Persona' } as const;
/** The switch shows for the admin persona (and on the sign-in page); another persona has its way back. */
const adminPersona = (snapshot: Snapshot) => snapshot.context.persona === 'admin';

export const dataModeUi = defineUiMap(dataModeMachine, {
  machine: 'dataMode',
  screen: 'the data source switch',
  samples: {
    ...dataModeSamples,
    // the server was chosen by the admin persona of this browser, so the admin comes back with demo data
    scenarios: [
      { name: DEMO, input: {}, starts: 'mock' },
      { name: SERVER, input: { storedMode: 'api', storedPersona: 'admin' }, starts: 'api' },
    ],
    // the admin switches the data source; another persona has no switch until it goes back to Admin
    filter: (snapshot, sample) =>
      sample.type !== 'dataMode.set' || snapshot.matches('api') || adminPersona(snapshot),
  },
  start: {
    [DEMO]: { signInAs: 'admin', goto: '/dashboard', does: 'the admin opens the dashboard with demo data' },
    [SERVER]: {
      signInAs: 'admin',
      goto: '/dashboard',
      does: 'the admin picks API in Data source, then opens the app again',
      then: [{ select: dataSource, option: 'API' }, { goto: '/' }],
    },
  },
  events: {
    'dataMode.set': (sample) => ({
      does: `picks ${sample.mode === 'api' ? 'API' : 'Mock data'} in Data source`,
      actions: [{ select: dataSource, option: sample.mode === 'api' ? 'API' : 'Mock data' }],
    }),
    'dataMode.setPersona': (sample) => {
      if (sample.persona === 'employee') {
        return {
          does: 'picks Employee in Persona',
          actions: [{ select: persona, option: 'Employee' }],
        };
      }
      if (sample.persona === 'admin') {
        return {
          does: "presses 'Back to the Admin persona' on the lasting notice",
          actions: [{ click: { role: 'button', name: 'Back to the Admin persona' } }],
        };
      }
      // no persona by another name is offered
      return null;
    },
  },
  states: {
    resolving: null,
    mock: (snapshot) =>
      adminPersona(snapshot)
        ? {
            sees: "'Mock data' in Data source, with the Admin persona",
            checks: [{ see: dataSource }, { see: persona }, { text: 'admin@example.com' }],
          }
        : {
            sees: "'Viewing the demo as Employee', with no data source switch",
            checks: [{ text: 'Viewing the demo as Employee' }, { hidden: dataSource }],
          },
    api: {
      sees: "the sign-in page, 'API' in Data source and no persona",
      checks: [{ see: { role: 'button', name: 'Sign in' } }, { see: dataSource }, { hidden: persona }],
    },
    forcedApi: {
      sees: "'Data source: API', fixed",
      checks: [{ text: 'Data source: API' }],
    },
  },
});
