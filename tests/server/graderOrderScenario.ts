import { afterAll, beforeAll, expect } from 'vitest';
import {
  ACCOUNTS,
  type TestApp,
  call,
  createTestApp,
  isRecord,
  record,
  records,
  signIn,
  wrapper,
} from './harness';
import { counts, submissionInput } from '../backend/behaviour/context';
import { customerInput } from '../backend/customer-input';
import { jpeg } from './images';

/**
 * Steps of a grader order's trip for the server tests (issue 39): customers with their PSA submissions
 * and cards, an order filled with them, and each transition, all through the API as staff make them.
 */
export function graderOrderScenario(t: () => TestApp, cookie: () => string) {
  const as = async (method: string, url: string, body?: unknown) => {
    const reply = await call(t().app, method, url, {
      cookie: cookie(),
      ...(body === undefined ? {} : { body }),
    });
    if (reply.status >= 300)
      throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply;
  };

  async function customer(firstName: string, canEmail: boolean): Promise<number> {
    const reply = await as(
      'PUT',
      '/api/employee/customer',
      customerInput({
        firstName,
        lastName: 'Collector',
        email: `${firstName.toLowerCase()}@example.com`,
        canEmail,
      }),
    );
    return Number(wrapper(reply.body).data);
  }

  /** A PSA Regular submission of `customerId` with `count` photographed cards; their ids. */
  async function submissionWithCards(customerId: number, count: number) {
    const created = await as(
      'PUT',
      '/api/employee/submission',
      submissionInput(String(customerId), { ...counts({ psaRegularCount: count }), prescreening: 1 }),
    );
    const submissionId = Number(wrapper(created.body).data);
    const form = new FormData();
    for (let index = 0; index < count; index += 1) {
      form.append(`cards[${index}].frontFilename`, `front-${index}.jpg`);
      form.append(`cards[${index}].backFilename`, `back-${index}.jpg`);
      form.append(
        'files',
        new File([new Uint8Array(jpeg(8, 8))], `card-${index}.jpg`, { type: 'image/jpeg' }),
      );
    }
    const uploaded = await t().app.request(`/api/employee/submission/${submissionId}/cards/upload-batch`, {
      method: 'POST',
      headers: { cookie: cookie() },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const list = record((await as('GET', `/api/employee/submission/${submissionId}/cards`)).body);
    const cardIds = (Array.isArray(list.cards) ? list.cards.filter(isRecord) : []).map((card) =>
      Number(card.id),
    );
    return { submissionId, cardIds };
  }

  const orders = '/api/employee/grader-orders';

  async function order(cardIds: readonly number[], targetReturnOn: string | null = null): Promise<number> {
    const created = await as('PUT', orders, {
      service: 'psaRegularCount',
      orderNumber: `PSA-${Math.random().toString(36).slice(2, 8)}`,
      label: 'Test order',
      targetReturnOn,
      notes: '',
    });
    const id = Number(wrapper(created.body).data);
    if (cardIds.length > 0)
      await as('POST', `${orders}/${id}/cards`, {
        cards: cardIds.map((cardId) => ({ cardId, declaredValue: 100 })),
      });
    return id;
  }

  const step = (id: number, action: string, extra: Record<string, unknown> = {}) =>
    as('POST', `${orders}/${id}/transition`, { action, ...extra }).then((reply) => record(reply.body));

  /** The catalogue's PSA grade ids, best first. */
  async function psaGrade(): Promise<number> {
    const list = records((await as('GET', '/api/settings/card-grades')).body);
    const psa = list.find((grade) => grade.gradingCompany === 1);
    if (!psa) throw new Error('the sample catalogue has no PSA grade');
    return Number(psa.id);
  }

  let certificate = 70_000_000;
  /** Ships the order, grades every card and posts the grades; the order as it is then. */
  async function shipAndGrade(id: number, shippedOn: string) {
    await step(id, 'ship', { trackingNumber: '1Z-OUT', on: shippedOn });
    await step(id, 'arrive');
    const gradeId = await psaGrade();
    const current = record((await as('GET', `${orders}/${id}`)).body);
    for (const card of Array.isArray(current.cards) ? current.cards.filter(isRecord) : []) {
      certificate += 1;
      await as('POST', `${orders}/${id}/grades`, {
        cardId: card.cardId,
        gradeId,
        qualifierId: null,
        gradeErrorId: null,
        certificateNumber: String(certificate),
      });
    }
    return step(id, 'postGrades');
  }

  /** The cards the order holds, as its page reads them. */
  async function orderCards(orderId: number): Promise<Record<string, unknown>[]> {
    const read = record((await as('GET', `${orders}/${orderId}`)).body);
    return Array.isArray(read.cards) ? read.cards.filter(isRecord) : [];
  }

  return { as, customer, submissionWithCards, order, orderCards, step, shipAndGrade, orders };
}

/**
 * One test app for the whole file with a staff member signed in (both set before its tests run), and
 * the grader-order scenario over them. A test may sign staff in again (`session.staff = …`).
 */
export function graderOrderFile() {
  const session = {} as { t: TestApp; staff: string };
  beforeAll(async () => {
    session.t = await createTestApp();
    session.staff = await signIn(session.t.app, ACCOUNTS.employee);
  });
  afterAll(() => session.t.close());
  const scenario = graderOrderScenario(
    () => session.t,
    () => session.staff,
  );
  return { session, scenario };
}
