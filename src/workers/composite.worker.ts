/// <reference lib="webworker" />
import { drawComposite, encodeJpeg } from './draw-composite';
import { encodeAvif, warmEncoder } from './avif-encoder';
import type { StitchResponse, WorkerMessage, WorkerReply } from './stitch-protocol';

declare const self: DedicatedWorkerGlobalScope;

const reply = (message: WorkerReply) => self.postMessage(message);

/** One composite per message: decode, draw, encode to AVIF q50, or JPEG q78 when AVIF fails. */
self.onmessage = async (message: MessageEvent<WorkerMessage>) => {
  if ('warm' in message.data) {
    // A failed load is not an error yet: the composite that needs it falls back to JPEG then.
    warmEncoder().then(
      () => reply({ warmed: true }),
      () => reply({ warmed: true }),
    );
    return;
  }
  const { id, job, format } = message.data;
  let response: StitchResponse;
  try {
    const canvas = await drawComposite(job);
    let blob: Blob | null = null;
    if (format === 'avif') {
      try {
        const context = canvas.getContext('2d');
        if (context) blob = await encodeAvif(context.getImageData(0, 0, canvas.width, canvas.height));
      } catch (error) {
        console.warn('AVIF encoding failed; using JPEG', error);
      }
    }
    blob ??= await encodeJpeg(canvas);
    canvas.width = 0;
    canvas.height = 0;
    response = { id, ok: true, blob };
  } catch (error) {
    response = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  reply(response);
};
