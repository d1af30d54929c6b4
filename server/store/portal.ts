import { type Selectable, sql } from 'kysely';
import type { GraderStage } from '../../src/domain/graderOrder';
import type { SubmissionJourney } from '../../src/domain/portal';
import type { ProgressOrder } from '../../src/domain/portalProgress';
import { journeyOf } from '../../src/domain/submissionJourney';
import { GRADING_COMPANY_LABELS, gradingCompanyLabel, isGradingCompanyCode } from '../../src/domain/statuses';
import type { CustomerRow } from '../db/customers';
import type { Db } from './database';
import type { SubmissionsTable } from './schema';

export type OwnSubmissionRow = Selectable<SubmissionsTable>;

/** 'PSA 10': the company's label and the catalogue grade's score, as staff see it on the order. */
const gradeTextOf = (company: number | null, score: string | null): string =>
  `${isGradingCompanyCode(company) ? GRADING_COMPANY_LABELS[company] : ''} ${score ?? ''}`.trim();

export interface OwnSubmissionQuery {
  pageNumber: number;
  pageSize: number;
  /** Digits the number starts with; null for every submission, '' for none. */
  numberPrefix: string | null;
}

/**
 * The customer's own records (issue 40): every query here is bounded by the customer id it is given,
 * so a route that passes the signed-in user's customer cannot reach anyone else's rows.
 */
export function portalStore(db: Db) {
  const own = (customerId: number) =>
    db.selectFrom('submissions').selectAll().where('customer_id', '=', customerId).where('is_active', '=', 1);

  return {
    /** The customer record linked to a user (the seed's userId link; sign-up writes it), lowest id first. */
    async customerOfUser(userId: number): Promise<CustomerRow | null> {
      const row = await db
        .selectFrom('customers')
        .selectAll()
        .where('user_id', '=', String(userId))
        .orderBy('id')
        .executeTakeFirst();
      return row ?? null;
    },

    /** A page of the customer's active submissions, newest first, with the total. */
    async submissions(
      customerId: number,
      query: OwnSubmissionQuery,
    ): Promise<{ rows: OwnSubmissionRow[]; total: number }> {
      if (query.numberPrefix === '') return { rows: [], total: 0 };
      const prefix = query.numberPrefix;
      const matching = () =>
        prefix === null
          ? own(customerId)
          : own(customerId).where(sql<boolean>`CAST(id AS TEXT) LIKE ${`${prefix}%`}`);
      const rows = await matching()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNumber - 1) * query.pageSize)
        .execute();
      const counted = await matching()
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /** One of the customer's active submissions; null for anyone else's (or an archived one). */
    async submission(customerId: number, id: number): Promise<OwnSubmissionRow | null> {
      return (await own(customerId).where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /**
     * What the grader orders say of one submission (issue 39's records, decision 0422): its cards in
     * orders that are not cancelled, with each one's grade, and its return shipments.
     */
    async journey(submissionId: number): Promise<SubmissionJourney> {
      const [cards, returns] = await Promise.all([
        sql<{
          card_id: number;
          shipped_on: string | null;
          grade_id: number | null;
          score: string | null;
          grading_company: number | null;
          certificate_number: string | null;
          graded_at: string | null;
        }>`SELECT oc.card_id, o.shipped_on, oc.grade_id, g.score, g.grading_company,
            oc.certificate_number, oc.graded_at
          FROM grader_order_cards oc
          JOIN grader_orders o ON o.id = oc.order_id
          LEFT JOIN card_grades g ON g.id = oc.grade_id
          WHERE oc.submission_id = ${submissionId} AND o.stage <> 'cancelled'
          ORDER BY oc.order_id`
          .execute(db)
          .then((result) => result.rows),
        db
          .selectFrom('return_shipments')
          .select(['carrier', 'tracking_number', 'shipped_on'])
          .where('submission_id', '=', submissionId)
          .execute(),
      ]);
      return journeyOf(
        cards.map((card) => ({
          cardId: String(card.card_id),
          orderShippedOn: card.shipped_on,
          gradeText: card.grade_id === null ? null : gradeTextOf(card.grading_company, card.score),
          certificateNumber: card.certificate_number,
          gradedAt: card.graded_at,
        })),
        returns.map((row) => ({
          carrier: row.carrier,
          trackingNumber: row.tracking_number,
          shippedOn: row.shipped_on,
        })),
      );
    },

    /**
     * The orders holding cards of each of some submissions (a page of the customer's list), with the
     * submission's return from each, for the dashboard's progress line (src/domain/portalProgress.ts).
     */
    async ordersOf(submissionIds: readonly number[]): Promise<Map<number, ProgressOrder[]>> {
      const orders = new Map<number, ProgressOrder[]>();
      if (submissionIds.length === 0) return orders;
      const rows = await db
        .selectFrom('grader_order_cards as oc')
        .innerJoin('grader_orders as o', 'o.id', 'oc.order_id')
        .leftJoin('return_shipments as r', (join) =>
          join.onRef('r.order_id', '=', 'oc.order_id').onRef('r.submission_id', '=', 'oc.submission_id'),
        )
        .select([
          'oc.submission_id',
          'o.id',
          'o.stage',
          'o.held_from',
          'o.grading_company',
          'o.return_tracking_number',
          'r.carrier',
          'r.tracking_number',
        ])
        .distinct()
        .where('oc.submission_id', 'in', [...submissionIds])
        .orderBy('o.id')
        .execute();
      for (const row of rows) {
        const order: ProgressOrder = {
          stage: row.stage as GraderStage,
          heldFrom: row.held_from as GraderStage | null,
          company: gradingCompanyLabel(row.grading_company),
          returnTrackingNumber: row.return_tracking_number,
          returnShipment:
            row.carrier === null ? null : { carrier: row.carrier, trackingNumber: row.tracking_number ?? '' },
        };
        orders.set(row.submission_id, [...(orders.get(row.submission_id) ?? []), order]);
      }
      return orders;
    },

    /** Whether an uploaded image belongs to a card of one of the customer's active submissions. */
    async ownsImage(customerId: number, objectKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('card_assets as a')
        .innerJoin('cards as k', 'k.id', 'a.card_id')
        .innerJoin('submissions as s', 's.id', 'k.submission_id')
        .select('a.id')
        .where('a.object_key', '=', objectKey)
        .where('s.customer_id', '=', customerId)
        .where('s.is_active', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type PortalStore = ReturnType<typeof portalStore>;
