import type { SnapshotFrom } from 'xstate';
import type { cardAssignmentMachine } from './cardAssignment.machine';
import { canAdd, cardsToAdd, declaredValueMessage } from './cardAssignment.rules';
import type { CardAssignmentEvent, PickCard, SubmissionHit } from './cardAssignment.types';

type Snapshot = SnapshotFrom<typeof cardAssignmentMachine>;

/** One of the submission's cards as the picker lists it: ticked or not, and its declared value. */
export interface PickRow extends PickCard {
  chosen: boolean;
  /** Its declared value as typed. */
  value: string;
  /** Why the value cannot go (the server's text for it), once one is typed for a ticked card. */
  valueProblem: string | null;
}

/** What the 'Add cards' panel of a grader order binds. */
export interface CardAssignmentView {
  query: string;
  busy: boolean;
  /** The submissions found, once a search has answered; null before. */
  hits: SubmissionHit[] | null;
  /** The submission whose cards are listed, and its cards. */
  submission: SubmissionHit | null;
  cards: PickRow[];
  chosenCount: number;
  availableCount: number;
  /** Ticked cards whose value is still blank. */
  unpriced: number;
  /** The ticked cards' declared values added up, once every one can go; null before. */
  total: number | null;
  canAdd: boolean;
  problems: string[];
  setQuery: (value: string) => void;
  find: () => void;
  pick: (submissionId: string) => void;
  toggle: (cardId: string) => void;
  toggleAll: () => void;
  setValue: (cardId: string, value: string) => void;
  add: () => void;
  back: () => void;
}

export function connectCardAssignment(
  snapshot: Snapshot,
  send: (event: CardAssignmentEvent) => void,
): CardAssignmentView {
  const { context } = snapshot;
  const listing = snapshot.matches('choosing') || snapshot.matches('adding');
  const cards = listing ? (context.loaded?.cards ?? []) : [];
  const chosen = new Set(context.chosen);
  const rows = cards.map((card): PickRow => {
    const value = context.values[card.id] ?? '';
    const ticked = chosen.has(card.id);
    return {
      ...card,
      chosen: ticked,
      value,
      valueProblem: ticked && value.trim() !== '' ? declaredValueMessage(context, card.id) : null,
    };
  });
  const ready = canAdd(context);
  return {
    query: context.query,
    busy: snapshot.matches('finding') || snapshot.matches('loading') || snapshot.matches('adding'),
    hits: snapshot.matches('results') || snapshot.matches('loading') ? context.hits : null,
    submission: listing ? (context.loaded?.submission ?? null) : null,
    cards: rows,
    chosenCount: context.chosen.length,
    availableCount: cards.filter((card) => card.availability.available).length,
    unpriced: rows.filter((row) => row.chosen && row.value.trim() === '').length,
    total: ready
      ? Math.round(cardsToAdd(context).reduce((sum, card) => sum + card.declaredValue, 0) * 100) / 100
      : null,
    canAdd: snapshot.matches('choosing') && ready,
    problems: context.problems,
    setQuery: (value) => send({ type: 'assign.query', value }),
    find: () => send({ type: 'assign.find' }),
    pick: (submissionId) => send({ type: 'assign.pick', submissionId }),
    toggle: (cardId) => send({ type: 'assign.toggle', cardId }),
    toggleAll: () => send({ type: 'assign.toggleAll' }),
    setValue: (cardId, value) => send({ type: 'assign.value', cardId, value }),
    add: () => send({ type: 'assign.add' }),
    back: () => send({ type: 'assign.back' }),
  };
}
