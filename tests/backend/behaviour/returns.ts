import { expect, it, describe, beforeEach } from 'vitest';
import type { Backend } from '../../../src/backend/backend';
import { rejection, unique, type ContextGetter } from './context';
import { customerWho, newOrder, psaGrades, psaSubmission, twoCustomers } from './graderOrders';

/**
 * Ships the order with its cards, grades them, posts the grades and ships it back: today, or on the
 * days given (not in the future, shipped back not before it shipped; decision 0530).
 */
export async function backInTheShop(
  backend: Backend,
  orderId: string,
  cardIds: readonly string[],
  days: { shippedOn: string; shippedBackOn: string } | null = null,
) {
  const orders = backend.graderOrders;
  const [ten] = await psaGrades(backend);
  await orders.transition(orderId, {
    action: 'ship',
    trackingNumber: '1Z-OUT',
    ...(days ? { on: days.shippedOn } : {}),
  });
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
  await orders.transition(orderId, {
    action: 'shipBack',
    trackingNumber: '9400',
    ...(days ? { on: days.shippedBackOn } : {}),
  });
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
      const lines = await backend.returns.byConsignor({ pageNumber: 1, pageSize: 1000 });
      expect(lines.items.find((line) => line.customerId === ben)).toMatchObject({ ready: 1 });

      const last = await backend.returns.log(order.id, { ...input, submissionId: second.submissionId });
      expect(last.fulfilledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await statusOf(second.submissionId)).toBe(2);
      const closed = await backend.graderOrders.transition(order.id, { action: 'close' });
      expect(closed.fulfilledAt).toBe(last.fulfilledAt);
    });

    it('lists consignors with returns to ship first, the longest waiting first, a page at a time', async () => {
      const { backend } = context();
      const someone = async () => (await customerWho(backend, false)).id;
      const gil = await someone();
      const hal = await someone();
      const ida = await someone();
      const jon = await someone();
      /** An order of one submission of each customer, received back on `day`. */
      const receivedOn = async (day: string, ...customers: string[]) => {
        const submissions = [];
        for (const owner of customers) submissions.push(await psaSubmission(backend, owner, 1));
        const cardIds = submissions.flatMap((submission) => submission.cardIds);
        const order = await newOrder(backend);
        await backend.graderOrders.assignCards(
          order.id,
          cardIds.map((cardId) => ({ cardId, declaredValue: 20 })),
        );
        await backInTheShop(backend, order.id, cardIds, {
          shippedOn: '2025-10-01',
          shippedBackOn: '2025-10-20',
        });
        await backend.graderOrders.transition(order.id, { action: 'receive', on: day });
        return { orderId: order.id, submissionIds: submissions.map((submission) => submission.submissionId) };
      };
      const shipHome = (orderId: string, submissionId: string | undefined) =>
        backend.returns.log(orderId, {
          submissionId: submissionId ?? '',
          carrier: 'UPS',
          trackingNumber: '1Z',
        });
      const late = await receivedOn('2025-11-09', gil, hal);
      await receivedOn('2025-11-05', ida);
      const early = await receivedOn('2025-11-07', jon);
      await shipHome(early.orderId, early.submissionIds[0]);
      await shipHome(late.orderId, late.submissionIds[1]);

      const all = await backend.returns.byConsignor({ pageNumber: 1, pageSize: 1000 });
      const ours = all.items.filter((line) => [gil, hal, ida, jon].includes(line.customerId ?? ''));
      // Ida has waited since the 5th, Gil since the 9th; then those whose returns are all logged.
      expect(ours.map((line) => [line.customerId, line.ready, line.returned]).slice(0, 2)).toEqual([
        [ida, 1, 0],
        [gil, 1, 0],
      ]);
      expect(ours.slice(2).map((line) => [line.customerId, line.ready, line.returned])).toEqual(
        expect.arrayContaining([
          [jon, 0, 1],
          [hal, 0, 1],
        ]),
      );
      const firstDone = all.items.findIndex((line) => line.ready === 0);
      expect(all.items.slice(firstDone).every((line) => line.ready === 0)).toBe(true);
      expect(all.totalRecords).toBe(all.items.length);
      const pages = [];
      for (let page = 1; (page - 1) * 2 < all.totalRecords; page += 1) {
        const { items, totalRecords } = await backend.returns.byConsignor({ pageNumber: page, pageSize: 2 });
        expect(totalRecords).toBe(all.totalRecords);
        pages.push(...items);
      }
      expect(pages).toEqual(all.items);
    });
  });
}
