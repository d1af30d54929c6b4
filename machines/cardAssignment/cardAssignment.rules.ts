import { type CardAssignment } from '../../src/domain/graderOrder';
import { typedDeclaredValueProblem } from '../../src/domain/declaredValue';
import type { CardAssignmentContext, PickCard } from './cardAssignment.types';

type Values = Pick<CardAssignmentContext, 'chosen' | 'values' | 'service' | 'loaded'>;

export const availableIds = (cards: readonly PickCard[]): string[] =>
  cards.filter((card) => card.availability.available).map((card) => card.id);

/**
 * Why a card's typed declared value cannot be sent, or null when it can: the text the server sends for
 * it after 'Card N: ' (decision 0520), so the screen and the server say the same.
 */
export const declaredValueMessage = (
  context: Pick<Values, 'values' | 'service'>,
  cardId: string,
): string | null => typedDeclaredValueProblem(context.service, context.values[cardId] ?? '');

/** Add sends only ticked cards, each with a declared value the service allows (the server checks again). */
export const canAdd = (context: Pick<Values, 'chosen' | 'values' | 'service'>): boolean =>
  context.chosen.length > 0 &&
  context.chosen.every((cardId) => declaredValueMessage(context, cardId) === null);

/** The ticked cards in the list's order, each with its own value, as Add sends them. */
export function cardsToAdd(context: Values): CardAssignment[] {
  const order = (context.loaded?.cards ?? []).map((card) => card.id);
  return [...context.chosen]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((cardId) => ({ cardId, declaredValue: Number(context.values[cardId]) }));
}

/** The messages of a failed call: the server's reasons when it gave them. */
export function problemsOf(error: unknown, fallback: string): string[] {
  if (typeof error === 'object' && error !== null && 'messages' in error) {
    const messages = (error as { messages: unknown }).messages;
    if (Array.isArray(messages) && messages.length > 0) return messages.map(String);
  }
  return [fallback];
}

export const FIND_FAILED = 'Unable to find submissions. Please try again shortly.';
export const LOAD_FAILED = "Unable to load that submission's cards. Please try again shortly.";
export const ADD_FAILED = 'Unable to add those cards. Please try again shortly.';
