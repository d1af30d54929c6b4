// Finds the Chromium the end-to-end tests drive; installs it with apt-get when running as root.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Debian's headless shell of Chromium: the build Playwright itself runs headless tests in (its
 * `chromium-headless-shell`), the same engine without the browser's window and UI layers. The end-to-end
 * suite took 358 s in it against 418 s in the full browser on this 2-core machine (decision 0571).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian packages of the test browser; the fonts give screenshots and layout tests real glyphs. */
export const TEST_BROWSER_PACKAGES = ['chromium-headless-shell', 'fonts-dejavu-core', 'fonts-liberation'];

const candidates = [
  process.env.CHROMIUM_PATH,
  HEADLESS_SHELL,
  // The full browser, where only it is installed and the shell cannot be (not root): slower, same results.
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
/** The headless shell, a full Chromium, or the one CHROMIUM_PATH names; undefined when there is none. */
export const findChromium = () => candidates.find((file) => existsSync(file));

/** Whether the preferred test browser is here (CHROMIUM_PATH counts: the person chose it). */
export const hasPreferredChromium = () =>
  Boolean(process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) || existsSync(HEADLESS_SHELL);

export function ensureChromium() {
  if (hasPreferredChromium() || process.getuid?.() !== 0) {
    const found = findChromium();
    if (!found)
      console.error(
        `Chromium is missing: install it with \`sudo apt-get install -y ${TEST_BROWSER_PACKAGES.join(' ')}\`, then run npm test again.`,
      );
    return found;
  }
  console.log("Installing Debian's Chromium headless shell for the end-to-end tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...TEST_BROWSER_PACKAGES], {
    stdio: 'inherit',
    env,
  });
  return findChromium();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(ensureChromium() ? 0 : 1);
