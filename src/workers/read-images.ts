import { decodeImage } from './draw-composite';

export interface ImageFacts {
  name: string;
  type: string;
  blob: Blob;
  width: number;
  height: number;
}

/**
 * Reads each photo's size as it will be seen (EXIF orientation applied), so landscape photos can start
 * turned upright. createImageBitmap decodes off the main thread in Chromium; the bitmap is closed at once.
 */
export async function readImageFacts(files: readonly File[]): Promise<ImageFacts[]> {
  const facts: ImageFacts[] = [];
  for (const file of files) {
    const bitmap = await decodeImage(file);
    facts.push({ name: file.name, type: file.type, blob: file, width: bitmap.width, height: bitmap.height });
    bitmap.close();
  }
  return facts;
}
