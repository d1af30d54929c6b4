// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inspectImage } from '../../server/uploads/imageInfo';
import { avif, jpeg, png, webp } from './images';

describe('reading image type and size from the bytes', () => {
  it.each([
    ['PNG', png(1200, 800), 'image/png'],
    ['JPEG (after an APP0 segment)', jpeg(4032, 3024), 'image/jpeg'],
    ['WebP (VP8X)', webp(2048, 1536), 'image/webp'],
    ['AVIF', avif(6000, 4000), 'image/avif'],
  ])('recognises %s and its dimensions', (_name, bytes, type) => {
    const info = inspectImage(bytes);
    expect(info?.type).toBe(type);
    expect([info?.width, info?.height]).not.toContain(null);
    expect((info?.width ?? 0) * (info?.height ?? 0)).toBeGreaterThan(0);
  });

  it('reports the exact dimensions', () => {
    expect(inspectImage(png(1200, 800))).toMatchObject({ width: 1200, height: 800 });
    expect(inspectImage(jpeg(4032, 3024))).toMatchObject({ width: 4032, height: 3024 });
    expect(inspectImage(webp(2048, 1536))).toMatchObject({ width: 2048, height: 1536 });
    expect(inspectImage(avif(6000, 4000))).toMatchObject({ width: 6000, height: 4000 });
  });

  it('refuses anything else, whatever it claims to be', () => {
    const samples = [
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      new TextEncoder().encode('GIF89a......'),
      new TextEncoder().encode('%PDF-1.7'),
      new Uint8Array([0x00, 0x00, 0x00, 0x18, ...new TextEncoder().encode('ftypheic')]),
      new Uint8Array(0),
    ];
    for (const bytes of samples) expect(inspectImage(bytes)).toBeNull();
  });
});
