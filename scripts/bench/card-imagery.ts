/**
 * Card imagery in Chromium (Vite's dev server serves the real modules): a 12 MP front/back pair composed
 * to AVIF by the worker pipeline, against the encoder alone on the same composite pixels, and the page's
 * longest main-thread task meanwhile.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import type { Figures } from './card-imagery.page';
import type { BenchResult } from './measure';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function cardImageryBench(): Promise<BenchResult[]> {
  if (!existsSync(CHROMIUM)) {
    console.log(`skip card imagery: no Chromium at ${CHROMIUM}`);
    return [];
  }
  const server = await createServer({ logLevel: 'error', server: { port: 5373, strictPort: false } });
  await server.listen();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.resolvedUrls?.local[0] ?? 'http://localhost:5373/'}scripts/bench/bench.html`);
    // Vite may reload the page once while it optimises newly seen dependencies: try again then.
    let figures: Figures | null = null;
    for (let attempt = 0; figures === null; attempt += 1) {
      try {
        figures = (await page.evaluate(
          "import('/scripts/bench/card-imagery.page.ts').then((module) => module.measure())",
        )) as Figures;
      } catch (error) {
        if (attempt >= 2 || !/context was destroyed/i.test(String(error))) throw error;
        await page.waitForLoadState('load');
      }
    }
    console.log(
      `card imagery: ${figures.type}, ${(figures.compositeBytes / 1024).toFixed(0)} KB composite of a 12 MP pair`,
    );
    return [
      // What staff wait after pressing upload: the panel warmed the encoder when the photos arrived.
      {
        name: '12 MP pair to AVIF composite, encoder warmed as photos arrive',
        value: figures.preparedMs,
        unit: 'ms',
        budget: 5000,
      },
      { name: '12 MP pair to AVIF composite, second pair', value: figures.warmMs, unit: 'ms', budget: 5000 },
      // Information only: a compose nothing warmed (the encoder's start-up included).
      { name: '12 MP pair to AVIF composite, nothing warmed', value: figures.coldMs, unit: 'ms' },
      { name: 'AVIF encoder alone on the same pixels', value: figures.encoderMs, unit: 'ms', budget: 5000 },
      {
        name: 'compositing pipeline (warmed) / encoder alone (warmed alike)',
        value: figures.preparedMs / figures.encoderMs,
        unit: 'ratio',
        budget: 1.15,
      },
      {
        name: 'longest main-thread task while composing',
        value: figures.longestTaskMs,
        unit: 'ms',
        budget: 50,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
