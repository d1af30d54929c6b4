import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { forgotPasswordMachine, forgotPasswordSamples, RESET_DELAY_MS } from '../../machines/forgotPassword';
import { connectForgotPassword } from '../../machines/forgotPassword/forgotPassword.connect';
import { describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;

describeModel({
  name: 'forgotPassword',
  machine: forgotPasswordMachine,
  samples: forgotPasswordSamples,
  onStep: (report, { clock }) => {
    const snapshot = report.actual as Snapshot;
    const { event } = report;
    if (event.type === 'forgotPassword.submit') {
      const accepted = report.verdict?.accepted === true;
      expect(snapshot.matches(accepted ? 'sending' : 'idle')).toBe(true);
      expect(report.actions).toEqual(
        accepted ? [{ type: 'requestPasswordReset', params: { email: event.email.trim() } }] : [],
      );
      expect(connectForgotPassword(snapshot, () => {}).confirmation).toBeNull();
    }
    if (event.type.startsWith('xstate.after.')) {
      // the harness already checked nothing happened 1 ms earlier
      expect(clock.now()).toBe(RESET_DELAY_MS);
      expect(snapshot.status).toBe('done');
      expect(connectForgotPassword(snapshot, () => {}).confirmation).toBe(
        'If an account matches ada@example.com, we just sent reset instructions.',
      );
      expect(snapshot.output).toEqual({ email: 'ada@example.com' });
    }
  },
});
