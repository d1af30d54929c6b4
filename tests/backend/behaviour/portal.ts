import { rejection, submissionInput, tinyJpeg, type ContextGetter } from './context';
import { newOrder, psaSubmission } from './graderOrders';
import { backInTheShop } from './returns';

/** Issue 40: the customer's own records, answered for the customer linked to the signed-in user only. */
export function portalBehaviour(context: ContextGetter): void {
  describe("the customer's own records", () => {
    /** The customer persona's linked customer id, and staff's list of that customer's submissions. */
    async function ownAndOthers() {
      const { backend, signInAs } = context();
      await signInAs('customer');
      const me = await backend.portal.details();
      await signInAs('admin');
      const search = (customerIds: string[]) =>
        backend.submissions.search({ pageNumber: 1, pageSize: 1000, customerIds, isActive: true });
      const own = (await search([me.id])).items.map((submission) => submission.id);
      const others = (await search([])).items
        .filter((submission) => submission.customerId !== me.id)
        .map((submission) => submission.id);
      await signInAs('customer');
      return { me, own, others };
    }

    it('lists exactly their own submissions, newest first, found by the start of the number', async () => {
      const { own } = await ownAndOthers();
      const { portal } = context().backend;
      const page = await portal.searchSubmissions({ pageNumber: 1, pageSize: 1000 });
      expect(page.items.map((row) => row.id).sort()).toEqual([...own].sort());
      expect(page.totalRecords).toBe(own.length);
      const times = page.items.map((row) => Date.parse(row.createdAt ?? ''));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const first = page.items[0];
      expect(first?.totalDue).toBeGreaterThan(0);

      const found = await portal.searchSubmissions({
        pageNumber: 1,
        pageSize: 50,
        search: `#${first?.id ?? ''}`,
      });
      expect(found.items.map((row) => row.id)).toContain(first?.id);
      expect(found.items.every((row) => row.id.startsWith(first?.id ?? '-'))).toBe(true);
      expect(
        (await portal.searchSubmissions({ pageNumber: 1, pageSize: 50, search: 'Morgan' })).items,
      ).toEqual([]);
    });

    it("answers another customer's submission as missing", async () => {
      const { others } = await ownAndOthers();
      expect(others.length).toBeGreaterThan(0);
      for (const id of others.slice(0, 5)) {
        const error = await rejection(context().backend.portal.submission(id));
        expect(error.code).toBe('NOT_FOUND');
        expect(error.status).toBe(404);
      }
    });

    it('shows a card of their submission with the recommendation and estimate staff saved, and no notes', async () => {
      const { backend, signInAs } = context();
      const { me } = await ownAndOthers();
      await signInAs('admin');
      const submission = await backend.submissions.create(submissionInput(me.id, { notes: 'Internal QX9' }));
      const { cardIds } = await backend.cards.uploadBatch(submission.id, [
        {
          frontFilename: 'front.jpg',
          backFilename: 'back.jpg',
          composite: tinyJpeg(),
          filename: 'card-1.jpg',
        },
      ]);
      const recommendation = (await backend.catalogues.prescreenRecommendations.list())[0];
      await backend.prescreening.saveCard({
        cardId: Number(cardIds[0]),
        prescreenRecommendationTypeId: Number(recommendation?.id),
        estimatedGrade: 8,
        notes: 'Internal QX9 card note',
      });
      await signInAs('customer');
      const own = await backend.portal.submission(submission.id);
      expect(own.id).toBe(submission.id);
      expect(own.totalCards).toBe(5);
      expect(own.cards).toEqual([
        expect.objectContaining({
          id: cardIds[0],
          recommendation: recommendation?.name,
          estimatedGrade: 8,
          grade: null,
          certificateNumber: null,
        }),
      ]);
      expect(own.cards[0]?.photoUrl).toBeTruthy();
      expect(own.returnShipment).toBeNull();
      expect(JSON.stringify(own)).not.toContain('QX9');
    });

    it('saves their contact details, address and preferences; a stale save is refused', async () => {
      const { portal } = context().backend;
      await context().signInAs('customer');
      const before = await portal.details();
      const { id, version, ...input } = before;
      expect(id).toBeTruthy();
      const saved = await portal.saveDetails(
        { ...input, address1: '7 Quay Street', city: 'Salem', state: 'or', zipCode: '97301', canText: true },
        { version },
      );
      expect(saved).toMatchObject({ address1: '7 Quay Street', state: 'OR', canText: true });
      expect(saved.version).toBeGreaterThan(version);
      expect(await portal.details()).toEqual(saved);
      expect((await rejection(portal.saveDetails(input, { version }))).code).toBe('VERSION_CONFLICT');
      expect((await rejection(portal.saveDetails({ ...input, email: 'nope' }))).status).toBe(400);
    });

    it('has no records for an account with no linked customer', async () => {
      await context().signInAs('admin');
      expect((await rejection(context().backend.portal.details())).status).toBe(404);
    });

    it('shows the customer their grades, certificate numbers, the day it shipped and the return tracking (issue 39)', async () => {
      const { backend, signInAs } = context();
      await signInAs('customer');
      const me = await backend.portal.details();
      await signInAs('admin');
      const { submissionId, cardIds } = await psaSubmission(backend, me.id, 2);
      const order = await newOrder(backend);
      await backend.graderOrders.assignCards(
        order.id,
        cardIds.map((cardId) => ({ cardId, declaredValue: 20 })),
      );
      // The list's one-line progress for the dashboard (src/domain/portalProgress.ts).
      const progress = async () =>
        (
          await backend.portal.searchSubmissions({ pageNumber: 1, pageSize: 50, search: submissionId })
        ).items.find((row) => row.id === submissionId)?.progress;
      await signInAs('customer');
      const before = await backend.portal.submission(submissionId);
      expect(before).toMatchObject({ shippedToGraderAt: null, gradesPostedAt: null, returnShipment: null });
      expect(before.cards.map((card) => card.grade)).toEqual([null, null]);
      expect(await progress()).toBeNull();

      await signInAs('admin');
      await backInTheShop(backend, order.id, cardIds);
      const posted = (await backend.graderOrders.get(order.id)).cards;
      await signInAs('customer');
      expect(await progress()).toEqual({
        step: 'shippedBack',
        company: 'PSA',
        carrier: '',
        trackingNumber: '9400',
      });
      await signInAs('admin');
      await backend.graderOrders.transition(order.id, { action: 'receive' });
      await backend.returns.log(order.id, {
        submissionId,
        carrier: 'UPS',
        trackingNumber: '1Z-HOME',
        shippedOn: '2026-11-25',
      });
      const shipped = await backend.graderOrders.get(order.id);

      await signInAs('customer');
      const mine = await backend.portal.submission(submissionId);
      expect(mine.shippedToGraderAt).toBe(shipped.shippedOn);
      expect(mine.gradesPostedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(mine.returnShipment).toEqual({
        carrier: 'UPS',
        trackingNumber: '1Z-HOME',
        shippedAt: '2026-11-25',
      });
      expect(mine.cards.map((card) => [card.id, card.grade, card.certificateNumber])).toEqual(
        posted.map((card) => [card.cardId, 'PSA 10', card.certificateNumber]),
      );
      // nothing of staff's in it: no one who logged the return, no declared value
      expect(JSON.stringify(mine)).not.toMatch(/recordedBy|declaredValue/);
      expect(await progress()).toEqual({
        step: 'returned',
        company: 'PSA',
        carrier: 'UPS',
        trackingNumber: '1Z-HOME',
      });
    });
  });
}
