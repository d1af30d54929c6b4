/** Seed B §8 Stitching and Image processing texts. */
export const STITCH_TEXTS = {
  bothRequired: 'Front and back images are required to stitch card imagery.',
  loadFailed: 'Failed to load image.',
  noContext: 'Canvas context is unavailable.',
  jpegFailed: 'Failed to generate JPEG composite.',
} as const;

/** Seed B §9 card image composite. */
export const COMPOSITE_FORMAT = {
  avifQuality: 50,
  /** libaom speed 10: a 12 MP pair in about 4 s on 2 cores (speed 8 about 6.6 s, speed 6 ~18 s). */
  avifSpeed: 10,
  jpegQuality: 0.78,
  background: '#ffffff',
} as const;

export class StitchError extends Error {
  override readonly name = 'StitchError';
}
