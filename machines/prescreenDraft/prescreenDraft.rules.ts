import {
  samePrescreenValues,
  savedPrescreenValues,
  type PrescreenValues,
} from '../../src/domain/prescreenNotes';
import type { Card } from '../../src/domain/card';
import type { PrescreenDraftContext, PrescreenDrafts } from './prescreenDraft.types';

export const PRESCREEN_SAVED = { title: 'Saved', message: 'Prescreening updated.', durationMs: 2800 };
export const PRESCREEN_SAVE_FAILED = { title: 'Something went wrong', message: 'Unable to save that card.' };
/** Seed B §8: the toast when a submission's cards cannot be loaded (the panel says 'Unable to load cards.'). */
export const PRESCREEN_LOAD_FAILED = {
  title: 'Something went wrong',
  message: 'Unable to load cards for that submission.',
};

type Values = Pick<PrescreenDraftContext, 'cards' | 'saved' | 'drafts' | 'index'>;

export const currentCard = (context: Pick<PrescreenDraftContext, 'cards' | 'index'>): Card | null =>
  context.cards[context.index] ?? null;

/** Saved values of every card, by id. */
export const savedByCard = (cards: readonly Card[]): PrescreenDrafts =>
  Object.fromEntries(cards.map((card) => [card.id, savedPrescreenValues(card)]));

/** What the form shows for a card: its draft, else its saved values. */
export function valuesOf(context: Values, cardId: string): PrescreenValues | null {
  return context.drafts[cardId] ?? context.saved[cardId] ?? null;
}

/** Keeps only drafts of cards on screen that differ from their saved values. */
export function keepDrafts(drafts: PrescreenDrafts, saved: PrescreenDrafts): PrescreenDrafts {
  return Object.fromEntries(
    Object.entries(drafts).filter(([id, draft]) => saved[id] && !samePrescreenValues(draft, saved[id])),
  );
}

/**
 * Cards still waiting for review (issue 37, decision 0364): those with no saved recommendation. A save
 * that names one takes the card off the count; a draft does not.
 */
export const waitingForReview = (context: Pick<PrescreenDraftContext, 'cards' | 'saved'>): number =>
  context.cards.filter((card) => (context.saved[card.id]?.recommendationId ?? null) === null).length;

/** The current card has a draft that differs from what is saved. */
export const currentIsDirty = (context: Values): boolean => {
  const card = currentCard(context);
  return card !== null && context.drafts[card.id] !== undefined;
};

export const hasPreview = (card: Card | null): boolean => Boolean(card?.previewUrl ?? card?.imageUrl);

/** 0-based index wrapped into the list (Previous on the first card shows the last). */
export const wrapIndex = (index: number, count: number): number =>
  count === 0 ? 0 : ((Math.trunc(index) % count) + count) % count;
