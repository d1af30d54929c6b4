import { AppError } from '../../src/domain/errors';
import { defineSamples } from '../samples';
import { recordMachine } from './record.machine';

export const SAMPLE_RECORD = { id: '12', firstName: 'Ada', lastName: 'Lovelace' };
export const SAMPLE_NOT_FOUND = new AppError('CUSTOMER_NOT_FOUND', 'Customer not found', { status: 404 });
export const SAMPLE_LOAD_ERROR = new AppError('NETWORK_ERROR', 'Unable to reach the server');
export const SAMPLE_REMOVE_ERROR = new AppError('HTTP_ERROR', 'Unable to remove right now', { status: 500 });

export const recordSamples = defineSamples(recordMachine, {
  scenarios: [{ name: 'a detail screen opens record 12', input: { id: '12' } }],
  events: [
    { type: 'record.reload' },
    { type: 'record.remove' },
    { type: 'record.confirmRemove' },
    { type: 'record.cancelRemove' },
    { type: 'xstate.done.actor.loadRecord', output: SAMPLE_RECORD },
    { type: 'xstate.error.actor.loadRecord', error: SAMPLE_NOT_FOUND },
    { type: 'xstate.error.actor.loadRecord', error: SAMPLE_LOAD_ERROR },
    { type: 'xstate.done.actor.removeRecord', output: undefined },
    { type: 'xstate.error.actor.removeRecord', error: SAMPLE_REMOVE_ERROR },
  ],
  describe: {
    'record.reload': 'the user reloads (or retries)',
    'record.remove': 'the user asks to delete',
    'record.confirmRemove': 'the user confirms the deletion',
    'record.cancelRemove': 'the user cancels the deletion',
    'xstate.done.actor.loadRecord': 'the record arrives',
    'xstate.error.actor.loadRecord': 'loading the record fails',
    'xstate.done.actor.removeRecord': 'the deletion succeeds',
    'xstate.error.actor.removeRecord': 'the deletion fails',
  },
});
