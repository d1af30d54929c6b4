import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app.machine';

type Snapshot = SnapshotFrom<typeof appMachine>;

/** What start-up reads of the app machine. */
export interface AppView {
  /** The first session recovery has ended, whatever its outcome: the app can mount. */
  started: boolean;
}

export function connectApp(snapshot: Snapshot): AppView {
  return { started: !snapshot.matches('starting') };
}
