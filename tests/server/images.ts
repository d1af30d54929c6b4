/**
 * Minimal image headers for upload tests: just enough bytes for the server's header reader, built
 * here because Node has no image encoder. Each takes the dimensions it should report.
 */
const u32be = (value: number) => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const u16be = (value: number) => [(value >>> 8) & 255, value & 255];
const u24le = (value: number) => [value & 255, (value >>> 8) & 255, (value >>> 16) & 255];
const text = (value: string) => [...value].map((char) => char.charCodeAt(0));

export function png(width: number, height: number): Uint8Array {
  return new Uint8Array([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...u32be(13),
    ...text('IHDR'),
    ...u32be(width),
    ...u32be(height),
    8,
    6,
    0,
    0,
    0,
    ...u32be(0),
  ]);
}

/** A JFIF APP0 segment first, so the reader has to skip a segment to find the frame header. */
export function jpeg(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...u16be(16),
    ...text('JFIF'),
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xc2,
    ...u16be(17),
    8,
    ...u16be(height),
    ...u16be(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
    0xff,
    0xd9,
  ]);
}

export function webp(width: number, height: number): Uint8Array {
  return new Uint8Array([
    ...text('RIFF'),
    ...u32be(0),
    ...text('WEBP'),
    ...text('VP8X'),
    10,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...u24le(width - 1),
    ...u24le(height - 1),
  ]);
}

export function avif(width: number, height: number): Uint8Array {
  return new Uint8Array([
    ...u32be(24),
    ...text('ftyp'),
    ...text('avif'),
    0,
    0,
    0,
    0,
    ...text('mif1'),
    ...text('miaf'),
    ...u32be(20),
    ...text('ispe'),
    0,
    0,
    0,
    0,
    ...u32be(width),
    ...u32be(height),
  ]);
}
