import { isOpenOrder } from '../../src/domain/graderOrder';
import type { SampleData } from '../../src/domain/sample-data';
import type { Db } from './database';
import { CARD_DESCRIPTIONS_MIGRATION } from '../db/migrations/17-card-descriptions-and-one-open-order';
import { chunks, id, idOf } from './seed-batches';

/**
 * The sample's grader orders and their cards (issue 39), with the ids the sample gave them, and the
 * return shipments of the closed one when the database has their table (migration 14; the upgrade
 * tests seed at older migrations). An order card's open flag is written from migration 17 on.
 */
export async function writeGraderOrders(db: Db, data: SampleData, schemaVersion: number) {
  if (data.graderOrders.length === 0) return;
  await db
    .insertInto('grader_orders')
    .values(
      data.graderOrders.map((order) => ({
        id: idOf(order.id),
        grading_company: order.gradingCompany,
        service: order.service,
        order_number: order.orderNumber,
        label: order.label,
        stage: order.stage,
        held_from: order.heldFrom,
        shipped_on: order.shippedOn,
        tracking_number: order.trackingNumber,
        target_return_on: order.targetReturnOn,
        return_tracking_number: order.returnTrackingNumber,
        return_shipped_on: order.returnShippedOn,
        received_on: order.receivedOn,
        fulfilled_at: order.fulfilledAt,
        notes: order.notes,
        created_at: order.createdAt,
        updated_at: order.updatedAt,
        version: order.version,
      })),
    )
    .execute();
  const cards = data.graderOrders.flatMap((order) =>
    order.cards.map((card) => ({
      order_id: idOf(order.id),
      card_id: idOf(card.cardId),
      submission_id: idOf(card.submissionId),
      grading_company: order.gradingCompany,
      declared_value: card.declaredValue,
      grade_id: id(card.gradeId),
      qualifier_id: id(card.qualifierId),
      grade_error_id: id(card.gradeErrorId),
      certificate_number: card.certificateNumber,
      graded_at: card.gradedAt,
      // Migration 17's guard: a closed or cancelled order's cards may be in another order.
      ...(schemaVersion >= CARD_DESCRIPTIONS_MIGRATION
        ? { order_open: isOpenOrder(order.stage) ? 1 : 0 }
        : {}),
    })),
  );
  for (const rows of chunks(cards)) await db.insertInto('grader_order_cards').values(rows).execute();
  if (schemaVersion < 14) return;
  // Logged by a persona (sample-data/graderOrders.ts), whose account the seed has just written.
  const accountOf = (name: string) =>
    Object.values(data.personas).find(({ user }) => user.fullName === name)?.user.id;
  const returns = data.graderOrders.flatMap((order) =>
    Object.entries(order.returnShipments).map(([submissionId, shipment]) => ({
      order_id: idOf(order.id),
      submission_id: idOf(submissionId),
      carrier: shipment.carrier,
      tracking_number: shipment.trackingNumber,
      shipped_on: shipment.shippedOn,
      recorded_by: id(accountOf(shipment.recordedBy)),
      recorded_by_name: shipment.recordedBy,
      recorded_at: shipment.recordedAt,
    })),
  );
  for (const rows of chunks(returns)) await db.insertInto('return_shipments').values(rows).execute();
}
