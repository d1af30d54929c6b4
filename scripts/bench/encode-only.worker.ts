/// <reference lib="webworker" />
// Bench only: the AVIF encoder alone on given pixels, timed inside the worker after the same warm-up
// encode the compositing workers run.
import { encodeAvif, warmEncoder } from '../../src/workers/avif-encoder';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (message: MessageEvent<ImageData>) => {
  await warmEncoder();
  const start = performance.now();
  const blob = await encodeAvif(message.data);
  self.postMessage({ ms: performance.now() - start, bytes: blob.size });
};
