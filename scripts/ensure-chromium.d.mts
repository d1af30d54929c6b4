/** Debian's headless shell of Chromium, the end-to-end tests' browser. */
export const HEADLESS_SHELL: string;
/** Debian packages of the test browser and its fonts. */
export const TEST_BROWSER_PACKAGES: string[];
/** CHROMIUM_PATH, the headless shell or a full Chromium, whichever is here first; undefined for none. */
export function findChromium(): string | undefined;
/** Whether the preferred test browser is here (CHROMIUM_PATH or the headless shell). */
export function hasPreferredChromium(): boolean;
/** The test browser, installed with apt-get first when missing and running as root. */
export function ensureChromium(): string | undefined;
