import type { CardAssignmentContext, PickCard } from './cardAssignment.types';

export const availableIds = (cards: readonly PickCard[]): string[] =>
  cards.filter((card) => card.availability.available).map((card) => card.id);

/** Why the typed declared value cannot be sent, or null when it can (the server checks it again). */
export function declaredValueMessage(typed: string, limit: number | null): string | null {
  if (typed.trim() === '') return 'Declared value per card is required.';
  const value = Number(typed);
  if (!Number.isFinite(value) || value < 0) return 'Declared value must be a positive amount.';
  if (limit !== null && value > limit) return `At most $${limit} per card for this service.`;
  return null;
}

/** Add sends only ticked cards with a declared value the service allows. */
export const canAdd = (context: Pick<CardAssignmentContext, 'chosen' | 'declaredValue' | 'limit'>): boolean =>
  context.chosen.length > 0 && declaredValueMessage(context.declaredValue, context.limit) === null;

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
