/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Forces API mode when 'true' (build flag from the spec's data-mode rules). */
  readonly VITE_FORCE_API?: string;
  /** Base URL of the API; defaults to /api. */
  readonly VITE_API_BASE_URL?: string;
  /** Error reporting's DSN; unset (the default), the SDK is neither loaded nor sent anything. */
  readonly VITE_SENTRY_DSN?: string;
  /** Test builds only: `?e2e-crash` makes a screen throw (src/app/reporting/test-crash.tsx). */
  readonly VITE_E2E_CRASH?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The running build's version info, embedded by the build (vite.config.ts); the same as its version.json
 * (the shape of AppVersion in src/domain/version.ts; an ambient file cannot import it). */
declare const __APP_BUILD__: { version: string; commit: string; branch: string; builtAt: string };
