import type { CardAvailability } from '../../src/domain/graderOrder';

/** A submission the search found: its number and its customer. */
export interface SubmissionHit {
  id: string;
  customerName: string;
}

/** One of the submission's cards as the picker lists it. */
export interface PickCard {
  id: string;
  description: string;
  /** The submission's service this company grades ('PSA Regular'), or '' when it has none. */
  service: string;
  availability: CardAvailability;
}

export interface LoadedSubmission {
  submission: SubmissionHit;
  cards: PickCard[];
}

export interface CardAssignmentInput {
  orderId: string;
  /** The service's per-card limit ('(max $N per card)'); null when it has none. */
  limit: number | null;
}

export interface CardAssignmentContext extends CardAssignmentInput {
  query: string;
  hits: SubmissionHit[];
  loaded: LoadedSubmission | null;
  /** The ids of the cards ticked to go in. */
  chosen: string[];
  /** What 'Declared value per card' holds, as typed. */
  declaredValue: string;
  /** Why the last search, load or add failed: the server's reasons, one a line. */
  problems: string[];
}

export interface AddCardsInput {
  orderId: string;
  cardIds: string[];
  declaredValue: number;
}

export type CardAssignmentEvent =
  | { type: 'assign.query'; value: string }
  | { type: 'assign.find' }
  | { type: 'assign.pick'; submissionId: string }
  | { type: 'assign.toggle'; cardId: string }
  | { type: 'assign.toggleAll' }
  | { type: 'assign.value'; value: string }
  | { type: 'assign.add' }
  | { type: 'assign.back' };
