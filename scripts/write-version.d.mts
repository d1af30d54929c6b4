import type { AppVersion } from '../src/domain/version';

/** The build's version info: version 0.1, commit and branch (CI variables over git), build time. */
export function versionInfo(now?: Date): AppVersion;
/** Writes version.json into `outDir` (dist/ by default); returns what it wrote. */
export function writeVersion(outDir?: string): AppVersion;
