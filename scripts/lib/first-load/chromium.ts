import { existsSync } from 'node:fs';

/** Debian's Chromium (DESIGN.md): Playwright cannot download its own browsers on this machine. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every browser run here uses (playwright.config.ts has the same list). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const hasChromium = () => existsSync(CHROMIUM_PATH);
