import type { Backend } from '../../backend/backend';
import type { CardGrade, CardGradeError, CardQualifier } from '../../domain/catalogue';
import { type GraderOrder, type GraderOrderCard } from '../../domain/graderOrder';
import type { OrderFacts } from '../../../machines/graderOrder';
import { SERVICE_PRICING } from '../../domain/pricing';
import type { OrderReturns } from '../../domain/returns';
import { GRADING_COMPANY_LABELS } from '../../domain/statuses';
import type { CsvColumn } from '../../lib/csv';

/** What the order's page shows: the order and the catalogue entries its company's grades come from. */
export interface OrderPage {
  order: GraderOrder;
  grades: CardGrade[];
  qualifiers: CardQualifier[];
  gradeErrors: CardGradeError[];
  /** Its submissions and their returns (issue 39 item 5). */
  returns: OrderReturns;
}

/** The order with the active grades and qualifiers of its company, and the grade errors. */
export async function loadOrderPage(backend: Backend, id: string, signal: AbortSignal): Promise<OrderPage> {
  const [order, grades, qualifiers, gradeErrors, returns] = await Promise.all([
    backend.graderOrders.get(id, { signal }),
    backend.catalogues.cardGrades.list({ signal }),
    backend.catalogues.cardQualifiers.list({ signal }),
    backend.catalogues.cardGradeErrors.list({ signal }),
    backend.returns.ofOrder(id, { signal }),
  ]);
  const ofCompany = <T extends { gradingCompany: number; isActive: boolean }>(rows: T[]) =>
    rows.filter((row) => row.isActive && row.gradingCompany === order.gradingCompany);
  return {
    order,
    grades: ofCompany(grades),
    qualifiers: ofCompany(qualifiers),
    gradeErrors: gradeErrors.filter((row) => row.isActive),
    returns,
  };
}

export const factsOf = (order: GraderOrder): OrderFacts => ({
  id: order.id,
  stage: order.stage,
  heldFrom: order.heldFrom,
  cardCount: order.cardCount,
  gradedCount: order.gradedCount,
  shippedOn: order.shippedOn,
  returnShippedOn: order.returnShippedOn,
});

/** 'PSA 0047 · PSA Regular'. */
export const orderTitle = (order: GraderOrder): string => order.label || `Order ${order.id}`;

/** 'PSA PSA-24317', or 'PSA order number pending' until the company gives the order its number. */
export const companyOrderNumber = (order: GraderOrder): string =>
  `${GRADING_COMPANY_LABELS[order.gradingCompany]} ${order.orderNumber || 'order number pending'}`;

export const orderSubtitle = (order: GraderOrder): string =>
  [companyOrderNumber(order), SERVICE_PRICING[order.service].label].join(' · ');

/** The posted grades as a CSV a grading company's export reads like. */
export const GRADE_CSV_COLUMNS: readonly CsvColumn<GraderOrderCard>[] = [
  { header: 'Cert number', value: (card) => card.certificateNumber },
  { header: 'Card', value: (card) => card.cardName },
  { header: 'Card id', value: (card) => card.cardId },
  { header: 'Submission', value: (card) => card.submissionId },
  { header: 'Customer', value: (card) => card.customerName },
  { header: 'Grade', value: (card) => card.gradeText },
  { header: 'Estimate', value: (card) => card.estimatedGrade },
  { header: 'Declared value', value: (card) => card.declaredValue.toFixed(2) },
];

export const gradeCsvName = (order: GraderOrder): string =>
  `grades-${GRADING_COMPANY_LABELS[order.gradingCompany]}-${order.orderNumber || order.id}.csv`
    .replace(/[^\w.-]+/g, '-')
    .toLowerCase();
