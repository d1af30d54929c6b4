import type { AppVersion } from '../../src/domain/version';
import type { UpdateDismissal } from './updateCheck.types';

/** Seed B §9: the version file is read every 5 minutes (besides focus, visibility and navigation). */
export const CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** Seed B §9: a dismissed notice stays away 12 hours unless the version changes. */
export const DISMISSAL_SUPPRESSION_MS = 12 * 60 * 60 * 1000;

/**
 * What identifies one build. The shown version stays 0.1 across builds, so the commit and the build
 * time are part of the key: any other build than the one running is an update (a rollback too).
 */
export const versionKey = (version: AppVersion): string =>
  `${version.version}+${version.commit}@${version.builtAt}`;

export const isOtherBuild = (running: AppVersion, latest: AppVersion): boolean =>
  versionKey(running) !== versionKey(latest);

/** The user dismissed the notice for this very build less than 12 hours before `now`. */
export const isSuppressed = (dismissal: UpdateDismissal | null, latest: AppVersion, now: number): boolean =>
  dismissal !== null &&
  dismissal.versionKey === versionKey(latest) &&
  now - dismissal.at < DISMISSAL_SUPPRESSION_MS;
