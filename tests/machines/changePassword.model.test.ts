import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { changePasswordMachine, changePasswordSamples } from '../../machines/changePassword';
import { connectChangePassword } from '../../machines/changePassword/changePassword.connect';
import { describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof changePasswordMachine>;

describeModel({
  name: 'changePassword',
  machine: changePasswordMachine,
  samples: changePasswordSamples,
  onStep: (report, { stubs, scratch }) => {
    const snapshot = report.actual as Snapshot;
    const view = connectChangePassword(snapshot, () => {});
    const { event } = report;
    const callsBefore = (scratch.get('calls') as number | undefined) ?? 0;
    const changesBefore = (scratch.get('changes') as number | undefined) ?? 0;
    scratch.set('calls', stubs.calls.length);
    scratch.set('changes', snapshot.context.changes);
    if (event.type === 'changePassword.submit') {
      const accepted = report.verdict?.accepted === true;
      expect(stubs.calls.length - callsBefore).toBe(accepted ? 1 : 0);
      if (accepted) {
        // the confirmation never leaves the page
        expect(stubs.calls.at(-1)).toEqual(
          expect.objectContaining({
            src: 'changePassword',
            input: { currentPassword: event.currentPassword, newPassword: event.newPassword },
          }),
        );
        expect(view).toMatchObject({
          changing: true,
          changed: false,
          error: null,
          currentPasswordError: null,
        });
      }
    }
    if (event.type === 'xstate.done.actor.changePassword') {
      // 'Password changed', and the form starts empty again (a new key)
      expect(view).toMatchObject({ changed: true, error: null });
      expect(view.formKey).toBe(changesBefore + 1);
    }
    if (event.type === 'xstate.error.actor.changePassword') {
      const wrongCurrent = snapshot.context.error?.currentPasswordWrong === true;
      expect(view.changed).toBe(false);
      expect(view.formKey).toBe(changesBefore);
      expect(view.currentPasswordError).toBe(wrongCurrent ? 'Current password is incorrect.' : null);
      expect(view.error).toBe(wrongCurrent ? null : 'Unable to reach the server');
    }
  },
});
