import type { CardAvailability, CardAssignment } from '../../src/domain/graderOrder';
import type { ServiceKey } from '../../src/domain/submission';

/** A submission the search found: its number and its customer. */
export interface SubmissionHit {
  id: string;
  customerName: string;
}

/** One of the submission's cards as the picker lists it. */
export interface PickCard {
  id: string;
  /** What a grading company asks of it ('1986 Fleer Michael Jordan #57'), else its name. */
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
  /** The order's service: its per-card limit ('(max $N per card)') checks each card's value. */
  service: ServiceKey;
}

export interface CardAssignmentContext extends CardAssignmentInput {
  query: string;
  hits: SubmissionHit[];
  loaded: LoadedSubmission | null;
  /** The ids of the cards ticked to go in. */
  chosen: string[];
  /** Each card's declared value as typed in its own field, by card id (decision 0520). */
  values: Record<string, string>;
  /** Why the last search, load or add failed: the server's reasons, one a line. */
  problems: string[];
}

export interface AddCardsInput {
  orderId: string;
  /** The ticked cards in list order, each with its own declared value. */
  cards: CardAssignment[];
}

export type CardAssignmentEvent =
  | { type: 'assign.query'; value: string }
  | { type: 'assign.find' }
  | { type: 'assign.pick'; submissionId: string }
  | { type: 'assign.toggle'; cardId: string }
  | { type: 'assign.toggleAll' }
  | { type: 'assign.value'; cardId: string; value: string }
  | { type: 'assign.add' }
  | { type: 'assign.back' };
