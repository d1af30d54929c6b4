/**
 * The first-load part of `npm run bench` (issue 10): Lighthouse 12.8 (mobile preset, simulated
 * throttling) on the built app, five fresh runs per page against Debian's Chromium, medians printed
 * against the budgets. Too noisy on a shared 2-core machine for `npm test`; this is what proves them.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, hasChromium } from '../lib/first-load/chromium';
import { JS_BUDGETS, kb, launchChromium, measureFirstLoad } from '../lib/first-load/page-weight';
import { serveDist } from '../lib/first-load/serve-dist';

/** Five by default; BENCH_RUNS overrides it for a quick look. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The budgets: transferred JavaScript (the build report's, one source), Lighthouse score, LCP and CLS. */
export const FIRST_LOAD_BUDGETS = {
  'sign-in': { js: JS_BUDGETS.signIn, score: 98, lcpMs: 1800, cls: 0.02 },
  'dashboard (signed in)': { js: JS_BUDGETS.dashboard, score: 95, lcpMs: 2500, cls: 0.02 },
} as const;
type PageName = keyof typeof FIRST_LOAD_BUDGETS;

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  js: number;
  lcpElement: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The demo's session token in local storage, as a demo sign-in leaves it, with an empty HTTP cache. */
async function signInByStorage(port: number, origin: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // A same-origin file that runs no script, so nothing of the app is cached before the run.
    await page.goto(`${origin}/version.json`);
    await page.evaluate(() => localStorage.setItem('cgbo.session', 'demo-session-token'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

async function lighthouseRun(page: PageName, origin: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const signedIn = page !== 'sign-in';
    if (signedIn) await signInByStorage(chrome.port, origin);
    const result = await lighthouse(`${origin}${signedIn ? '/dashboard' : '/'}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Signed in means the stored demo session must survive; the cache was emptied above.
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id];
    const requests =
      (audit('network-requests')?.details as { items?: Record<string, unknown>[] })?.items ?? [];
    const js = requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
    const lcpItems = (audit('largest-contentful-paint-element')?.details as { items?: unknown[] })?.items;
    const lcpElement = JSON.stringify(lcpItems ?? []).match(/"selector":"([^"]+)"/)?.[1] ?? 'unknown';
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
      tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
      cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
      js,
      lcpElement,
    };
  } finally {
    chrome.kill();
  }
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');

/** Runs Lighthouse on both pages and prints the table; resolves to whether every budget was met. */
export async function benchFirstLoad(root: string): Promise<boolean> {
  const dist = path.join(root, 'dist');
  if (!hasChromium()) {
    console.log(`first load: skipped, no Chromium at ${CHROMIUM_PATH}`);
    return true;
  }
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, 'index.html.br'))) {
    console.log('first load: no compressed build in dist/; run `npm run build` first.');
    return false;
  }
  const server = await serveDist(dist);
  let ok = true;
  try {
    console.log(`\nFirst load: Lighthouse mobile (simulated throttling), median of ${RUNS} runs`);
    console.log(
      '     page                   | JS transferred      | score     | LCP              | TBT     | CLS',
    );
    for (const page of Object.keys(FIRST_LOAD_BUDGETS) as PageName[]) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(page, server.origin));
      const budget = FIRST_LOAD_BUDGETS[page];
      const m = {
        js: median(runs.map((r) => r.js)),
        score: median(runs.map((r) => r.score)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
      };
      const pass = {
        js: m.js <= budget.js,
        score: m.score >= budget.score,
        lcp: m.lcpMs <= budget.lcpMs,
        cls: m.cls <= budget.cls,
      };
      ok &&= Object.values(pass).every(Boolean);
      console.log(
        `${mark(Object.values(pass).every(Boolean))} ${page.padEnd(22)} | ` +
          `${kb(m.js).padStart(8)} (≤ ${kb(budget.js)}) ${pass.js ? ' ' : '!'}| ` +
          `${String(m.score).padStart(3)} (≥ ${budget.score}) ${pass.score ? ' ' : '!'}| ` +
          `${(m.lcpMs / 1000).toFixed(2)} s (≤ ${(budget.lcpMs / 1000).toFixed(1)} s) ${pass.lcp ? ' ' : '!'}| ` +
          `${Math.round(m.tbtMs).toString().padStart(4)} ms | ` +
          `${m.cls.toFixed(3)} (≤ ${budget.cls}) ${pass.cls ? ' ' : '!'}`,
      );
      console.log(`     largest paint: ${[...new Set(runs.map((r) => r.lcpElement))].join(', ')}`);
      console.log(`     scores of the runs: ${runs.map((r) => r.score).join(', ')}`);
    }
    // The same JavaScript as a user's first visit counts it: the sign-in page, then on to the dashboard.
    const browser = await launchChromium();
    try {
      const weights = await measureFirstLoad(browser, server.origin);
      console.log(
        `     Chromium, first visit: sign-in ${kb(weights.signIn.transferred)} transferred ` +
          `(${kb(weights.signIn.decoded)} decoded); signed in to the dashboard ` +
          `${kb(weights.dashboard.transferred)} in total (${kb(weights.dashboard.decoded)} decoded)`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  process.exit((await benchFirstLoad(root)) ? 0 : 1);
}
