import { expect, it, describe, beforeEach } from 'vitest';
import type { Backend } from '../../../src/backend/backend';
import { rejection, unique, type ContextGetter } from './context';
import { newOrder, psaGrades, psaSubmission, twoCustomers } from './graderOrders';

/** Ships the order with its cards, grades them, posts the grades, ships it back and receives it. */
export async function backInTheShop(backend: Backend, orderId: string, cardIds: readonly string[]) {
  const orders = backend.graderOrders;
  const [ten] = await psaGrades(backend);
  await orders.transition(orderId, { action: 'ship', trackingNumber: '1Z-OUT' });
  await orders.transition(orderId, { action: 'arrive' });
  const certificate = unique('');
  for (const [index, cardId] of cardIds.entries()) {
    await orders.postGrade(orderId, {
      cardId,
      gradeId: ten,
      qualifierId: null,
      gradeErrorId: null,
      certificateNumber: `${certificate}${index}`,
    });
  }
  await orders.transition(orderId, { action: 'postGrades' });
  await orders.transition(orderId, { action: 'shipBack', trackingNumber: '9400' });
}

/** Returns (issue 39 item 5, decision 0394), alike in both data modes. */
export function returnsBehaviour(context: ContextGetter): void {
  describe('returns', () => {
    beforeEach(async () => {
      await context().signInAs('admin');
    });

    it('logs each submission’s return once the order is back; the last fulfils it and statuses follow', async () => {
      const { backend } = context();
      const [ada, ben] = await twoCustomers(backend);
      const first = await psaSubmission(backend, ada, 2);
      const second = await psaSubmission(backend, ben, 1);
      const order = await newOrder(backend);
      const cardIds = [...first.cardIds, ...second.cardIds];
      await backend.graderOrders.assignCards(
        order.id,
        cardIds.map((cardId) => ({ cardId, declaredValue: 20 })),
      );
      const statusOf = async (id: string) => (await backend.submissions.get(id)).statusCode;
      // Where its cards are, beside its status in the list (decision 0531).
      const journeyOf = async (id: string) =>
        (await backend.submissions.search({ pageNumber: 1, pageSize: 5, search: `#${id}` })).items.find(
          (row) => row.id === id,
        )?.journey;
      await backInTheShop(backend, order.id, cardIds);
      expect(await statusOf(first.submissionId)).toBe(1);
      expect(await journeyOf(first.submissionId)).toEqual({ step: 'gradesPosted', companies: [1] });
      const [inOrder] = await backend.graderOrders.ofSubmission(first.submissionId);
      expect(inOrder).toMatchObject({
        id: order.id,
        returned: false,
        grades: first.cardIds.map((cardId) => ({ cardId, gradeText: 'PSA 10' })),
      });

      const input = {
        submissionId: first.submissionId,
        carrier: 'UPS',
        trackingNumber: '1Z-HOME',
        shippedOn: '2026-11-25',
      };
      const early = await rejection(backend.returns.log(order.id, input));
      expect(early.code).toBe('RETURN_REFUSED');
      expect(early.messages).toEqual(['A return is logged once the order is back (Received).']);

      await backend.graderOrders.transition(order.id, { action: 'receive' });
      const ready = await backend.returns.ofOrder(order.id);
      expect(ready.submissions.map((s) => [s.submissionId, s.cardCount, s.returnShipment])).toEqual([
        [first.submissionId, 2, null],
        [second.submissionId, 1, null],
      ]);
      const blank = await rejection(backend.returns.log(order.id, { ...input, carrier: ' ' }));
      expect(blank.code).toBe('VALIDATION_ERROR');
      expect(blank.messages).toEqual(['Carrier is required.']);
      const stranger = await rejection(backend.returns.log(order.id, { ...input, submissionId: '999999' }));
      expect(stranger.code).toBe('SUBMISSION_NOT_FOUND');

      const logged = await backend.returns.log(order.id, input);
      expect(logged.fulfilledAt).toBeNull();
      expect(logged.submissions[0]?.returnShipment).toMatchObject({
        carrier: 'UPS',
        trackingNumber: '1Z-HOME',
        shippedOn: '2026-11-25',
      });
      expect(await statusOf(first.submissionId)).toBe(2);
      expect(await statusOf(second.submissionId)).toBe(1);
      expect(await journeyOf(first.submissionId)).toEqual({ step: 'returned', companies: [1] });
      expect((await backend.graderOrders.ofSubmission(first.submissionId))[0]?.returned).toBe(true);
      expect((await rejection(backend.returns.log(order.id, input))).messages).toEqual([
        "This submission's return is already logged.",
      ]);
      const lines = await backend.returns.byConsignor();
      expect(lines.find((line) => line.customerId === ben)).toMatchObject({ ready: 1 });

      const last = await backend.returns.log(order.id, { ...input, submissionId: second.submissionId });
      expect(last.fulfilledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await statusOf(second.submissionId)).toBe(2);
      const closed = await backend.graderOrders.transition(order.id, { action: 'close' });
      expect(closed.fulfilledAt).toBe(last.fulfilledAt);
    });
  });
}
