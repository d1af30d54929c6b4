import { expect } from 'vitest';
import { sessionMachine, sessionSamples } from '../../machines/session';
import { selectSessionStatus } from '../../machines/session/session.selectors';
import { actionTypes, describeModel } from './harness';

describeModel({
  name: 'session',
  machine: sessionMachine,
  samples: sessionSamples,
  onStep: (report, { stubs, scratch }) => {
    const { event, actual } = report;
    const logins = stubs.calls.filter((entry) => entry.src === 'login').length;
    const loginsBefore = (scratch.get('logins') as number | undefined) ?? 0;
    scratch.set('logins', logins);
    const snapshot = actual as ReturnType<typeof sessionMachine.transition>;
    const status = selectSessionStatus(snapshot);

    // Recovery: authenticating while it runs; hydrated once the first attempt ended, either way.
    if (snapshot.matches('restoring')) expect(status).toBe('authenticating');
    if (
      event.type === 'xstate.error.actor.refreshSession' ||
      event.type === 'xstate.error.actor.fetchCurrentUser'
    ) {
      expect(snapshot.matches('anonymous')).toBe(true);
      expect(snapshot.context.hydrated).toBe(true);
      expect(snapshot.context.user).toBeNull();
      expect(actionTypes(report)).toContain('clearStoredSession');
    }
    if (event.type === 'xstate.done.actor.fetchCurrentUser') {
      expect(status).toBe('authenticated');
      expect(snapshot.context.hydrated).toBe(true);
      expect(snapshot.context.user?.email).toBe('ada@example.com');
    }
    if (event.type === 'session.recover') {
      expect(snapshot.matches({ restoring: 'refreshing' })).toBe(true);
      expect(stubs.isRunning('refreshSession')).toBe(true);
    }

    // Sign-in (accepted as the sample's verdict says): the login actor gets the normalised email.
    if (event.type === 'session.login' && report.verdict?.accepted) {
      expect(status).toBe('authenticating');
      expect(snapshot.context.error).toBeNull();
      const call = stubs.calls.filter((entry) => entry.src === 'login').at(-1);
      expect(call?.input).toEqual({
        email: event.email.trim().toLowerCase(),
        password: event.password,
      });
    }
    if (event.type === 'xstate.error.actor.login') {
      expect(status).toBe('error');
      expect(snapshot.context.error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }

    // Sign-out clears the stored session whether or not the server call worked.
    if (event.type === 'xstate.done.actor.logout' || event.type === 'xstate.error.actor.logout') {
      expect(status).toBe('anonymous');
      expect(snapshot.context.user).toBeNull();
      expect(actionTypes(report)).toEqual(['clearStoredSession']);
    }
    if (event.type === 'session.logout') expect(status).toBe('signing-out');

    // An accepted sign-in makes one call; a refused one (no credentials, or one already running) none.
    if (event.type === 'session.login') expect(logins - loginsBefore).toBe(report.verdict?.accepted ? 1 : 0);
    if (report.path.origin === 'sequence' && report.index === report.path.steps.length) {
      expect(stubs.calls.filter((entry) => entry.src === 'login')).toHaveLength(1);
      expect(snapshot.context.user?.email).toBe('ada@example.com');
    }
  },
});
