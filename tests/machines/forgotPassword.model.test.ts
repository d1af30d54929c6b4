import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { forgotPasswordMachine, forgotPasswordSamples } from '../../machines/forgotPassword';
import { connectForgotPassword } from '../../machines/forgotPassword/forgotPassword.connect';
import { describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;

describeModel({
  name: 'forgotPassword',
  machine: forgotPasswordMachine,
  samples: forgotPasswordSamples,
  onStep: (report, { stubs, scratch }) => {
    const snapshot = report.actual as Snapshot;
    const view = connectForgotPassword(snapshot, () => {});
    const { event } = report;
    const callsBefore = (scratch.get('calls') as number | undefined) ?? 0;
    scratch.set('calls', stubs.calls.length);
    if (event.type === 'forgotPassword.submit') {
      const accepted = report.verdict?.accepted === true;
      // a valid email asks the server once, trimmed; anything else asks nothing
      expect(stubs.calls.length - callsBefore).toBe(accepted ? 1 : 0);
      if (accepted) {
        expect(stubs.calls.at(-1)).toMatchObject({
          src: 'requestPasswordReset',
          input: { email: event.email.trim() },
        });
        expect(view).toMatchObject({ sending: true, error: null, confirmation: null });
      }
    }
    if (event.type === 'xstate.done.actor.requestPasswordReset') {
      expect(snapshot.status).toBe('done');
      expect(view.confirmation).toBe(
        'If an account matches ada@example.com, we just sent reset instructions.',
      );
      expect(snapshot.output).toEqual({ email: 'ada@example.com' });
    }
    if (event.type === 'xstate.error.actor.requestPasswordReset') {
      // the form stays, with the server's reason, and no confirmation
      expect(view).toMatchObject({
        sending: false,
        confirmation: null,
        error: 'Too many reset requests from this network. Please try again in 60 minutes.',
      });
    }
  },
});
