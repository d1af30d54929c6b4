import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { SAMPLE_TOKEN, setPasswordMachine, setPasswordSamples } from '../../machines/setPassword';
import { connectSetPassword } from '../../machines/setPassword/setPassword.connect';
import { describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof setPasswordMachine>;

describeModel({
  name: 'setPassword',
  machine: setPasswordMachine,
  samples: setPasswordSamples,
  onStep: (report, { stubs, scratch }) => {
    const snapshot = report.actual as Snapshot;
    const view = connectSetPassword(snapshot, () => {});
    const { event } = report;
    const callsBefore = (scratch.get('calls') as number | undefined) ?? 0;
    scratch.set('calls', stubs.calls.length);

    if (event.type === 'setPassword.submit') {
      // only a valid pair is sent, once, with the link's token and the new password as typed
      const accepted = report.verdict?.accepted === true;
      expect(stubs.calls.length - callsBefore).toBe(accepted ? 1 : 0);
      if (accepted) {
        expect(stubs.calls.at(-1)).toMatchObject({
          src: 'setPassword',
          input: { token: SAMPLE_TOKEN, password: event.password },
        });
        expect(view).toMatchObject({ showForm: true, submitting: true, error: null });
      }
    }
    if (event.type === 'setPassword.retry') {
      expect(stubs.calls.at(-1)).toMatchObject({ src: 'readPasswordLink', input: { token: SAMPLE_TOKEN } });
      expect(view).toMatchObject({ checking: true, error: null });
    }
    if (event.type === 'xstate.done.actor.readPasswordLink') {
      expect(view).toMatchObject({ showForm: true, email: 'ada@example.com', purpose: 'reset' });
    }
    if (event.type.startsWith('xstate.error.') && snapshot.matches('invalid')) {
      // a used or expired link is the end of this page: the form is gone for good
      expect(snapshot.status).toBe('done');
      expect(view).toMatchObject({ invalid: true, showForm: false, checking: false });
    }
    if (event.type === 'xstate.error.actor.readPasswordLink' && snapshot.matches('checkFailed')) {
      expect(view).toMatchObject({ checkFailed: true, showForm: false, error: 'Unable to reach the server' });
    }
    if (event.type === 'xstate.error.actor.setPassword' && snapshot.matches('ready')) {
      // the form stays with the reason, to try again
      expect(view).toMatchObject({ showForm: true, submitting: false, error: 'Unable to reach the server' });
    }
    if (event.type === 'xstate.done.actor.setPassword') {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ email: 'ada@example.com' });
    }
  },
});
