import type { Card } from '../../src/domain/card';
import type { AppError } from '../../src/domain/errors';
import type { PrescreenOption, PrescreenValues } from '../../src/domain/prescreenNotes';

/** Drafts by card id: only cards whose draft differs from what is saved. */
export type PrescreenDrafts = Readonly<Record<string, PrescreenValues>>;

export interface PrescreenReview {
  /** The submission's customer, for the heading and the profile link. */
  customer: { id: string | null; name: string } | null;
  cards: readonly Card[];
  recommendations: readonly PrescreenOption[];
  grades: readonly PrescreenOption[];
  /** Drafts kept from an earlier visit (local storage); ones for other cards are dropped. */
  drafts: PrescreenDrafts;
}

export interface PrescreenDraftInput {
  submissionId: string;
}

export interface PrescreenDraftContext extends PrescreenReview {
  submissionId: string;
  /** Saved values by card id (updated by each save). */
  saved: PrescreenDrafts;
  /** The card on screen, 0-based. */
  index: number;
  /** Drawing on the image is on (only with a preview image; off when the card changes). */
  annotating: boolean;
  /** The card being saved and the values sent. */
  sending: SaveCardInput | null;
  /** The card whose last save failed (its draft is kept). */
  failedCardId: string | null;
  error: AppError | null;
  /** Bumped by each completed save, so the view announces it. */
  saves: number;
  /**
   * What a save made by a shortcut replaced, so its toast can put it back ('Saved — Undo'): the card,
   * its values before that save, and `id` naming the toast's Undo (the save's count).
   */
  undo: PrescreenUndo | null;
}

export interface PrescreenUndo extends SaveCardInput {
  id: number;
}

export type PrescreenDraftEvent =
  | { type: 'prescreen.retry' }
  | { type: 'prescreen.next' }
  | { type: 'prescreen.previous' }
  /** Jump to a card (0-based; wraps around). */
  | { type: 'prescreen.select'; index: number }
  | { type: 'prescreen.change'; values: Partial<PrescreenValues> }
  | { type: 'prescreen.reset' }
  | { type: 'prescreen.clear' }
  /** `byShortcut`: a key pressed it (S), so its toast offers Undo. */
  | { type: 'prescreen.save'; byShortcut?: boolean }
  /** The toast's Undo of the shortcut save `id`: its card's values before it are saved again. */
  | { type: 'prescreen.undoSave'; id: number }
  | { type: 'prescreen.annotate' };

export interface LoadReviewInput {
  submissionId: string;
}

export interface SaveCardInput {
  cardId: string;
  values: PrescreenValues;
}

/** What the server kept (its card read back), or null when it echoed nothing readable. */
export type SavedCard = Card | null;
