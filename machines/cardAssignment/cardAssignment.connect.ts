import type { SnapshotFrom } from 'xstate';
import type { cardAssignmentMachine } from './cardAssignment.machine';
import { canAdd, declaredValueMessage } from './cardAssignment.rules';
import type { CardAssignmentEvent, PickCard, SubmissionHit } from './cardAssignment.types';

type Snapshot = SnapshotFrom<typeof cardAssignmentMachine>;

/** What the 'Add cards' panel of a grader order binds. */
export interface CardAssignmentView {
  query: string;
  busy: boolean;
  /** The submissions found, once a search has answered; null before. */
  hits: SubmissionHit[] | null;
  /** The submission whose cards are listed, and its cards. */
  submission: SubmissionHit | null;
  cards: PickCard[];
  chosen: ReadonlySet<string>;
  declaredValue: string;
  /** Why the declared value cannot go (shown once cards are listed). */
  valueProblem: string | null;
  canAdd: boolean;
  problems: string[];
  setQuery: (value: string) => void;
  find: () => void;
  pick: (submissionId: string) => void;
  toggle: (cardId: string) => void;
  toggleAll: () => void;
  setValue: (value: string) => void;
  add: () => void;
  back: () => void;
}

export function connectCardAssignment(
  snapshot: Snapshot,
  send: (event: CardAssignmentEvent) => void,
): CardAssignmentView {
  const { context } = snapshot;
  const listing = snapshot.matches('choosing') || snapshot.matches('adding');
  return {
    query: context.query,
    busy: snapshot.matches('finding') || snapshot.matches('loading') || snapshot.matches('adding'),
    hits: snapshot.matches('results') || snapshot.matches('loading') ? context.hits : null,
    submission: listing ? (context.loaded?.submission ?? null) : null,
    cards: listing ? (context.loaded?.cards ?? []) : [],
    chosen: new Set(context.chosen),
    declaredValue: context.declaredValue,
    valueProblem: listing ? declaredValueMessage(context.declaredValue, context.limit) : null,
    canAdd: snapshot.matches('choosing') && canAdd(context),
    problems: context.problems,
    setQuery: (value) => send({ type: 'assign.query', value }),
    find: () => send({ type: 'assign.find' }),
    pick: (submissionId) => send({ type: 'assign.pick', submissionId }),
    toggle: (cardId) => send({ type: 'assign.toggle', cardId }),
    toggleAll: () => send({ type: 'assign.toggleAll' }),
    setValue: (value) => send({ type: 'assign.value', value }),
    add: () => send({ type: 'assign.add' }),
    back: () => send({ type: 'assign.back' }),
  };
}
