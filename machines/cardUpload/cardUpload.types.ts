import type { CardSide } from '../../src/domain/cardPairing';
import type { Card, UploadResult } from '../../src/domain/card';

/** A photo read from disk: its bytes and its natural size (after EXIF orientation). */
export interface ReadImage {
  name: string;
  type: string;
  blob: Blob;
  width: number;
  height: number;
  /** A small copy for the list (null when the photo is small already), so the page never holds 12 MP. */
  thumbnail: Blob | null;
}

/** One side of a local card: the photo and how far it is turned (0–359). */
export interface LocalImage extends ReadImage {
  rotation: number;
}

/** A card being prepared: incomplete until it has both sides; `composite` is cleared by any edit. */
export interface LocalCard {
  id: string;
  front: LocalImage | null;
  back: LocalImage | null;
  composite: Blob | null;
}

/** What the local list is saved as between visits (no composites: they are rebuilt on submit). */
export interface CardDraft {
  cards: LocalCard[];
}

/** What a read of files is for: new cards, or one side of an existing card. */
export type PendingRead = { kind: 'add' } | { kind: 'replace'; cardId: string; side: CardSide };

export interface CardUploadContext {
  submissionId: string;
  /** Next local card id (ids are local to this list and to its draft). */
  nextId: number;
  cards: LocalCard[];
  pending: PendingRead | null;
  /** A refusal or a validation message shown by the drop zone. */
  notice: string | null;
  /** The composing or upload failure shown inline above the list. */
  uploadError: string | null;
  /** Ids of the cards in the batch being composed or uploaded. */
  batch: string[];
  /** Upload progress per card id, 0..1. */
  progress: Record<string, number>;
  serverCards: Card[];
  serverError: string | null;
  /** How many changes the local list has had since it was opened (its restored draft is version 0). */
  draftVersion: number;
  /** The latest version this device has stored; the list is kept when it equals `draftVersion`. */
  keptVersion: number;
}

export interface CardUploadInput {
  submissionId: string;
}

export type CardUploadEvent =
  | { type: 'cards.add'; files: readonly File[] }
  | { type: 'card.rotate'; cardId: string; side: CardSide }
  | { type: 'card.swap'; cardId: string }
  | { type: 'card.replace'; cardId: string; side: CardSide; file: File }
  | { type: 'card.remove'; cardId: string }
  | { type: 'cards.submit' }
  | { type: 'cards.cancel' }
  | { type: 'cards.reload' }
  | { type: 'notice.dismiss' }
  | { type: 'card.composed'; cardId: string; composite: Blob }
  | { type: 'upload.progress'; fractions: Record<string, number> }
  | { type: 'draft.kept'; version: number };

export interface ComposeInput {
  cards: LocalCard[];
  /** Called as each card's composite is ready, so the list shows progress while the rest compose. */
  onComposed: (cardId: string, composite: Blob) => void;
}

export interface ComposeOutput {
  composites: Array<{ cardId: string; composite: Blob }>;
}

export interface UploadInput {
  submissionId: string;
  cards: LocalCard[];
  /** Upload progress per card id, 0..1. */
  onProgress: (fractions: Record<string, number>) => void;
}

export type { UploadResult };
