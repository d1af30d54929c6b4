import type { SnapshotFrom } from 'xstate';
import type { updateCheckMachine } from './updateCheck.machine';
import type { UpdateCheckEvent } from './updateCheck.types';

type Snapshot = SnapshotFrom<typeof updateCheckMachine>;

/** Seed B §4/§9: the notice's exact texts. */
export const UPDATE_NOTICE = {
  title: 'Update available',
  message: 'A new version of the back office is ready. Refresh to use it.',
  refresh: 'Refresh now',
  dismiss: 'Dismiss update notice',
} as const;

/** What the update notice binds, so its JSX never asks which state the machine is in. */
export interface UpdateNoticeView {
  visible: boolean;
  /** 'Refresh now' was pressed: the caches are being cleared before the reload. */
  refreshing: boolean;
  refresh: () => void;
  dismiss: () => void;
}

/** The update-check machine's snapshot as props and handlers for the notice. */
export function connectUpdateNotice(
  snapshot: Snapshot,
  send: (event: UpdateCheckEvent) => void,
  now: () => number = Date.now,
): UpdateNoticeView {
  const refreshing = snapshot.matches('refreshing') || snapshot.matches('reloaded');
  return {
    visible: snapshot.matches('available') || refreshing,
    refreshing,
    refresh: () => send({ type: 'update.refresh' }),
    dismiss: () => send({ type: 'update.dismiss', at: now() }),
  };
}
