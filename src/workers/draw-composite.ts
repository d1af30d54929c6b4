import { compositeLayout, type CompositeSlot } from '../domain/cardRotation';
import { COMPOSITE_FORMAT, STITCH_TEXTS, StitchError } from './stitch-texts';

export interface StitchJob {
  front: Blob;
  back: Blob;
  frontRotation: number;
  backRotation: number;
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Decodes a photo with its EXIF orientation applied, as the camera meant it to be seen. */
export async function decodeImage(blob: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch {
    throw new StitchError(STITCH_TEXTS.loadFailed);
  }
}

function drawSlot(context: Canvas2D, image: ImageBitmap, slot: CompositeSlot): void {
  context.save();
  context.translate(slot.centreX, slot.centreY);
  context.rotate((slot.rotation * Math.PI) / 180);
  context.drawImage(image, -slot.width / 2, -slot.height / 2);
  context.restore();
}

/**
 * Front on the left, back on the right, zero gap, on white, each turned by its rotation (seed B §7, §9).
 * Works on an OffscreenCanvas (worker or main thread); the bitmaps are closed before returning, so a
 * batch of 12 MP photos does not pile up in memory.
 */
export async function drawComposite(job: StitchJob): Promise<OffscreenCanvas> {
  if (!job.front || !job.back || job.front.size === 0 || job.back.size === 0) {
    throw new StitchError(STITCH_TEXTS.bothRequired);
  }
  const [front, back] = await Promise.all([decodeImage(job.front), decodeImage(job.back)]);
  try {
    const layout = compositeLayout(
      { width: front.width, height: front.height, rotation: job.frontRotation },
      { width: back.width, height: back.height, rotation: job.backRotation },
    );
    const canvas = new OffscreenCanvas(layout.width, layout.height);
    const context = canvas.getContext('2d', { alpha: false });
    if (!context) throw new StitchError(STITCH_TEXTS.noContext);
    context.fillStyle = COMPOSITE_FORMAT.background;
    context.fillRect(0, 0, layout.width, layout.height);
    drawSlot(context, front, layout.front);
    drawSlot(context, back, layout.back);
    return canvas;
  } finally {
    front.close();
    back.close();
  }
}

/** The canvas's own JPEG at quality 78: the fallback when AVIF is unavailable or fails. */
export async function encodeJpeg(canvas: OffscreenCanvas): Promise<Blob> {
  try {
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: COMPOSITE_FORMAT.jpegQuality });
  } catch {
    throw new StitchError(STITCH_TEXTS.jpegFailed);
  }
}
