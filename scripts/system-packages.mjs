// Debian packages the test run needs (Chromium for the end-to-end tests, PostgreSQL for the server
// tests on PostgreSQL), installed in one apt-get run in the background while `npm test` installs the
// npm packages and checks the code: apt mostly waits on the network and the disk, so it costs the run
// little wall time. Only as root; otherwise the run says what to install.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium, hasPreferredChromium, TEST_BROWSER_PACKAGES } from './ensure-chromium.mjs';
import { findPostgres } from './postgres.mjs';

const PACKAGES = [
  {
    name: 'Chromium',
    packages: TEST_BROWSER_PACKAGES,
    // Not root: a full Chromium will do (the tests run in it, only slower), so nothing is reported missing.
    present: () => hasPreferredChromium() || (process.getuid?.() !== 0 && Boolean(findChromium())),
  },
  { name: 'PostgreSQL', packages: ['postgresql'], present: () => Boolean(findPostgres()) },
];

/**
 * Runs apt-get with its output in a file, not a pipe: `npm test` blocks its own event loop while npm
 * installs, and a full pipe would stall apt meanwhile.
 */
function run(command, args) {
  const log = path.join(tmpdir(), `cgbo-apt-${process.pid}.log`);
  const fd = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', fd, fd],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const done = (ok) => {
      closeSync(fd);
      resolve({ ok, output: readFileSync(log, 'utf8') });
    };
    child.on('close', (code) => done(code === 0));
    child.on('error', () => done(false));
  });
}

/**
 * Starts installing whatever of the list is missing; resolves with a line to print once done (or
 * undefined when nothing was missing). Never rejects: the steps that need a package say so themselves.
 */
export async function installSystemPackages() {
  const missing = PACKAGES.filter((entry) => !entry.present());
  if (missing.length === 0) return undefined;
  const names = missing.map((entry) => entry.name).join(' and ');
  if (process.getuid?.() !== 0)
    return `${names} missing: not root, so not installed (the steps that need them say how).`;
  const started = Date.now();
  await run('apt-get', ['update', '-qq']);
  const { ok, output } = await run('apt-get', [
    'install',
    '-y',
    '-qq',
    '--no-install-recommends',
    ...missing.flatMap((entry) => entry.packages),
  ]);
  const seconds = Math.round((Date.now() - started) / 1000);
  return ok
    ? `installed ${names} with apt-get in ${seconds} s`
    : `apt-get could not install ${names}:\n${output.slice(-2000)}`;
}
