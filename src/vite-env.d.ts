/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Forces API mode when 'true' (build flag from the spec's data-mode rules). */
  readonly VITE_FORCE_API?: string;
  /** Base URL of the API; defaults to /api. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
