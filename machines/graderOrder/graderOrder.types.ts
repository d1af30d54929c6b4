import type { GraderAction, LifecycleFacts } from '../../src/domain/graderOrder';

/** The order as the lifecycle sees it: its stage and what the rules look at. */
export interface OrderFacts extends LifecycleFacts {
  id: string;
}

/** A step asked of the server, waiting for its answer. */
export interface PendingStep {
  action: GraderAction;
  trackingNumber: string;
}

export interface GraderOrderContext {
  order: OrderFacts;
  pending: PendingStep | null;
  /** The server's reason for the last refusal, until the next step or reload. */
  refusal: string | null;
}

export interface GraderOrderInput {
  order: OrderFacts;
}

/** What the server answers to a step: the order as it now is. */
export type StepAnswer = OrderFacts;

export type GraderOrderEvent =
  | { type: 'order.ship'; trackingNumber: string }
  | { type: 'order.arrive' }
  | { type: 'order.advance' }
  | { type: 'order.postGrades' }
  | { type: 'order.shipBack'; trackingNumber: string }
  | { type: 'order.receive' }
  | { type: 'order.close' }
  | { type: 'order.hold' }
  | { type: 'order.resume' }
  | { type: 'order.cancel' }
  /** The screen read the order again (cards assigned, grades posted, or someone else moved it). */
  | { type: 'order.loaded'; order: OrderFacts };
