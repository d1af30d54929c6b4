import type { GraderAction, LifecycleFacts } from '../../src/domain/graderOrder';
import type { DatedAction, TripDays } from '../../src/domain/graderOrderDates';

/** The order as the lifecycle sees it: its stage, what the rules look at, and the days of its trip. */
export interface OrderFacts extends LifecycleFacts, TripDays {
  id: string;
}

/** A step asked of the server, waiting for its answer. */
export interface PendingStep {
  action: GraderAction;
  trackingNumber: string;
  /** The day typed for Ship, Shipped back or Received (YYYY-MM-DD); null for the other steps. */
  on: string | null;
}

/** Why the day typed beside a dated step was not sent (decision 0530). */
export interface DateProblem {
  action: DatedAction;
  message: string;
}

export interface GraderOrderContext {
  order: OrderFacts;
  /** Today (the UTC day, as every day of the trip): the day fields start from it and may not pass it. */
  today: string;
  pending: PendingStep | null;
  /** The server's reason for the last refusal, until the next step or reload. */
  refusal: string | null;
  /** The day typed beside a step that cannot be taken, until the next step or reload. */
  dateProblem: DateProblem | null;
}

export interface GraderOrderInput {
  order: OrderFacts;
  /** YYYY-MM-DD. */
  today: string;
}

/** What the server answers to a step: the order as it now is. */
export type StepAnswer = OrderFacts;

export type GraderOrderEvent =
  | { type: 'order.ship'; trackingNumber: string; on: string }
  | { type: 'order.arrive' }
  | { type: 'order.advance' }
  | { type: 'order.postGrades' }
  | { type: 'order.shipBack'; trackingNumber: string; on: string }
  | { type: 'order.receive'; on: string }
  | { type: 'order.close' }
  | { type: 'order.hold' }
  | { type: 'order.resume' }
  | { type: 'order.cancel' }
  /** The screen read the order again (cards assigned, grades posted, or someone else moved it). */
  | { type: 'order.loaded'; order: OrderFacts };
