/**
 * Identifies an uploaded image by its bytes (never by the declared type or name) and reads its
 * dimensions from the header, so the pixel limit can be enforced without decoding the image.
 * Supported: JPEG, PNG, WebP and AVIF — what the card compositor produces and phones take.
 */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

export interface ImageInfo {
  type: ImageType;
  extension: 'jpg' | 'png' | 'webp' | 'avif';
  /** null when the header could not be read (treated as not an image by the caller). */
  width: number | null;
  height: number | null;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));
const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => ((u16be(b, i) << 16) >>> 0) + u16be(b, i + 2);

/** Start-of-frame markers carry the dimensions (baseline, progressive, lossless, arithmetic). */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Uint8Array): [number, number] | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (JPEG_SOF.has(marker)) return [u16be(b, i + 7), u16be(b, i + 5)];
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): [number, number] | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  }
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  return null;
}

/**
 * AVIF keeps sizes in 'ispe' properties inside the meta box near the start. Tiles, alpha planes and
 * thumbnails have their own; the largest is the full image, which is what the pixel limit is about.
 */
function avifSize(b: Uint8Array): [number, number] | null {
  let best: [number, number] | null = null;
  // 'ispe', version and flags, width, height: 16 bytes from the type.
  const end = Math.min(b.length - 16, 256 * 1024);
  for (let i = 4; i <= end; i += 1) {
    if (b[i] !== 0x69 || ascii(b, i, 4) !== 'ispe') continue;
    const size: [number, number] = [u32be(b, i + 8), u32be(b, i + 12)];
    if (!best || size[0] * size[1] > best[0] * best[1]) best = size;
  }
  return best;
}

function isAvif(b: Uint8Array): boolean {
  if (ascii(b, 4, 4) !== 'ftyp') return false;
  const boxSize = Math.min(u32be(b, 0), b.length, 256);
  const brands = [ascii(b, 8, 4)];
  for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(b, i, 4));
  return brands.includes('avif') || brands.includes('avis');
}

export function inspectImage(bytes: Uint8Array): ImageInfo | null {
  const b = bytes;
  const sized = (
    type: ImageType,
    extension: ImageInfo['extension'],
    size: [number, number] | null,
  ): ImageInfo => ({
    type,
    extension,
    width: size && size[0] > 0 ? size[0] : null,
    height: size && size[1] > 0 ? size[1] : null,
  });
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return sized('image/jpeg', 'jpg', jpegSize(b));
  if (ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n' && ascii(b, 12, 4) === 'IHDR') {
    return sized('image/png', 'png', [u32be(b, 16), u32be(b, 20)]);
  }
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return sized('image/webp', 'webp', webpSize(b));
  if (isAvif(b)) return sized('image/avif', 'avif', avifSize(b));
  return null;
}
