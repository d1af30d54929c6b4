// @vitest-environment node
// Issue 39 item 4: a grading company's CSV export posted as one call. A file with an unknown card, a
// grade outside the company's catalogue or a certificate number already used is refused row by row,
// and nothing of it is applied; a clean file posts every row. Both engines (vite.config.ts).
import { describe, expect, it } from 'vitest';
import { graderOrderFile } from './graderOrderScenario';
import { call, isRecord, record, records, wrapper } from './harness';

const { session, scenario } = graderOrderFile();

/** A PSA grade, and one of another company (outside a PSA order's catalogue). */
async function gradeIds(): Promise<{ psa: number; sgc: number }> {
  const list = records((await scenario.as('GET', '/api/settings/card-grades')).body);
  const find = (test: (company: unknown) => boolean) =>
    Number(list.find((grade) => test(grade.gradingCompany))?.id);
  return { psa: find((company) => company === 1), sgc: find((company) => company !== 1) };
}

const cardsOf = async (id: number) => {
  const order = record((await scenario.as('GET', `${scenario.orders}/${id}`)).body);
  return Array.isArray(order.cards) ? order.cards.filter(isRecord) : [];
};

describe('importing a grade CSV (issue 39 item 4)', () => {
  it('refuses a file row by row and applies none of it; applies a clean file whole', async () => {
    const customer = await scenario.customer('Importer', false);
    const { cardIds } = await scenario.submissionWithCards(customer, 3);
    const [first = 0, second = 0, third = 0] = cardIds;
    const id = await scenario.order(cardIds);
    await scenario.step(id, 'ship', { trackingNumber: '1Z-IMPORT' });
    await scenario.step(id, 'arrive');
    const grades = await gradeIds();

    // A certificate number another order's card already holds.
    const { cardIds: otherCards } = await scenario.submissionWithCards(customer, 1);
    const other = await scenario.order(otherCards);
    await scenario.step(other, 'ship', { trackingNumber: '1Z-OTHER' });
    await scenario.step(other, 'arrive');
    await scenario.as('POST', `${scenario.orders}/${other}/grades`, {
      cardId: otherCards[0],
      gradeId: grades.psa,
      qualifierId: null,
      gradeErrorId: null,
      certificateNumber: 'USED-1',
    });

    const row = (line: number, cardId: number, gradeId: number, certificateNumber: string) => ({
      row: line,
      cardId,
      gradeId,
      qualifierId: null,
      gradeErrorId: null,
      certificateNumber,
    });
    const url = `${scenario.orders}/${id}/grades/import`;
    const refused = await call(session.t.app, 'POST', url, {
      cookie: session.staff,
      body: {
        grades: [
          row(2, first, grades.psa, 'NEW-1'),
          row(3, 999_999, grades.psa, 'NEW-2'),
          row(4, second, grades.sgc, 'NEW-3'),
          row(5, third, grades.psa, 'USED-1'),
          row(6, second, grades.psa, 'NEW-1'),
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(wrapper(refused.body).extra.code).toBe('INVALID_GRADE');
    expect(wrapper(refused.body).messages).toEqual([
      'Row 3: Card 999999 is not in this order.',
      "Row 4: That grade is not in this company's card grades.",
      `Row 5: Certificate number USED-1 is already used by card ${otherCards[0]}.`,
      'Row 6: Certificate number NEW-1 is also on row 2.',
      'Row 6: Card ' + second + ' is also on row 4.',
    ]);
    // Row 2 was fine, yet nothing of the refused file is applied.
    expect((await cardsOf(id)).map((card) => card.certificateNumber)).toEqual([null, null, null]);

    const applied = await call(session.t.app, 'POST', url, {
      cookie: session.staff,
      body: {
        grades: [
          row(2, first, grades.psa, 'NEW-1'),
          row(3, second, grades.psa, 'NEW-2'),
          row(4, third, grades.psa, 'NEW-3'),
        ],
      },
    });
    expect(applied.status).toBe(200);
    expect(record(applied.body)).toMatchObject({ gradedCount: 3 });
    expect((await cardsOf(id)).map((card) => card.certificateNumber)).toEqual(['NEW-1', 'NEW-2', 'NEW-3']);
    expect(await scenario.step(id, 'postGrades')).toMatchObject({ stage: 'gradesPosted' });
  });

  it('is refused before the order reaches the grader', async () => {
    const customer = await scenario.customer('Early', false);
    const { cardIds } = await scenario.submissionWithCards(customer, 1);
    const id = await scenario.order(cardIds);
    const reply = await call(session.t.app, 'POST', `${scenario.orders}/${id}/grades/import`, {
      cookie: session.staff,
      body: {
        grades: [
          {
            row: 2,
            cardId: cardIds[0],
            gradeId: 1,
            qualifierId: null,
            gradeErrorId: null,
            certificateNumber: 'X',
          },
        ],
      },
    });
    expect(reply.status).toBe(409);
    expect(wrapper(reply.body).extra.code).toBe('INVALID_TRANSITION');
  });
});
