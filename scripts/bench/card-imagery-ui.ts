/**
 * Card imagery through the built app in Chromium (demo mode): 20 pairs dropped on a submission, composed
 * and uploaded. Reports the page's longest main-thread task meanwhile (PerformanceObserver 'longtask')
 * and the JavaScript heap after a garbage collection, against the heap before the photos were added.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { BenchResult } from './measure';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 4473;
const PAIRS = 20;

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not start on ${url}`);
}

export async function cardImageryUiBench(): Promise<BenchResult[]> {
  if (!existsSync(CHROMIUM) || !existsSync('dist/index.html')) {
    console.log('skip card imagery UI: needs Chromium and a build (npm run build)');
    return [];
  }
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')) },
    stdio: 'ignore',
  });
  const origin = `http://localhost:${PORT}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--js-flags=--expose-gc'],
  });
  try {
    await waitForServer(origin);
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const state = globalThis as unknown as { longestTask: number };
      state.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          state.longestTask = Math.max(state.longestTask, entry.duration);
      }).observe({ type: 'longtask' });
    });
    await page.goto(origin);
    await page.getByRole('textbox', { name: 'Email' }).fill('employee@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('any password works in the demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${origin}/submissions/1`);
    await page.getByRole('button', { name: 'Choose images' }).waitFor();

    // 2 MP phone-like photos, made by the page's canvas and kept in the page, so dropping them costs
    // the page only what a real drop costs.
    await page.evaluate(async (pairs) => {
      const files: File[] = [];
      for (let i = 0; i < pairs * 2; i += 1) {
        const canvas = new OffscreenCanvas(1200, 1600);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        const gradient = context.createLinearGradient(0, 0, 1200, 1600);
        gradient.addColorStop(0, `hsl(${i * 17} 70% 40%)`);
        gradient.addColorStop(1, `hsl(${i * 17 + 140} 70% 70%)`);
        context.fillStyle = gradient;
        context.fillRect(0, 0, 1200, 1600);
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
        const side = i % 2 === 0 ? 'front' : 'back';
        files.push(new File([blob], `card${Math.floor(i / 2) + 1}_${side}.jpg`, { type: 'image/jpeg' }));
      }
      (globalThis as unknown as { benchFiles: File[] }).benchFiles = files;
    }, PAIRS);

    const heap = () =>
      page.evaluate(() => {
        (globalThis as unknown as { gc?: () => void }).gc?.();
        return (
          (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0
        );
      });
    const before = await heap();
    await page.evaluate(() => ((globalThis as unknown as { longestTask: number }).longestTask = 0));
    const started = Date.now();
    await page.evaluate(() => {
      const transfer = new DataTransfer();
      for (const file of (globalThis as unknown as { benchFiles: File[] }).benchFiles)
        transfer.items.add(file);
      const zone = document.querySelector('[aria-label="Add card photos"]') as HTMLElement;
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    await page.getByRole('listitem', { name: `Card ${PAIRS}` }).waitFor();
    const longestAdding = await page.evaluate(() => {
      const state = globalThis as unknown as { longestTask: number };
      const value = state.longestTask;
      state.longestTask = 0;
      return value;
    });
    await page.getByRole('button', { name: 'Upload cards' }).click();
    await page
      .getByRole('list', { name: 'Cards to upload' })
      .waitFor({ state: 'detached', timeout: 15 * 60_000 });
    const elapsed = Date.now() - started;
    const longestUploading = await page.evaluate(
      () => (globalThis as unknown as { longestTask: number }).longestTask,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await heap();
    console.log(
      `card imagery UI: ${PAIRS} pairs read, composed and uploaded in ${(elapsed / 1000).toFixed(1)} s`,
    );
    return [
      {
        name: `longest main-thread task, ${PAIRS} pairs added`,
        value: longestAdding,
        unit: 'ms',
        budget: 50,
      },
      {
        name: `longest main-thread task, ${PAIRS} pairs composed and uploaded`,
        value: longestUploading,
        unit: 'ms',
        budget: 50,
      },
      {
        name: 'JS heap growth after the upload (after GC)',
        value: (after - before) / 1024 / 1024,
        unit: 'MB',
        budget: 10,
      },
    ];
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
