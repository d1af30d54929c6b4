import { placePick, type CardSide } from '../../src/domain/cardPairing';
import { initialRotation, normaliseRotation, ROTATE_STEP } from '../../src/domain/cardRotation';
import { isAppError } from '../../src/domain/errors';
import type { LocalCard, LocalImage, ReadImage } from './cardUpload.types';

/** Seed B §5 / §8 texts. */
export const CARD_TEXTS = {
  uploadImagesOnly: 'Upload images only.',
  imagesOnly: 'Only image uploads are supported.',
  needBothSides: 'Select both images for at least one card before submitting.',
  unreadableImage: 'We could not process that image. Please try again with a different file.',
  processingFailed: 'We were unable to process one of the images. Please verify the files and try again.',
  uploadFallback: 'We were unable to process these images. Please try again.',
  submitFailed: 'Unable to submit card imagery.',
  loadFailed: 'Unable to load card imagery right now.',
  loadFailedTitle: 'Unable to load cards',
  /** Not a seed text: issue 37's status once the list on screen is stored (decision 0455). */
  keptOnDevice: 'Kept on this device',
} as const;

/** Images are recognised by their declared type; the reader then proves they decode. */
export const isImageFile = (file: { type: string }): boolean => file.type.startsWith('image/');

export const isComplete = (card: LocalCard): boolean => card.front !== null && card.back !== null;

const toLocal = (image: ReadImage): LocalImage => ({
  ...image,
  rotation: initialRotation(image.width, image.height),
});

/**
 * Places freshly read photos: a card waiting for one side takes its own other side (by name), the rest
 * become new cards paired by name, numbered from `nextId`. A completed card loses its composite.
 */
export function placePhotos(
  cards: readonly LocalCard[],
  images: readonly ReadImage[],
  nextId: number,
): { cards: LocalCard[]; nextId: number } {
  const nameOf = (image: LocalImage) => image.name;
  const { completed, added } = placePick(cards, images.map(toLocal), nameOf);
  const kept = cards.map((card, index) => {
    const filled = completed.get(index);
    return filled ? { ...card, front: filled.front, back: filled.back, composite: null } : card;
  });
  const fresh = added.map((pair, index) => ({
    id: String(nextId + index),
    front: pair.front,
    back: pair.back,
    composite: null,
  }));
  return { cards: [...kept, ...fresh], nextId: nextId + fresh.length };
}

/** Applies an edit to one card; any edit clears its composite (seed B §4). */
export function editCard(
  cards: readonly LocalCard[],
  cardId: string,
  edit: (card: LocalCard) => LocalCard,
): LocalCard[] {
  return cards.map((card) => (card.id === cardId ? { ...edit(card), composite: null } : card));
}

export const rotateSide = (card: LocalCard, side: CardSide): LocalCard => {
  const image = card[side];
  return image
    ? { ...card, [side]: { ...image, rotation: normaliseRotation(image.rotation + ROTATE_STEP) } }
    : card;
};

export const swapSides = (card: LocalCard): LocalCard => ({ ...card, front: card.back, back: card.front });

export const replaceSide = (card: LocalCard, side: CardSide, image: ReadImage): LocalCard => ({
  ...card,
  [side]: toLocal(image),
});

/** The next free id after a restored draft's cards. */
export const nextIdAfter = (cards: readonly LocalCard[]): number =>
  cards.reduce((max, card) => Math.max(max, Number(card.id) || 0), 0) + 1;

/** The message of a failure: an AppError's own (the server's or the stitcher's), else the fallback. */
export const messageOf = (error: unknown, fallback: string): string =>
  isAppError(error) && error.message.trim() !== '' ? error.message : fallback;
