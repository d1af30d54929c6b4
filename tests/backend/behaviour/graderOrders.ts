import type { Backend } from '../../../src/backend/backend';
import type { GraderOrder } from '../../../src/domain/graderOrder';
import {
  anyActiveCustomerId,
  counts,
  rejection,
  submissionInput,
  tinyJpeg,
  unique,
  type ContextGetter,
} from './context';
import { customerInput } from '../customer-input';

/** A submission of `customerId` taken in for PSA Regular, with `cards` uploaded cards. */
export async function psaSubmission(backend: Backend, customerId: string, cards: number) {
  const submission = await backend.submissions.create(
    submissionInput(customerId, counts({ psaRegularCount: cards })),
  );
  const uploads = Array.from({ length: cards }, (_, index) => ({
    frontFilename: `front-${index}.jpg`,
    backFilename: `back-${index}.jpg`,
    composite: tinyJpeg(),
    filename: `card-${index}.jpg`,
  }));
  const { cardIds } = await backend.cards.uploadBatch(submission.id, uploads);
  return { submissionId: submission.id, cardIds };
}

export async function twoCustomers(backend: Backend): Promise<[string, string]> {
  const page = await backend.customers.search({ pageNumber: 1, pageSize: 2, isActive: true });
  const [first, second] = page.items;
  if (!first || !second) throw new Error('the sample data needs two active customers');
  return [first.id, second.id];
}

export const newOrder = (backend: Backend, label = unique('PSA order ')) =>
  backend.graderOrders.create({
    service: 'psaRegularCount',
    orderNumber: unique('PSA-'),
    label,
    targetReturnOn: '2027-01-15',
    notes: '',
  });

/** A PSA grade of the catalogue (the sample has PSA 10), and one more made for the test. */
export async function psaGrades(backend: Backend): Promise<[string, string]> {
  const grades = await backend.catalogues.cardGrades.list();
  const ten = grades.find((grade) => grade.gradingCompany === 1 && grade.score === '10');
  const nine = await backend.catalogues.cardGrades.create({
    gradingCompany: 1,
    score: '9',
    code: unique('PSA9-').toUpperCase(),
    name: null,
    sortOrder: 1,
  });
  if (!ten) throw new Error('the sample catalogue has no PSA 10');
  return [ten.id, nine.id];
}

/** A new customer who allows emails or not, so the mail a test expects is theirs alone. */
export async function customerWho(backend: Backend, allowsEmails: boolean) {
  const tag = unique('');
  const email = `news.${tag}@example.com`;
  const created = await backend.customers.create(
    customerInput({ firstName: 'News', lastName: `Reader${tag}`, email, canEmail: allowsEmails }),
  );
  return { id: created.id, email };
}

export function graderOrdersBehaviour(context: ContextGetter): void {
  describe('grader orders', () => {
    beforeEach(async () => {
      await context().signInAs('admin');
    });

    it('fills an order with two customers’ cards and follows their count and declared value', async () => {
      const { backend } = context();
      const [ada, ben] = await twoCustomers(backend);
      const first = await psaSubmission(backend, ada, 2);
      const second = await psaSubmission(backend, ben, 1);
      const order = await newOrder(backend);
      expect(order).toMatchObject({ stage: 'preparing', gradingCompany: 1, cardCount: 0, declaredValue: 0 });

      const filled = await backend.graderOrders.assignCards(order.id, [
        { cardId: first.cardIds[0] ?? '', declaredValue: 250 },
        { cardId: first.cardIds[1] ?? '', declaredValue: 100.5 },
        { cardId: second.cardIds[0] ?? '', declaredValue: 1499 },
      ]);
      expect(filled).toMatchObject({ cardCount: 3, declaredValue: 1849.5, gradedCount: 0 });
      expect(new Set(filled.cards.map((card) => card.customerId))).toEqual(new Set([ada, ben]));
      expect(filled.version).toBeGreaterThan(order.version);

      const fewer = await backend.graderOrders.removeCard(order.id, first.cardIds[1] ?? '');
      expect(fewer).toMatchObject({ cardCount: 2, declaredValue: 1749 });
      // The card just taken out is no longer this order's to remove: both modes say so alike.
      const gone = await rejection(backend.graderOrders.removeCard(order.id, first.cardIds[1] ?? ''));
      expect([gone.code, gone.message]).toEqual(['CARD_NOT_FOUND', 'That card is not in this order.']);
      const listed = await backend.graderOrders.search({ pageNumber: 1, pageSize: 5, search: order.label });
      expect(listed.items.map((item) => [item.id, item.cardCount])).toEqual([[order.id, 2]]);
    });

    it('refuses cards over the service’s limit, already in an open order or of another company, adding none', async () => {
      const { backend } = context();
      const customer = await anyActiveCustomerId(backend);
      const psa = await psaSubmission(backend, customer, 2);
      const sgcOnly = await backend.submissions.create(
        submissionInput(customer, counts({ sgcStandardCount: 1 })),
      );
      const { cardIds: sgcCards } = await backend.cards.uploadBatch(sgcOnly.id, [
        { frontFilename: 'f.jpg', backFilename: 'b.jpg', composite: tinyJpeg(), filename: 'c.jpg' },
      ]);
      const first = await newOrder(backend);
      await backend.graderOrders.assignCards(first.id, [{ cardId: psa.cardIds[0] ?? '', declaredValue: 10 }]);

      const second = await newOrder(backend);
      const error = await rejection(
        backend.graderOrders.assignCards(second.id, [
          { cardId: psa.cardIds[1] ?? '', declaredValue: 1500 },
          { cardId: psa.cardIds[0] ?? '', declaredValue: 10 },
          { cardId: sgcCards[0] ?? '', declaredValue: 10 },
        ]),
      );
      expect(error.code).toBe('ASSIGNMENT_REFUSED');
      expect(error.messages).toEqual([
        `Card ${psa.cardIds[1]}: Declared value $1,500 is over PSA Regular's limit (max $1,499 per card).`,
        `Card ${psa.cardIds[0]} is already in open order ${first.id}.`,
        `Card ${sgcCards[0]}: its submission has no service this company grades.`,
      ]);
      expect((await backend.graderOrders.get(second.id)).cardCount).toBe(0);

      // Once the first order is cancelled its card may go in another.
      await backend.graderOrders.transition(first.id, { action: 'cancel' });
      const moved = await backend.graderOrders.assignCards(second.id, [
        { cardId: psa.cardIds[0] ?? '', declaredValue: 10 },
      ]);
      expect(moved.cardCount).toBe(1);
    });

    it('sets each card’s own declared value, changed again while preparing, within the service’s limit', async () => {
      const { backend } = context();
      const orders = backend.graderOrders;
      const { submissionId, cardIds } = await psaSubmission(backend, await anyActiveCustomerId(backend), 2);
      const [first = '', second = ''] = cardIds;
      await backend.cards.describe(submissionId, first, {
        year: '1986',
        set: 'Fleer',
        subject: 'Michael Jordan',
        cardNumber: '57',
      });
      const order = await newOrder(backend);
      const filled = await orders.assignCards(order.id, [
        { cardId: first, declaredValue: 900 },
        { cardId: second, declaredValue: 25 },
      ]);
      expect(filled.cards.map((card) => [card.cardId, card.declaredValue])).toEqual([
        [first, 900],
        [second, 25],
      ]);
      // The order's cards carry what the company's form asks (decision 0520).
      expect(filled.cards[0]?.gradingDescription).toEqual({
        year: '1986',
        set: 'Fleer',
        subject: 'Michael Jordan',
        cardNumber: '57',
      });
      // A card already in the order takes a new value; the others keep theirs.
      const changed = await orders.assignCards(order.id, [{ cardId: first, declaredValue: 1200 }]);
      expect(changed).toMatchObject({ cardCount: 2, declaredValue: 1225 });
      const over = await rejection(
        orders.assignCards(order.id, [{ cardId: second, declaredValue: 1499.01 }]),
      );
      expect([over.code, over.messages]).toEqual([
        'ASSIGNMENT_REFUSED',
        [`Card ${second}: Declared value $1,499.01 is over PSA Regular's limit (max $1,499 per card).`],
      ]);
      expect((await orders.get(order.id)).declaredValue).toBe(1225);
    });

    it('refuses a change of service that leaves cards over its limit, naming them, before and after shipping', async () => {
      const { backend } = context();
      const orders = backend.graderOrders;
      const { cardIds } = await psaSubmission(backend, await anyActiveCustomerId(backend), 2);
      const [dear = '', cheap = ''] = cardIds;
      const order = await newOrder(backend);
      await orders.assignCards(order.id, [
        { cardId: dear, declaredValue: 1000 },
        { cardId: cheap, declaredValue: 20 },
      ]);
      const input = {
        service: 'psaValueBulk' as const,
        orderNumber: order.orderNumber,
        label: order.label,
        targetReturnOn: order.targetReturnOn,
        notes: '',
      };
      const refusal = [
        `Card ${dear} ($1,000) is over PSA Value Bulk's limit (max $499 per card): ` +
          'lower its declared value before changing the service.',
      ];
      const preparing = await rejection(orders.update(order.id, input));
      expect([preparing.code, preparing.messages]).toEqual(['INVALID_TRANSITION', refusal]);
      await orders.transition(order.id, { action: 'ship', trackingNumber: '1Z-SVC' });
      const shipped = await rejection(orders.update(order.id, input));
      expect([shipped.code, shipped.messages]).toEqual(['INVALID_TRANSITION', refusal]);
      expect((await orders.get(order.id)).service).toBe('psaRegularCount');
      // PSA Dual has no per-card limit: the change goes through.
      expect((await orders.update(order.id, { ...input, service: 'psaDualCount' })).service).toBe(
        'psaDualCount',
      );
    });

    it('goes from preparing to closed, refusing every step the lifecycle does not allow', async () => {
      const { backend } = context();
      const orders = backend.graderOrders;
      const [ten, nine] = await psaGrades(backend);
      const customerId = await anyActiveCustomerId(backend);
      const { cardIds } = await psaSubmission(backend, customerId, 2);
      const order = await newOrder(backend);
      const refusedWith = async (promise: Promise<unknown>) => {
        const error = await rejection(promise);
        expect(error.code).toBe('INVALID_TRANSITION');
        return error.message;
      };

      expect(await refusedWith(orders.transition(order.id, { action: 'ship', trackingNumber: '1Z1' }))).toBe(
        'Add cards before shipping the order.',
      );
      await orders.assignCards(
        order.id,
        cardIds.map((cardId) => ({ cardId, declaredValue: 20 })),
      );
      expect(await refusedWith(orders.transition(order.id, { action: 'close' }))).toMatch(/cannot do that/);
      expect(await refusedWith(orders.transition(order.id, { action: 'ship' }))).toBe(
        'Tracking number is required.',
      );

      // A day of the trip is not in the future, nor before the step it follows (decision 0530).
      const dayRefused = async (promise: Promise<unknown>) => {
        const error = await rejection(promise);
        expect(error.code).toBe('VALIDATION_ERROR');
        return error.message;
      };
      expect(
        await dayRefused(
          orders.transition(order.id, { action: 'ship', on: '2099-01-01', trackingNumber: '1Z' }),
        ),
      ).toBe('Shipped date cannot be in the future.');
      const shipped = await orders.transition(order.id, {
        action: 'ship',
        on: '2025-11-02',
        trackingNumber: '1Z999',
      });
      expect(shipped).toMatchObject({
        stage: 'shippedToGrader',
        shippedOn: '2025-11-02',
        trackingNumber: '1Z999',
      });
      expect(await refusedWith(orders.transition(order.id, { action: 'cancel' }))).toMatch(/cannot do that/);
      // Cards stay as shipped.
      expect((await rejection(orders.removeCard(order.id, cardIds[0] ?? ''))).code).toBe(
        'ASSIGNMENT_REFUSED',
      );

      const before = await orders.figures();
      let current: GraderOrder = await orders.transition(order.id, { action: 'arrive' });
      expect(current.stage).toBe('orderPrep');
      for (const next of ['researchId', 'grading', 'assembly', 'qa'] as const) {
        current = await orders.transition(order.id, { action: 'advance' });
        expect(current.stage).toBe(next);
      }
      expect(await refusedWith(orders.transition(order.id, { action: 'advance' }))).toMatch(/cannot do that/);
      expect(await refusedWith(orders.transition(order.id, { action: 'postGrades' }))).toBe(
        'Every card needs a grade and a certificate number first.',
      );

      const certificate = unique('');
      // A grade file with one refused row applies none of its rows (issue 39 item 4).
      const row = (line: number, cardId: string, number: string) => ({
        row: line,
        cardId,
        gradeId: ten,
        qualifierId: null,
        gradeErrorId: null,
        certificateNumber: `${certificate}${number}`,
      });
      const fileRefused = await rejection(
        orders.importGrades(order.id, [row(2, cardIds[0] ?? '', '1'), row(3, cardIds[1] ?? '', '1')]),
      );
      expect(fileRefused.code).toBe('INVALID_GRADE');
      expect(fileRefused.messages).toEqual([`Row 3: Certificate number ${certificate}1 is also on row 2.`]);
      const beforeFile = await orders.get(order.id);
      expect(beforeFile.gradedCount).toBe(0);
      const imported = await orders.importGrades(order.id, [
        row(2, cardIds[0] ?? '', '1'),
        row(3, cardIds[1] ?? '', '2'),
      ]);
      expect(imported.gradedCount).toBe(2);
      // A file is one change of the order, as its one History entry says (decision 0441).
      expect(imported.version).toBe(beforeFile.version + 1);
      await orders.postGrade(order.id, {
        cardId: cardIds[0] ?? '',
        gradeId: ten,
        qualifierId: null,
        gradeErrorId: null,
        certificateNumber: `${certificate}1`,
      });
      const graded = await orders.postGrade(order.id, {
        cardId: cardIds[1] ?? '',
        gradeId: nine,
        qualifierId: null,
        gradeErrorId: null,
        certificateNumber: `${certificate}2`,
      });
      expect(graded.gradedCount).toBe(2);
      expect(graded.cards.map((card) => card.gradeText)).toEqual(['PSA 10', 'PSA 9']);

      expect((await orders.transition(order.id, { action: 'postGrades' })).stage).toBe('gradesPosted');
      // The /grading tiles follow the order's two cards from the lab to 'grades posted'.
      const after = await orders.figures();
      expect(after.atGradingLab).toBe(before.atGradingLab - 2);
      expect(after.gradesPosted).toBe(before.gradesPosted + 2);
      expect(
        await dayRefused(
          orders.transition(order.id, { action: 'shipBack', on: '2025-11-01', trackingNumber: '9400' }),
        ),
      ).toBe('Shipped back date cannot be before the order shipped (Nov 2, 2025).');
      const back = await orders.transition(order.id, {
        action: 'shipBack',
        on: '2025-11-20',
        trackingNumber: '9400',
      });
      expect(back).toMatchObject({
        stage: 'shippedBack',
        returnShippedOn: '2025-11-20',
        returnTrackingNumber: '9400',
      });
      expect(await dayRefused(orders.transition(order.id, { action: 'receive', on: '2025-11-19' }))).toBe(
        'Received date cannot be before the order was shipped back (Nov 20, 2025).',
      );
      expect((await orders.transition(order.id, { action: 'receive', on: '2025-11-23' })).receivedOn).toBe(
        '2025-11-23',
      );
      const closed = await orders.transition(order.id, { action: 'close' });
      expect(closed.stage).toBe('closed');
      expect(closed.fulfilledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // The customer's Completed history holds the order with their two cards (issue 39 item 7).
      const { activity, returnMetrics } = await backend.customers.get(customerId);
      expect(activity.gradingBatches.find((batch) => batch.id === order.id)).toMatchObject({
        status: 'Completed',
        cards: 2,
        partner: 'PSA',
        submittedAt: '2025-11-02',
        fulfilledAt: closed.fulfilledAt,
      });
      expect(returnMetrics.sampleSize).toBeGreaterThan(0);
      expect(await refusedWith(orders.transition(order.id, { action: 'hold' }))).toMatch(/cannot do that/);
    });

    it('holds an order and resumes it where it was; cancels only what has not left the shop', async () => {
      const { backend } = context();
      const orders = backend.graderOrders;
      const { cardIds } = await psaSubmission(backend, await anyActiveCustomerId(backend), 1);
      const order = await newOrder(backend);
      await orders.assignCards(order.id, [{ cardId: cardIds[0] ?? '', declaredValue: 5 }]);
      await orders.transition(order.id, { action: 'ship', trackingNumber: 'T1' });
      await orders.transition(order.id, { action: 'arrive' });
      await orders.transition(order.id, { action: 'advance' });
      const held = await orders.transition(order.id, { action: 'hold' });
      expect(held).toMatchObject({ stage: 'onHold', heldFrom: 'researchId' });
      expect((await rejection(orders.transition(order.id, { action: 'cancel' }))).code).toBe(
        'INVALID_TRANSITION',
      );
      expect(await orders.transition(order.id, { action: 'resume' })).toMatchObject({
        stage: 'researchId',
        heldFrom: null,
      });

      const waiting = await newOrder(backend);
      await orders.transition(waiting.id, { action: 'hold' });
      expect((await orders.transition(waiting.id, { action: 'cancel' })).stage).toBe('cancelled');
    });

    it('takes grades only from the company’s catalogue, each certificate number once per company, the same at another', async () => {
      const { backend } = context();
      const orders = backend.graderOrders;
      const [ten] = await psaGrades(backend);
      const homeOffice = (await backend.catalogues.cardGrades.list()).find(
        (grade) => grade.gradingCompany === 0,
      );
      const { cardIds } = await psaSubmission(backend, await anyActiveCustomerId(backend), 2);
      const order = await newOrder(backend);
      await orders.assignCards(
        order.id,
        cardIds.map((cardId) => ({ cardId, declaredValue: 1 })),
      );
      const grade = (cardId: string, gradeId: string, certificateNumber: string) =>
        orders.postGrade(order.id, {
          cardId,
          gradeId,
          qualifierId: null,
          gradeErrorId: null,
          certificateNumber,
        });
      expect((await rejection(grade(cardIds[0] ?? '', ten, 'C1'))).code).toBe('INVALID_TRANSITION');
      await orders.transition(order.id, { action: 'ship', trackingNumber: 'T2' });
      await orders.transition(order.id, { action: 'arrive' });

      const wrongCompany = await rejection(grade(cardIds[0] ?? '', homeOffice?.id ?? '', unique('C')));
      expect(wrongCompany.code).toBe('INVALID_GRADE');
      expect(wrongCompany.messages).toEqual(["That grade is not in this company's card grades."]);
      const certificate = unique('CERT');
      await grade(cardIds[0] ?? '', ten, certificate);
      const taken = await rejection(grade(cardIds[1] ?? '', ten, certificate));
      expect(taken.messages).toEqual([
        `Certificate number ${certificate} is already used by card ${cardIds[0]}.`,
      ]);
      // The same card may be corrected with its own number.
      expect((await grade(cardIds[0] ?? '', ten, certificate)).gradedCount).toBe(1);

      // Another company numbers its certificates on its own: the same number is taken at SGC.
      const sgcTen = await backend.catalogues.cardGrades.create({
        gradingCompany: 2,
        score: '10',
        code: unique('SGC10-').toUpperCase(),
        name: null,
        sortOrder: 1,
      });
      const sgcSubmission = await backend.submissions.create(
        submissionInput(await anyActiveCustomerId(backend), counts({ sgcStandardCount: 1 })),
      );
      const { cardIds: sgcCards } = await backend.cards.uploadBatch(sgcSubmission.id, [
        { frontFilename: 'f.jpg', backFilename: 'b.jpg', composite: tinyJpeg(), filename: 'sgc.jpg' },
      ]);
      const sgc = await orders.create({
        service: 'sgcStandardCount',
        orderNumber: unique('SGC-'),
        label: unique('SGC order '),
        targetReturnOn: null,
        notes: '',
      });
      await orders.assignCards(sgc.id, [{ cardId: sgcCards[0] ?? '', declaredValue: 1 }]);
      await orders.transition(sgc.id, { action: 'ship', trackingNumber: 'T-SGC' });
      await orders.transition(sgc.id, { action: 'arrive' });
      const atSgc = await orders.postGrade(sgc.id, {
        cardId: sgcCards[0] ?? '',
        gradeId: sgcTen.id,
        qualifierId: null,
        gradeErrorId: null,
        certificateNumber: certificate,
      });
      expect(atSgc.cards[0]).toMatchObject({ certificateNumber: certificate, gradeText: 'SGC 10' });
    });

    it('tells a customer who allows emails that their cards left, in the outbox; not one who does not', async () => {
      const { backend } = context();
      const reader = await customerWho(backend, true);
      const quiet = await customerWho(backend, false);
      const theirs = await psaSubmission(backend, reader.id, 1);
      const others = await psaSubmission(backend, quiet.id, 1);
      const order = await newOrder(backend);
      await backend.graderOrders.assignCards(order.id, [
        { cardId: theirs.cardIds[0] ?? '', declaredValue: 10 },
        { cardId: others.cardIds[0] ?? '', declaredValue: 10 },
      ]);
      await backend.graderOrders.transition(order.id, {
        action: 'ship',
        trackingNumber: 'T3',
        on: '2025-11-02',
      });
      const outbox = await backend.outbox.search({ pageNumber: 1, pageSize: 50 });
      const to = (address: string) => outbox.items.filter((message) => message.to === address);
      expect(to(reader.email).map((message) => [message.subject, message.kind])).toEqual([
        ['Your cards are on their way to PSA', 'grading-shipped'],
      ]);
      expect(to(quiet.email)).toEqual([]);
      // It opens the submission at its one address (decision 0411): the demo's on this page, the
      // server's on APP_URL and choosing the API (decision 0376).
      const message = await backend.outbox.get(to(reader.email)[0]?.id ?? '');
      const address = new RegExp(`^https?://[^/\\s]+/s/${theirs.submissionId}(\\?data=api)?$`, 'm');
      expect(message.text).toMatch(address);
      expect(message.text).toContain(`To view submission #${theirs.submissionId}, open this link:`);
      expect(message.html).toMatch(new RegExp(`<a href="https?://[^"]+/s/${theirs.submissionId}[^"]*"`));
      expect(message.html).toContain('View submission</a>');
    });
  });
}
