import type { GraderOrder, StoredOrderCardFields } from '../../domain/graderOrder';
import type { ReturnShipment } from '../../domain/returns';

/** A card in a stored order: what was typed; names, estimates and grade texts are joined on read. */
export type StoredOrderCard = StoredOrderCardFields & {
  /** When its grade was posted (the customer's 'Grades posted' date, issue 40); absent on older snapshots. */
  gradedAt?: string | null;
};

/** A grader order as the demo keeps it: its totals are counted on read. */
export type StoredGraderOrder = Omit<GraderOrder, 'cards' | 'cardCount' | 'gradedCount' | 'declaredValue'> & {
  cards: StoredOrderCard[];
  /** Each submission's shipment home, by submission id (issue 39 item 5); absent on older snapshots. */
  returnShipments?: Record<string, ReturnShipment>;
};
