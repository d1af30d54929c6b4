/**
 * After `vite build`: loads the sign-in page and signs in to the dashboard in Chromium, and prints the
 * JavaScript the browser actually fetched (compressed on the wire, and decoded), against the budgets.
 * Without Chromium it says so and leaves the build alone; `npm run bench` adds Lighthouse's view.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasChromium, CHROMIUM_PATH } from './lib/first-load/chromium';
import {
  JS_BUDGETS,
  kb,
  launchChromium,
  measureFirstLoad,
  type JsWeight,
} from './lib/first-load/page-weight';
import { serveDist } from './lib/first-load/serve-dist';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function line(label: string, weight: JsWeight, budget: number) {
  const over = weight.transferred > budget;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${label}: ${kb(weight.transferred)} transferred, ${kb(weight.decoded)} decoded ` +
      `(${weight.files.length} files; budget ${kb(budget)} transferred)`,
  );
  return !over;
}

if (!hasChromium()) {
  console.log(`JavaScript size report skipped: no Chromium at ${CHROMIUM_PATH}.`);
} else {
  const server = await serveDist(path.join(root, 'dist'));
  const browser = await launchChromium();
  // A report, not a gate: a measurement that cannot run (a build forcing the API has no demo
  // sign-in, a broken browser) says why and leaves the build green.
  try {
    const weights = await measureFirstLoad(browser, server.origin);
    const ok = [
      line('sign-in page JavaScript', weights.signIn, JS_BUDGETS.signIn),
      line('dashboard after sign-in, in total', weights.dashboard, JS_BUDGETS.dashboard),
    ].every(Boolean);
    if (process.argv.includes('--files')) {
      for (const [label, weight] of [
        ['sign-in page', weights.signIn],
        ['dashboard after sign-in', weights.dashboard],
      ] as const) {
        console.log(`${label}:`);
        for (const file of weight.files) {
          console.log(`  ${kb(file.transferred).padStart(9)} ${kb(file.decoded).padStart(9)}  ${file.name}`);
        }
      }
    }
    if (!ok)
      console.log('Over budget: see docs/decisions/0013-first-load.md for what belongs in the first chunks.');
  } catch (error) {
    console.log(`JavaScript size report failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser.close();
    await server.close();
  }
}
