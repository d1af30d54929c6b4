import type { Backend } from '../../backend/backend';
import type { GraderOrder, GraderOrderCard } from '../../domain/graderOrder';
import type { CsvColumn } from '../../lib/csv';
import { GRADE_CSV_COLUMNS, orderTitle } from './order-page';

/** One posted grade of one of the chosen orders. */
export interface ExportedGrade {
  order: GraderOrder;
  card: GraderOrderCard;
}

/**
 * The export of several orders (decision 0489): the per-order export's columns, after an Order column
 * naming each card's order as the shipment tracker does.
 */
export const CHOSEN_GRADE_CSV_COLUMNS: readonly CsvColumn<ExportedGrade>[] = [
  { header: 'Order', value: ({ order }) => orderTitle(order) },
  ...GRADE_CSV_COLUMNS.map((column) => ({
    header: column.header,
    value: ({ card }: ExportedGrade) => column.value(card),
  })),
];

/** The cards with a posted grade (a grade and its certificate number), order by order as chosen. */
export const postedGrades = (orders: readonly GraderOrder[]): ExportedGrade[] =>
  orders.flatMap((order) =>
    order.cards
      .filter((card) => card.gradeId !== null && card.certificateNumber)
      .map((card) => ({ order, card })),
  );

/** 'grades-3-orders-2026-12-02.csv'. */
export const chosenGradeCsvName = (count: number, day: string): string =>
  `grades-${count}-order${count === 1 ? '' : 's'}-${day}.csv`;

/** The chosen orders as they now are, with their cards (lists carry none). */
export const readChosenOrders = (
  backend: Backend,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<GraderOrder[]> => Promise.all(ids.map((id) => backend.graderOrders.get(id, { signal })));

/** What the Export button says instead of downloading a file with no grades in it. */
export const NOTHING_CHOSEN =
  'Choose the orders to export with their checkboxes in the shipment tracker first.';
export const NOTHING_POSTED = 'None of the chosen orders has posted grades yet: nothing to export.';
