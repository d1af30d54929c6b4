import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../../src/domain/errors';
import { signUpMachine, signUpSamples } from '../../machines/signUp';
import { connectSignUp } from '../../machines/signUp/signUp.connect';
import { describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof signUpMachine>;

describeModel({
  name: 'signUp',
  machine: signUpMachine,
  samples: signUpSamples,
  onStep: (report, { stubs, scratch }) => {
    const snapshot = report.actual as Snapshot;
    const { event } = report;
    const callsBefore = (scratch.get('calls') as number | undefined) ?? 0;
    scratch.set('calls', stubs.calls.length);
    if (event.type === 'signUp.submit' && report.verdict?.accepted) {
      expect(snapshot.matches('submitting')).toBe(true);
      // names and phone trimmed, email trimmed and lower-cased, password as typed
      expect(stubs.calls.at(-1)).toMatchObject({
        src: 'register',
        input: {
          firstName: event.request.firstName.trim(),
          lastName: event.request.lastName.trim(),
          email: event.request.email.trim().toLowerCase(),
          phoneNumber: event.request.phoneNumber.trim(),
          password: event.request.password,
        },
      });
    }
    if (event.type === 'signUp.submit') {
      // an incomplete form sends nothing; a complete one sends exactly one registration
      expect(stubs.calls.length - callsBefore).toBe(report.verdict?.accepted ? 1 : 0);
    }
    if (event.type === 'xstate.error.actor.register') {
      const error = (event as unknown as { error: AppError }).error;
      expect(connectSignUp(snapshot, () => {}).error).toEqual(
        error.messages.length > 0
          ? { kind: 'list', messages: [...error.messages] }
          : { kind: 'message', message: error.message },
      );
    }
    if (event.type === 'xstate.done.actor.register') {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toMatchObject({
        email: 'grace@example.com',
        banner: { type: 'success', title: 'Account created' },
        registration: { userId: '7', customerId: '70' },
      });
    }
  },
});
