import { COMPOSITE_FORMAT } from './stitch-texts';

interface AvifModule {
  encode(
    data: Uint8Array,
    width: number,
    height: number,
    options: Record<string, unknown>,
  ): Uint8Array | null;
}
type ModuleFactory = (options: Record<string, unknown>) => Promise<AvifModule>;

let loading: Promise<AvifModule> | null = null;

/**
 * jSquash's single-threaded AVIF encoder, loaded on first use. Imported only from the worker, so its
 * WASM (about 1 MB gzip) is never part of a page's first load. The multi-threaded build is avoided on
 * purpose: it needs cross-origin isolation and conflicts with Vite's worker bundling, and on 2 cores
 * its threads would not help. The compositor's warm() loads it early, while staff are still pairing.
 */
function loadEncoder(): Promise<AvifModule> {
  loading ??= import('@jsquash/avif/codec/enc/avif_enc.js').then(({ default: factory }) =>
    (factory as unknown as ModuleFactory)({ noInitialRun: true }),
  );
  return loading;
}

/** jSquash's defaults (meta.js) with seed B's quality and the speed our time budget needs. */
const OPTIONS = {
  quality: COMPOSITE_FORMAT.avifQuality,
  qualityAlpha: -1,
  denoiseLevel: 0,
  tileColsLog2: 0,
  tileRowsLog2: 0,
  speed: COMPOSITE_FORMAT.avifSpeed,
  subsample: 1,
  chromaDeltaQ: false,
  sharpness: 0,
  tune: 0,
  enableSharpYUV: false,
  bitDepth: 8,
  lossless: false,
};

export async function encodeAvif(image: ImageData): Promise<Blob> {
  const encoder = await loadEncoder();
  const output = encoder.encode(new Uint8Array(image.data.buffer), image.width, image.height, OPTIONS);
  if (!output) throw new Error('AVIF encoding failed');
  return new Blob([output.slice().buffer], { type: 'image/avif' });
}

/** Loads the encoder and runs it once on a small noisy image, so V8 has compiled its hot code optimised. */
export async function warmEncoder(size = 768): Promise<void> {
  const pixels = new Uint8ClampedArray(size * size * 4);
  let seed = 1;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = i % 4 === 3 ? 255 : seed & 0xff;
  }
  await encodeAvif(new ImageData(pixels, size, size));
}
