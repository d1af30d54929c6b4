/** The version file the update check reads. */
export interface AppVersion {
  version: string;
  commit: string;
  branch: string;
  builtAt: string;
}

/** The build version shown in the footer. */
export const BUILD_VERSION = '0.1';
