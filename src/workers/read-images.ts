import { decodeImage } from './draw-composite';

export interface ImageFacts {
  name: string;
  type: string;
  blob: Blob;
  width: number;
  height: number;
  thumbnail: Blob | null;
}

/** The list's thumbnails fit in this many pixels on their longer side. */
const THUMBNAIL_EDGE = 320;

async function thumbnailOf(bitmap: ImageBitmap): Promise<Blob | null> {
  const scale = THUMBNAIL_EDGE / Math.max(bitmap.width, bitmap.height);
  if (scale >= 1 || typeof OffscreenCanvas === 'undefined') return null;
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const small = await createImageBitmap(bitmap, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'medium',
  });
  try {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(small, 0, 0);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
  } finally {
    small.close();
  }
}

/**
 * Reads each photo's size as it will be seen (EXIF orientation applied), so landscape photos can start
 * turned upright, and a small thumbnail for the list. createImageBitmap decodes off the main thread in
 * Chromium; the bitmaps are closed at once.
 */
export async function readImageFacts(files: readonly File[]): Promise<ImageFacts[]> {
  const facts: ImageFacts[] = [];
  for (const file of files) {
    const bitmap = await decodeImage(file);
    try {
      const thumbnail = await thumbnailOf(bitmap);
      facts.push({
        name: file.name,
        type: file.type,
        blob: file,
        width: bitmap.width,
        height: bitmap.height,
        thumbnail,
      });
    } finally {
      bitmap.close();
    }
  }
  return facts;
}
