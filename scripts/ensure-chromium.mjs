// Finds Debian's Chromium for Playwright; installs it with apt-get when running as root.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
/** Debian's Chromium, or the one CHROMIUM_PATH names; undefined when there is none. */
export const findChromium = () => candidates.find((file) => existsSync(file));
const found = findChromium;

export function ensureChromium() {
  if (found()) return found();
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium is missing: install it with `sudo apt-get install -y chromium`, then run npm test again.',
    );
    return undefined;
  }
  console.log('Installing Debian Chromium for the end-to-end tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core', 'fonts-liberation'],
    {
      stdio: 'inherit',
      env,
    },
  );
  return found();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(ensureChromium() ? 0 : 1);
