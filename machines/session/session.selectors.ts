import type { SnapshotFrom } from 'xstate';
import type { SessionStatus } from '../../src/domain/session';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The spec's session status for the machine's state (recovery counts as authenticating). */
export function selectSessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('authenticated')) return 'authenticated';
  if (snapshot.matches('signingOut')) return 'signing-out';
  if (snapshot.matches('error')) return 'error';
  if (snapshot.matches('anonymous')) return 'anonymous';
  return 'authenticating';
}

export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectHydrated = (snapshot: SessionSnapshot) => snapshot.context.hydrated;
export const selectSessionError = (snapshot: SessionSnapshot) => snapshot.context.error;
export const selectIsAuthenticated = (snapshot: SessionSnapshot) => snapshot.matches('authenticated');
