import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../src/backend/backend';
import type { OrderReturns, SubmissionInOrder } from '../../../src/domain/returns';
import { journeyOf, statusOfJourney } from '../../../src/domain/returns';
import type { ContextGetter } from './context';

/** Every order there is (the sample's four on a fresh start), with its returns and shipping day. */
async function everyOrderReturns(
  backend: Backend,
): Promise<Array<OrderReturns & { shippedOn: string | null }>> {
  const { items } = await backend.graderOrders.search({ pageNumber: 1, pageSize: 100 });
  return Promise.all(
    items.map(async (order) => ({
      ...(await backend.returns.ofOrder(order.id)),
      shippedOn: order.shippedOn,
    })),
  );
}

/**
 * Issues 39 and 40: the sample world a fresh start shows is one the product could have made — each
 * submission in a grader order has the status its cards' journey gives (decision 0394), the closed
 * order has every return logged, and the customer persona has a graded submission shipped back to
 * them. Runs first, on the sample as seeded (the HTTP suite shares one server per file).
 */
export function sampleWorldBehaviour(context: ContextGetter): void {
  describe('the sample world', () => {
    it("gives each submission in a grader order its journey's status and logs the closed order's returns", async () => {
      const { backend, signInAs } = context();
      await signInAs('admin');
      const orders = await everyOrderReturns(backend);
      expect(orders.map((order) => order.stage).sort()).toEqual(
        ['closed', 'grading', 'preparing', 'shippedBack'].sort(),
      );

      const trips = new Map<string, SubmissionInOrder[]>();
      const shipped = new Map<string, string[]>();
      for (const order of orders) {
        for (const submission of order.submissions) {
          trips.set(submission.submissionId, [
            ...(trips.get(submission.submissionId) ?? []),
            { stage: order.stage, returned: submission.returnShipment !== null },
          ]);
          if (order.shippedOn) {
            shipped.set(submission.submissionId, [
              ...(shipped.get(submission.submissionId) ?? []),
              order.shippedOn,
            ]);
          }
        }
      }
      expect(trips.size).toBeGreaterThan(4);
      for (const [submissionId, ofSubmission] of trips) {
        const { statusCode, createdAt } = await backend.submissions.get(submissionId);
        // Taken in before any order shipped its cards.
        for (const day of shipped.get(submissionId) ?? []) {
          expect([submissionId, (createdAt ?? '').slice(0, 10) <= day]).toEqual([submissionId, true]);
        }
        const journey = journeyOf(ofSubmission);
        expect([submissionId, journey, statusOfJourney(journey, statusCode)]).toEqual([
          submissionId,
          journey,
          null,
        ]);
      }

      // Closed and fulfilled: nothing left to log, so the returns list offers no 'Log shipment' for it.
      const closed = orders.filter((order) => order.stage === 'closed');
      expect(closed).toHaveLength(1);
      for (const order of closed) {
        expect(order.fulfilledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        for (const submission of order.submissions) {
          expect(submission.returnShipment).toMatchObject({
            carrier: expect.stringMatching(/\S/),
            trackingNumber: expect.stringMatching(/\S/),
            shippedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          });
        }
      }
    });

    it('shows the customer persona a submission of theirs with grades, certificates and return tracking', async () => {
      const { backend, signInAs } = context();
      await signInAs('customer');
      const { items } = await backend.portal.searchSubmissions({ pageNumber: 1, pageSize: 100 });
      const own = await Promise.all(items.map((row) => backend.portal.submission(row.id)));
      const graded = own.find(
        (submission) =>
          submission.returnShipment !== null &&
          submission.cards.length > 0 &&
          submission.cards.every((card) => card.grade !== null && card.certificateNumber !== null),
      );
      expect(graded?.returnShipment).toMatchObject({
        carrier: expect.stringMatching(/\S/),
        trackingNumber: expect.stringMatching(/\S/),
      });
      expect(graded?.gradesPostedAt).not.toBeNull();
      expect(graded?.shippedToGraderAt).not.toBeNull();
    });
  });
}
