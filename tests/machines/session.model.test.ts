import { expect } from 'vitest';
import { sessionMachine, sessionSamples } from '../../machines/session';
import { connectSession } from '../../machines/session/session.connect';
import { actionTypes, describeModel } from './harness';

// Whether the running recovery began signed in, followed by the test from the statuses it saw (not
// read back from the machine), so a failed recovery can be judged on whether it must say why.
let previousStatus = 'authenticating';
let recoveryBeganSignedIn = false;
let acceptedSignIn: { email: string; remember?: boolean } | null = null;

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
    const status = connectSession(snapshot, () => {}).status;
    if (report.index <= 1) {
      recoveryBeganSignedIn = false;
      previousStatus = 'authenticating';
    }
    if (event.type === 'session.recover') recoveryBeganSignedIn = previousStatus === 'authenticated';
    const wasSignedIn = previousStatus === 'authenticated';
    previousStatus = status;
    const view = connectSession(snapshot, () => {});

    // A failed recovery says why exactly when it began signed in (the data source changed under the user).
    if (
      event.type === 'xstate.error.actor.refreshSession' ||
      event.type === 'xstate.error.actor.fetchCurrentUser'
    ) {
      expect(actionTypes(report).includes('announceSignedOut')).toBe(recoveryBeganSignedIn);
    }

    // Recovery: authenticating while it runs; hydrated once the first attempt ended, either way.
    expect(
      snapshot.matches('restoring') && status !== 'authenticating',
      `status ${status} while restoring`,
    ).toBe(false);
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
      expect(actionTypes(report)).toContain('clearBanner');
    }
    if (event.type === 'session.recover') {
      expect(snapshot.matches({ restoring: 'refreshing' })).toBe(true);
      expect(stubs.isRunning('refreshSession')).toBe(true);
    }

    // Sign-in (accepted as the sample's verdict says): the login actor gets the normalised email.
    if (event.type === 'session.login' && report.verdict?.accepted) {
      // From the expired-session dialog the user stays signed in (no guard redirects, the screen stays).
      expect(status).toBe(wasSignedIn ? 'authenticated' : 'authenticating');
      if (wasSignedIn) {
        expect(view.expired?.signingIn).toBe(true);
        expect(snapshot.context.user?.email).toBe('ada@example.com');
      }
      expect(snapshot.context.error).toBeNull();
      const call = stubs.calls.filter((entry) => entry.src === 'login').at(-1);
      expect(call?.input).toEqual({
        email: event.email.trim().toLowerCase(),
        password: event.password,
      });
      acceptedSignIn = { email: event.email.trim().toLowerCase(), remember: event.remember };
    }
    // A sign-in keeps (or forgets) the normalised email as asked, and clears the sign-in page's banner.
    if (event.type === 'xstate.done.actor.login') {
      expect(status).toBe('authenticated');
      expect(report.actions).toContainEqual({ type: 'rememberEmail', params: acceptedSignIn });
      expect(actionTypes(report)).toContain('clearBanner');
    }
    if (event.type === 'xstate.error.actor.login') {
      expect(actionTypes(report)).not.toContain('rememberEmail');
      expect(status).toBe('error');
      expect(snapshot.context.error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }

    // Issue 24: a 401 while signed in opens the dialog over the screen, prefilled with the user's email;
    // the user, and so every screen and its typed values, stays.
    if (event.type === 'session.expired' && wasSignedIn) {
      expect(status).toBe('authenticated');
      expect(view.expired?.email).toBe(snapshot.context.user?.email);
      expect(snapshot.context.user).not.toBeNull();
    }
    if (event.type === 'session.expired' && !wasSignedIn) expect(view.expired).toBeNull();
    if (event.type === 'xstate.done.actor.signInAgain') {
      expect(status).toBe('authenticated');
      expect(view.expired).toBeNull();
      expect(snapshot.context.user).toEqual(event.output);
      expect(actionTypes(report)).toContain('clearBanner');
      expect(actionTypes(report)).not.toContain('rememberEmail');
    }
    if (event.type === 'xstate.error.actor.signInAgain') {
      expect(status).toBe('authenticated');
      expect(view.expired).toEqual({
        email: 'ada@example.com',
        signingIn: false,
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
      });
      expect(snapshot.context.user?.email).toBe('ada@example.com');
    }

    // Sign-out clears the stored session whether or not the server call worked.
    if (event.type === 'xstate.done.actor.logout' || event.type === 'xstate.error.actor.logout') {
      expect(status).toBe('anonymous');
      expect(snapshot.context.user).toBeNull();
      expect(actionTypes(report)).toEqual(['clearStoredSession']);
    }
    if (event.type === 'session.logout') expect(status).toBe('signing-out');

    // An accepted sign-in makes one call; a refused one (no credentials, or one already running) none.
    expect(logins - loginsBefore).toBe(event.type === 'session.login' && report.verdict?.accepted ? 1 : 0);
    if (
      report.path.origin === 'sequence' &&
      report.index === report.path.steps.length &&
      report.path.title.includes('a second sign-in')
    ) {
      expect(stubs.calls.filter((entry) => entry.src === 'login')).toHaveLength(1);
      expect(snapshot.context.user?.email).toBe('ada@example.com');
    }
  },
});
