import { AppError } from '../../src/domain/errors';
import { defineSamples } from '../samples';
import { recordMachine } from './record.machine';

export const SAMPLE_RECORD = { id: '12', firstName: 'Ada', lastName: 'Lovelace' };
export const SAMPLE_NOT_FOUND = new AppError('CUSTOMER_NOT_FOUND', 'Customer not found', { status: 404 });
export const SAMPLE_LOAD_ERROR = new AppError('NETWORK_ERROR', 'Unable to reach the server');
export const SAMPLE_REMOVE_ERROR = new AppError('HTTP_ERROR', 'Unable to remove right now', { status: 500 });
export const SAMPLE_RESTORE_ERROR = new AppError('HTTP_ERROR', 'Another active card grade has code NM-MT.', {
  status: 409,
});

export const recordSamples = defineSamples(recordMachine, {
  scenarios: [{ name: 'a detail screen opens record 12', input: { id: '12' } }],
  events: [
    { type: 'record.reload', label: 'reload' },
    { type: 'record.remove', label: 'remove' },
    { type: 'record.confirmRemove', label: 'confirm' },
    { type: 'record.cancelRemove', label: 'cancel' },
    { type: 'record.restore', label: 'restore' },
    { type: 'xstate.done.actor.loadRecord', label: 'the record loads', output: SAMPLE_RECORD },
    // a missing record is final; any other failure can be retried
    {
      type: 'xstate.error.actor.loadRecord',
      label: 'not found',
      error: SAMPLE_NOT_FOUND,
      verdict: { accepts: { loading: 'notFound' } },
    },
    {
      type: 'xstate.error.actor.loadRecord',
      label: 'the server fails',
      error: SAMPLE_LOAD_ERROR,
      verdict: { accepts: { loading: 'failed' } },
    },
    { type: 'xstate.done.actor.removeRecord', label: 'removed', output: undefined },
    { type: 'xstate.error.actor.removeRecord', label: 'the server refuses', error: SAMPLE_REMOVE_ERROR },
    { type: 'xstate.done.actor.restoreRecord', label: 'restored', output: undefined },
    { type: 'xstate.error.actor.restoreRecord', label: 'the server refuses', error: SAMPLE_RESTORE_ERROR },
  ],
  stage: {
    'xstate.error.actor.loadRecord': { fault: 'customers.get', where: "on a customer's page" },
    'xstate.error.actor.removeRecord': { fault: 'customers.remove', where: "on a customer's page" },
    // the server's own refusal, caused in the demo as a user would (decision 0335)
    'xstate.error.actor.restoreRecord': {
      how: 'archive a card grade, create another with its code, then Restore the archived one',
    },
  },
  describe: {
    'record.reload': 'the user reloads (or retries)',
    'record.remove': 'the user asks to delete',
    'record.confirmRemove': 'the user confirms the deletion',
    'record.cancelRemove': 'the user cancels the deletion',
    'xstate.done.actor.loadRecord': 'the record arrives',
    'xstate.error.actor.loadRecord': 'loading the record fails',
    'xstate.done.actor.removeRecord': 'the deletion succeeds',
    'xstate.error.actor.removeRecord': 'the deletion fails',
    'record.restore': 'the user restores the archived record',
    'xstate.done.actor.restoreRecord': 'the restore succeeds',
    'xstate.error.actor.restoreRecord': 'the restore fails',
  },
});
