// @vitest-environment node
// Issue 40 item 5: staff record payments against an issued invoice; the invoice carries what is paid,
// the balance and its status, the customer seeing the same for their own submission only. Runs on
// SQLite and, in the postgres project, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as harness from './harness';

const { ACCOUNTS, call, createTestApp, record, records, signIn, wrapper } = harness;

/** The customer persona's own record (the seed links it to customer@example.com). */
const OWN_CUSTOMER = 1;
const DAY_MS = 86_400_000;

let t: harness.TestApp;
let admin = '';
let employee = '';
let customer = '';
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, employee, customer } = await harness.signInPersonas(t.app));
});
afterAll(() => t.close());

const as = (cookie: string, method: string, url: string, body?: unknown) =>
  call(t.app, method, url, { cookie, ...(body === undefined ? {} : { body }) });

const today = () => t.clock.now().toISOString().slice(0, 10);

/** Active submissions of the customer persona's own record, or (null) of everyone else. */
async function submissionsOf(customerId: number | null): Promise<number[]> {
  const reply = await as(admin, 'POST', '/api/employee/submission/search', {
    pageSize: 200,
    isActive: true,
    ...(customerId === null ? {} : { customerIds: [customerId] }),
  });
  return records(reply.body)
    .filter((row) => customerId !== null || Number(row.customerId) !== OWN_CUSTOMER)
    .map((row) => Number(row.id));
}

const issue = async (id: number) =>
  record((await as(employee, 'POST', `/api/employee/submission/${id}/invoice`)).body);
const pay = (id: number, body: Record<string, unknown>, cookie = employee) =>
  as(cookie, 'POST', `/api/employee/submission/${id}/invoice/payments`, body);

describe('payments against an invoice', () => {
  it('takes the balance from Unpaid through Partly paid to Paid, exact to the cent', async () => {
    const [id] = await submissionsOf(null);
    const invoice = await issue(id!);
    expect(invoice).toMatchObject({ payments: [], amountPaid: 0, status: 'Unpaid' });
    const total = Number(invoice.total);
    expect(total).toBeGreaterThan(0.3);
    expect(invoice.balance).toBe(total);

    const first = await pay(id!, { amount: 0.1, method: 'Cash', paidOn: today(), reference: '  ' });
    expect(first.status).toBe(200);
    const second = await pay(id!, {
      amount: 0.2,
      method: 'Check',
      paidOn: today(),
      reference: 'Cheque 1042',
    });
    const partly = record(second.body);
    expect(partly).toMatchObject({
      amountPaid: 0.3,
      status: 'Partly paid',
      invoiceNumber: invoice.invoiceNumber,
    });
    expect(partly.balance).toBe(Math.round((total - 0.3) * 100) / 100);
    expect(partly.payments).toEqual([
      expect.objectContaining({
        amount: 0.1,
        method: 'Cash',
        reference: '',
        paidOn: today(),
        recordedBy: 'Jordan',
      }),
      expect.objectContaining({ amount: 0.2, method: 'Check', reference: 'Cheque 1042' }),
    ]);

    const listed = await as(admin, 'GET', `/api/employee/submission/${id!}/invoice/payments`);
    expect(listed.status).toBe(200);
    expect(records(listed.body)).toEqual(partly.payments);

    const rest = await pay(
      id!,
      { amount: partly.balance, method: 'Bank transfer', paidOn: today(), reference: 'TX-9' },
      admin,
    );
    expect(record(rest.body)).toMatchObject({ balance: 0, amountPaid: total, status: 'Paid' });
    expect(await issue(id!)).toMatchObject({ balance: 0, status: 'Paid' });

    const over = await pay(id!, { amount: 0.01, method: 'Cash', paidOn: today() });
    expect(over.status).toBe(409);
    expect(wrapper(over.body).extra.code).toBe('PAYMENT_OVER_BALANCE');
    expect(wrapper(over.body).messages).toEqual(['Amount is more than the balance of $0.00']);
  });

  it('refuses nothing or less, a fraction of a cent, an unknown method, a bad or future date, with their messages', async () => {
    const [, id] = await submissionsOf(null);
    await issue(id!);
    const refused = async (change: Record<string, unknown>) => {
      const reply = await pay(id!, { amount: 5, method: 'Card', paidOn: today(), reference: '', ...change });
      expect(reply.status).toBe(400);
      return wrapper(reply.body).messages;
    };
    const amount = ['Amount must be more than $0.00, in dollars and cents'];
    expect(await refused({ amount: 0 })).toEqual(amount);
    expect(await refused({ amount: -5 })).toEqual(amount);
    expect(await refused({ amount: 1.005 })).toEqual(amount);
    expect(await refused({ amount: '5' })).toEqual(amount);
    expect(await refused({ method: 'Barter' })).toEqual([
      'Method must be one of Cash, Card, Bank transfer, Check, Other',
    ]);
    expect(await refused({ paidOn: '2026-02-30' })).toEqual(['Date must be a date like 2026-03-31']);
    const tomorrow = new Date(t.clock.now().getTime() + DAY_MS).toISOString().slice(0, 10);
    expect(await refused({ paidOn: tomorrow })).toEqual(['Date cannot be in the future']);
    expect(await refused({ reference: 'x'.repeat(101) })).toEqual([
      'Reference must be at most 100 characters',
    ]);
    expect((await issue(id!)).payments).toEqual([]);
  });

  it('needs an issued invoice and a staff member; a missing submission is 404', async () => {
    const ids = await submissionsOf(null);
    const unissued = ids[ids.length - 1]!;
    const body = { amount: 5, method: 'Card', paidOn: today() };
    const early = await pay(unissued, body);
    expect(early.status).toBe(409);
    expect(wrapper(early.body).extra.code).toBe('INVOICE_NOT_ISSUED');
    expect(wrapper(early.body).messages).toEqual(['Open the invoice before recording a payment against it']);
    expect((await as(employee, 'GET', `/api/employee/submission/${unissued}/invoice/payments`)).status).toBe(
      409,
    );

    const [own] = await submissionsOf(OWN_CUSTOMER);
    await issue(own!);
    expect((await pay(own!, body, customer)).status).toBe(403);
    expect((await as(customer, 'GET', `/api/employee/submission/${own!}/invoice/payments`)).status).toBe(403);
    const missing = await pay(999_999, body);
    expect(missing.status).toBe(404);
    expect(wrapper(missing.body).extra.code).toBe('SUBMISSION_NOT_FOUND');
  });

  it('shows the customer the same balance and status on their own invoice, without staff names, and Overdue once due', async () => {
    const [own] = await submissionsOf(OWN_CUSTOMER);
    await issue(own!);
    await pay(own!, { amount: 1, method: 'Card', paidOn: today(), reference: 'Slip 7' });
    const staffView = await issue(own!);
    const mine = record((await as(customer, 'POST', `/api/me/submissions/${own!}/invoice`)).body);
    expect(mine).toMatchObject({ status: 'Partly paid', amountPaid: 1, balance: staffView.balance });
    expect(mine.payments).toEqual([
      {
        id: expect.any(String),
        amount: 1,
        method: 'Card',
        paidOn: today(),
        reference: 'Slip 7',
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(mine)).not.toContain('Jordan');

    // The day after the due date, a balance left makes it Overdue, for both.
    const due = new Date(`${String(mine.dueDate)}T00:00:00Z`).getTime();
    t.clock.advance(due + DAY_MS - t.clock.now().getTime() + 1);
    // Sessions end with time too: sign in again on the later day.
    const staffLater = await signIn(t.app, ACCOUNTS.employee);
    const customerLater = await signIn(t.app, ACCOUNTS.customer);
    const overdue = await as(staffLater, 'POST', `/api/employee/submission/${own!}/invoice`);
    expect(record(overdue.body)).toMatchObject({ status: 'Overdue', balance: staffView.balance });
    const later = record((await as(customerLater, 'POST', `/api/me/submissions/${own!}/invoice`)).body);
    expect(later.status).toBe('Overdue');
  });
});
