import type { Selectable } from 'kysely';
import { joinName } from '../../src/domain/names';
import { GRADING_COMPANY_LABELS, isGradingCompanyCode } from '../../src/domain/statuses';
import type { GraderOrdersTable } from './schema';

/**
 * A grader order and its cards as the API answers them (issue 39), from the rows the store reads:
 * the one place a column becomes a field.
 */

export type GraderOrderRow = Selectable<GraderOrdersTable>;

export interface CardRow {
  card_id: number;
  submission_id: number;
  customer_id: number | null;
  first_name: string | null;
  last_name: string | null;
  card_name: string;
  card_year: string;
  card_set: string;
  card_subject: string;
  card_number: string;
  estimated_grade: number | null;
  declared_value: number;
  grade_id: number | null;
  grade_score: string | null;
  grade_company: number | null;
  qualifier_id: number | null;
  grade_error_id: number | null;
  certificate_number: string | null;
}

export const companyLabel = (code: number | null) =>
  isGradingCompanyCode(code) ? GRADING_COMPANY_LABELS[code] : `#${code ?? '?'}`;

export function cardPayload(row: CardRow) {
  return {
    cardId: row.card_id,
    submissionId: row.submission_id,
    customerId: row.customer_id,
    customerName: joinName(row.first_name, row.last_name),
    cardName: row.card_name,
    gradingDescription: {
      year: row.card_year,
      set: row.card_set,
      subject: row.card_subject,
      cardNumber: row.card_number,
    },
    estimatedGrade: row.estimated_grade,
    declaredValue: Number(row.declared_value),
    gradeId: row.grade_id,
    gradeScore: row.grade_score,
    gradeText:
      row.grade_id === null ? null : `${companyLabel(row.grade_company)} ${row.grade_score ?? ''}`.trim(),
    qualifierId: row.qualifier_id,
    gradeErrorId: row.grade_error_id,
    certificateNumber: row.certificate_number,
  };
}

export type GraderOrderCardPayload = ReturnType<typeof cardPayload>;

export interface Totals {
  card_count: number | string;
  graded_count: number | string;
  declared_value: number | string | null;
}

export function orderPayload(
  row: GraderOrderRow,
  totals: Totals | undefined,
  cards: GraderOrderCardPayload[],
) {
  return {
    id: row.id,
    gradingCompany: row.grading_company,
    orderNumber: row.order_number,
    service: row.service,
    label: row.label,
    stage: row.stage,
    heldFrom: row.held_from,
    cardCount: Number(totals?.card_count ?? 0),
    gradedCount: Number(totals?.graded_count ?? 0),
    declaredValue: Math.round(Number(totals?.declared_value ?? 0) * 100) / 100,
    shippedOn: row.shipped_on,
    trackingNumber: row.tracking_number,
    targetReturnOn: row.target_return_on,
    returnTrackingNumber: row.return_tracking_number,
    returnShippedOn: row.return_shipped_on,
    receivedOn: row.received_on,
    fulfilledAt: row.fulfilled_at,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    cards,
  };
}

export type GraderOrderPayload = ReturnType<typeof orderPayload>;
