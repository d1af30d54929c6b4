/// <reference lib="webworker" />
// Bench only: the AVIF encoder alone on given pixels, timed inside the worker after a warm-up encode.
import { encodeAvif } from '../../src/workers/avif-encoder';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (message: MessageEvent<ImageData>) => {
  await encodeAvif(new ImageData(16, 16));
  const start = performance.now();
  const blob = await encodeAvif(message.data);
  self.postMessage({ ms: performance.now() - start, bytes: blob.size });
};
