import type { GraderStage } from '../../src/domain/graderOrder';
import { joinName } from '../../src/domain/names';
import {
  type JourneyPlace,
  type SubmissionInOrder,
  journeyOf,
  journeyPlaceOf,
  statusOfJourney,
} from '../../src/domain/returns';
import { isGradingCompanyCode } from '../../src/domain/statuses';
import { recountConsignors } from './consignorReturns';
import type { Db } from './database';

/** A submission of an order with its customer and return: what the order's returns list groups by. */
const PER_SUBMISSION = [
  'oc.submission_id',
  's.customer_id',
  'cu.first_name',
  'cu.last_name',
  'r.carrier',
  'r.tracking_number',
  'r.shipped_on',
  'r.recorded_by_name',
  'r.recorded_at',
] as const;

export interface ReturnShipmentInput {
  carrier: string;
  trackingNumber: string;
  shippedOn: string;
}

/** Return shipments and the submission status that follows the cards' journey (decision 0394). */
export function returnStore(db: Db) {
  return {
    /** Each submission with cards in the order, its customer, card count and return (if logged). */
    async ofOrder(orderId: number) {
      const rows = await db
        .selectFrom('grader_order_cards as oc')
        .innerJoin('submissions as s', 's.id', 'oc.submission_id')
        .leftJoin('customers as cu', 'cu.id', 's.customer_id')
        .leftJoin('return_shipments as r', (join) =>
          join.onRef('r.order_id', '=', 'oc.order_id').onRef('r.submission_id', '=', 'oc.submission_id'),
        )
        .select((eb) => [...PER_SUBMISSION, eb.fn.countAll<number | string>().as('cards')])
        .where('oc.order_id', '=', orderId)
        .groupBy(PER_SUBMISSION)
        .orderBy('oc.submission_id')
        .execute();
      return rows.map((row) => ({
        submissionId: row.submission_id,
        customerId: row.customer_id,
        customerName: joinName(row.first_name, row.last_name),
        cardCount: Number(row.cards),
        returnShipment:
          row.shipped_on === null
            ? null
            : {
                carrier: row.carrier ?? '',
                trackingNumber: row.tracking_number ?? '',
                shippedOn: row.shipped_on,
                recordedBy: row.recorded_by_name ?? '',
                recordedAt: row.recorded_at ?? '',
              },
      }));
    },

    async isLogged(orderId: number, submissionId: number): Promise<boolean> {
      const row = await db
        .selectFrom('return_shipments')
        .select('id')
        .where('order_id', '=', orderId)
        .where('submission_id', '=', submissionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async log(
      orderId: number,
      submissionId: number,
      input: ReturnShipmentInput,
      by: { id: number; name: string },
      at: string,
    ): Promise<void> {
      await db
        .insertInto('return_shipments')
        .values({
          order_id: orderId,
          submission_id: submissionId,
          carrier: input.carrier,
          tracking_number: input.trackingNumber,
          shipped_on: input.shippedOn,
          recorded_by: by.id,
          recorded_by_name: by.name,
          recorded_at: at,
        })
        .execute();
      // The consignor's line of the returns list moves from ready to returned (decision 0570).
      const submission = await db
        .selectFrom('submissions')
        .select('customer_id')
        .where('id', '=', submissionId)
        .executeTakeFirst();
      if (submission) await recountConsignors(db, [submission.customer_id]);
    },

    /** Sets the order's fulfilledAt (once) when every submission in it has its return logged; true if so. */
    async fulfilIfAllReturned(orderId: number, at: string): Promise<boolean> {
      const waiting = await db
        .selectFrom('grader_order_cards as oc')
        .leftJoin('return_shipments as r', (join) =>
          join.onRef('r.order_id', '=', 'oc.order_id').onRef('r.submission_id', '=', 'oc.submission_id'),
        )
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('oc.order_id', '=', orderId)
        .where('r.id', 'is', null)
        .executeTakeFirst();
      if (Number(waiting?.n ?? 0) > 0) return false;
      await db
        .updateTable('grader_orders')
        .set({ fulfilled_at: at, updated_at: at, version: (eb) => eb('version', '+', 1) })
        .where('id', '=', orderId)
        .where('fulfilled_at', 'is', null)
        .execute();
      return true;
    },

    /** Moves each submission of the order to the status its cards' journey gives (decision 0394). */
    async followJourney(orderId: number, at: string): Promise<void> {
      const ids = (
        await db
          .selectFrom('grader_order_cards')
          .select('submission_id')
          .distinct()
          .where('order_id', '=', orderId)
          .execute()
      ).map((row) => row.submission_id);
      if (ids.length === 0) return;
      const trips = await db
        .selectFrom('grader_order_cards as oc')
        .innerJoin('grader_orders as o', 'o.id', 'oc.order_id')
        .leftJoin('return_shipments as r', (join) =>
          join.onRef('r.order_id', '=', 'oc.order_id').onRef('r.submission_id', '=', 'oc.submission_id'),
        )
        .select(['oc.submission_id', 'o.stage', 'r.id as return_id'])
        .distinct()
        .where('oc.submission_id', 'in', ids)
        .execute();
      const submissions = await db
        .selectFrom('submissions')
        .select(['id', 'status_code'])
        .where('id', 'in', ids)
        .execute();
      for (const submission of submissions) {
        const orders: SubmissionInOrder[] = trips
          .filter((trip) => trip.submission_id === submission.id)
          .map((trip) => ({ stage: trip.stage as GraderStage, returned: trip.return_id !== null }));
        const next = statusOfJourney(journeyOf(orders), submission.status_code);
        if (next === null) continue;
        await db
          .updateTable('submissions')
          .set({ status_code: next, updated_at: at, version: (eb) => eb('version', '+', 1) })
          .where('id', '=', submission.id)
          .execute();
      }
    },

    /**
     * Where each of these submissions' cards are (decision 0531), for the ones in an order: one query
     * over their orders and returns (a list's page, by the index on the cards' submission).
     */
    async placesOf(submissionIds: readonly number[]): Promise<Map<number, JourneyPlace>> {
      if (submissionIds.length === 0) return new Map();
      const trips = await db
        .selectFrom('grader_order_cards as oc')
        .innerJoin('grader_orders as o', 'o.id', 'oc.order_id')
        .leftJoin('return_shipments as r', (join) =>
          join.onRef('r.order_id', '=', 'oc.order_id').onRef('r.submission_id', '=', 'oc.submission_id'),
        )
        .select(['oc.submission_id', 'oc.order_id', 'o.stage', 'o.grading_company', 'r.id as return_id'])
        .distinct()
        .where('oc.submission_id', 'in', [...submissionIds])
        .execute();
      const bySubmission = new Map<number, typeof trips>();
      for (const trip of trips) {
        bySubmission.set(trip.submission_id, [...(bySubmission.get(trip.submission_id) ?? []), trip]);
      }
      return new Map(
        [...bySubmission].map(([id, orders]) => [
          id,
          journeyPlaceOf(
            orders.map((trip) => ({
              stage: trip.stage as GraderStage,
              returned: trip.return_id !== null,
              gradingCompany: isGradingCompanyCode(trip.grading_company) ? trip.grading_company : 0,
            })),
          ),
        ]),
      );
    },
  };
}

export type ReturnStore = ReturnType<typeof returnStore>;
