/** Seed B §5: rotations are normalised to 0–359 degrees. */
export function normaliseRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const whole = Math.round(degrees) % 360;
  // `+ 0` turns -0 into 0, so a full turn back reads 0 like any other.
  return (whole < 0 ? whole + 360 : whole) + 0;
}

/** The rotate button's step: a quarter turn clockwise. */
export const ROTATE_STEP = 90;

/** Seed B §5: landscape images start rotated 90 degrees, so cards stand upright. */
export const initialRotation = (width: number, height: number): number => (width > height ? 90 : 0);

export interface Size {
  width: number;
  height: number;
}

/** The size an image takes once turned by `rotation` degrees (its bounding box, whole pixels). */
export function rotatedSize(size: Size, rotation: number): Size {
  const turn = normaliseRotation(rotation);
  if (turn % 180 === 0) return { width: size.width, height: size.height };
  if (turn % 90 === 0) return { width: size.height, height: size.width };
  const radians = (turn * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return {
    width: Math.round(size.width * cos + size.height * sin),
    height: Math.round(size.width * sin + size.height * cos),
  };
}

export interface CompositeSlot {
  /** Centre of the slot the (rotated) image is drawn around. */
  centreX: number;
  centreY: number;
  rotation: number;
  width: number;
  height: number;
}

export interface CompositeLayout {
  width: number;
  height: number;
  front: CompositeSlot;
  back: CompositeSlot;
}

/**
 * Seed B §9 card image composite: front on the left and back on the right, zero gap, on white; each
 * image keeps its own size (turned by its rotation) and is centred vertically in the taller one.
 */
export function compositeLayout(
  front: Size & { rotation: number },
  back: Size & { rotation: number },
): CompositeLayout {
  const frontBox = rotatedSize(front, front.rotation);
  const backBox = rotatedSize(back, back.rotation);
  const height = Math.max(frontBox.height, backBox.height);
  const slot = (image: Size & { rotation: number }, box: Size, left: number): CompositeSlot => ({
    centreX: left + box.width / 2,
    centreY: height / 2,
    rotation: normaliseRotation(image.rotation),
    width: image.width,
    height: image.height,
  });
  return {
    width: frontBox.width + backBox.width,
    height,
    front: slot(front, frontBox, 0),
    back: slot(back, backBox, frontBox.width),
  };
}
