/**
 * Bench only, run in Chromium from Vite's dev server (scripts/bench/card-imagery.ts loads it): the
 * compositing pipeline and the encoder alone on the same 12 MP pair.
 */
import { createCompositor } from '../../src/workers/compositor';
import { drawComposite } from '../../src/workers/draw-composite';

export interface Figures {
  coldMs: number;
  /** After warm(), as the panel does when photos are added: the time staff wait after pressing upload. */
  preparedMs: number;
  warmMs: number;
  encoderMs: number;
  longestTaskMs: number;
  compositeBytes: number;
  type: string;
}

export async function measure(): Promise<Figures> {
  const photo = async (hue: number) => {
    // Noisy gradients: flat colour would let the encoder finish far too early to be a fair test.
    const width = 3000;
    const height = 4000;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, `hsl(${hue} 80% 40%)`);
    gradient.addColorStop(1, `hsl(${hue + 120} 60% 70%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    for (let i = 0; i < 4000; i += 1) {
      context.fillStyle = `hsl(${(i * 37) % 360} 70% 50% / 0.5)`;
      context.fillRect((i * 7919) % width, (i * 104729) % height, 40 + (i % 90), 20 + (i % 60));
    }
    return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  };
  const front = await photo(10);
  const back = await photo(200);
  const job = { front, back, frontRotation: 0, backRotation: 0 };

  let longestTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });

  const cold = createCompositor({ workers: 1 });
  let start = performance.now();
  const first: Blob = await cold.compose(job);
  const coldMs = performance.now() - start;
  start = performance.now();
  await cold.compose(job);
  const warmMs = performance.now() - start;
  cold.dispose();

  const prepared = createCompositor({ workers: 1 });
  await prepared.warm();
  start = performance.now();
  await prepared.compose(job);
  const preparedMs = performance.now() - start;
  prepared.dispose();
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();

  // The encoder alone, on the very pixels the pipeline encoded.
  const canvas: OffscreenCanvas = await drawComposite(job);
  const pixels = (canvas.getContext('2d') as OffscreenCanvasRenderingContext2D).getImageData(
    0,
    0,
    canvas.width,
    canvas.height,
  );
  const worker = new Worker('/scripts/bench/encode-only.worker.ts', { type: 'module' });
  const encoded = await new Promise<{ ms: number }>((resolve) => {
    worker.onmessage = (message) => resolve(message.data as { ms: number });
    worker.postMessage(pixels);
  });
  worker.terminate();
  return {
    coldMs,
    preparedMs,
    warmMs,
    encoderMs: encoded.ms,
    longestTaskMs,
    compositeBytes: first.size,
    type: first.type,
  };
}
