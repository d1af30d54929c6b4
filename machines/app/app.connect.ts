import type { SnapshotFrom } from 'xstate';
import type { DataMode, Persona } from '../../src/domain/session';
import type { appMachine } from './app.machine';

type Snapshot = SnapshotFrom<typeof appMachine>;

/** What start-up and the app's environment read of the app machine. */
export interface AppView {
  /** The first session recovery has ended, whatever its outcome: the app can mount. */
  started: boolean;
  /** The data mode in force (null before the data-mode child has started) and the demo persona. */
  mode: DataMode | null;
  persona: Persona;
  /** False while the app has said it is offline (its request-problem toasts wait meanwhile). */
  online: boolean;
}

/**
 * The app's view of itself and its long-lived children, so the environment that provides its effects
 * never reads a child's snapshot on its own.
 */
export function connectApp(snapshot: Snapshot): AppView {
  const dataMode = snapshot.children.dataMode?.getSnapshot().context;
  const notifications = snapshot.children.notifications?.getSnapshot().context;
  return {
    started: !snapshot.matches('starting'),
    mode: dataMode?.mode ?? null,
    persona: dataMode?.persona ?? 'admin',
    online: notifications?.online ?? true,
  };
}
