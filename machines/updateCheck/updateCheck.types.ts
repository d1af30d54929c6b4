import type { AppVersion } from '../../src/domain/version';

/** What triggered a check besides the 5-minute timer (seed B §9). */
export type CheckReason = 'focus' | 'visible' | 'navigation';

/** A manual dismissal of the notice, kept in the browser (seed B §3: a timestamp and a version key). */
export interface UpdateDismissal {
  versionKey: string;
  /** Epoch milliseconds of the dismissal. */
  at: number;
}

/** One read of the version file, with the time it was read (the suppression window is measured to it). */
export interface VersionCheck {
  version: AppVersion;
  checkedAt: number;
}

export interface UpdateCheckInput {
  /** The build this page runs (embedded by the build); null: the first version file read stands for it. */
  running: AppVersion | null;
  /** The dismissal record found in the browser at start-up. */
  dismissal: UpdateDismissal | null;
}

export interface UpdateCheckContext {
  running: AppVersion | null;
  /** The version file's build as last read. */
  latest: AppVersion | null;
  dismissal: UpdateDismissal | null;
}

export type UpdateCheckEvent =
  | { type: 'update.check'; reason: CheckReason }
  /** The user closed the notice; `at` is when (epoch ms). */
  | { type: 'update.dismiss'; at: number }
  /** 'Refresh now': clear the caches and reload. */
  | { type: 'update.refresh' };

/** Params of `logFailure`: version-check failures are only logged (seed B §8). */
export interface UpdateFailure {
  step: 'check' | 'refresh';
  error: unknown;
}
