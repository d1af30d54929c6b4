// @vitest-environment node
// Issue 41 item 1 for issue 40's records: issuing an invoice number and recording a payment each write
// one audit entry in the write's own transaction; a second opening of the invoice and a refused
// payment write none. Runs on SQLite and, in the postgres project, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import * as harness from './harness';

const { call, createTestApp, record, records } = harness;

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

/** A fresh submission of the customer persona's own record (customer 1), so no other test's invoice. */
async function newSubmission(): Promise<number> {
  const reply = await as(employee, 'PUT', '/api/employee/submission', { customerId: 1, psaValueBulk: 3 });
  expect(reply.status).toBe(201);
  return Number(harness.wrapper(reply.body).data);
}

/** A record's history, newest first, as an admin reads it. */
async function entries(recordType: 'invoice' | 'payment', recordId: number) {
  const reply = await as(admin, 'POST', '/api/employee/history/search', {
    recordType,
    recordId,
    pageSize: 100,
  });
  expect(reply.status).toBe(200);
  return records(reply.body);
}

const countRows = async (table: 'audit_entries' | 'payments') =>
  Number(
    (await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(t.queryBuilder))
      .rows[0]?.n,
  );

/** Makes the database refuse audit entries of one record type, so a write that records one fails. */
async function refuseEntriesOf(recordType: string): Promise<() => Promise<void>> {
  const db = t.queryBuilder;
  if (t.engine === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN
           IF NEW.record_type = '${recordType}' THEN RAISE EXCEPTION 'audit refused'; END IF;
           RETURN NEW; END $$ LANGUAGE plpgsql;
         CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_entries
           FOR EACH ROW EXECUTE FUNCTION refuse_audit();`,
      )
      .execute(db);
    return async () => {
      await sql.raw('DROP TRIGGER refuse_audit ON audit_entries; DROP FUNCTION refuse_audit();').execute(db);
    };
  }
  await sql
    .raw(
      `CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_entries
         WHEN NEW.record_type = '${recordType}' BEGIN SELECT RAISE(ABORT, 'audit refused'); END`,
    )
    .execute(db);
  return async () => {
    await sql.raw('DROP TRIGGER refuse_audit').execute(db);
  };
}

describe('an invoice issued', () => {
  it('writes one entry naming who opened it, the number and the date; opening it again writes none', async () => {
    const id = await newSubmission();
    const issued = record((await as(employee, 'POST', `/api/employee/submission/${id}/invoice`)).body);
    const user = record((await as(employee, 'GET', '/api/auth/user')).body);
    expect(await entries('invoice', id)).toEqual([
      expect.objectContaining({
        action: 'create',
        recordType: 'invoice',
        recordId: id,
        actorId: user.id,
        version: null,
        changes: expect.arrayContaining([
          { field: 'invoiceNumber', before: null, after: issued.invoiceNumber },
          { field: 'invoiceDate', before: null, after: issued.invoiceDate },
          { field: 'submissionId', before: null, after: id },
        ]),
      }),
    ]);
    await as(employee, 'POST', `/api/employee/submission/${id}/invoice`);
    await as(customer, 'POST', `/api/me/submissions/${id}/invoice`);
    expect(await entries('invoice', id)).toHaveLength(1);
  });

  it('names the customer when their own opening issues it', async () => {
    const id = await newSubmission();
    const reply = await as(customer, 'POST', `/api/me/submissions/${id}/invoice`);
    expect(reply.status).toBe(200);
    const user = record((await as(customer, 'GET', '/api/auth/user')).body);
    expect(await entries('invoice', id)).toEqual([expect.objectContaining({ actorId: user.id })]);
  });

  it('takes no number when its entry cannot be written: the issue and the entry commit together', async () => {
    const id = await newSubmission();
    const profile = record((await as(admin, 'GET', '/api/business-profile')).body);
    const restore = await refuseEntriesOf('invoice');
    try {
      const reply = await as(employee, 'POST', `/api/employee/submission/${id}/invoice`);
      expect(reply.status).toBe(500);
    } finally {
      await restore();
    }
    const after = record((await as(admin, 'GET', '/api/business-profile')).body);
    expect(after.nextInvoiceNumber).toBe(profile.nextInvoiceNumber);
    const issued = record((await as(employee, 'POST', `/api/employee/submission/${id}/invoice`)).body);
    expect(issued.invoiceNumber).toBe(profile.nextInvoiceNumber);
  });
});

describe('a payment recorded', () => {
  it('writes one entry with the amount, method, day, reference, invoice and submission', async () => {
    const id = await newSubmission();
    const invoice = record((await as(employee, 'POST', `/api/employee/submission/${id}/invoice`)).body);
    const reply = await as(employee, 'POST', `/api/employee/submission/${id}/invoice/payments`, {
      amount: 12.5,
      method: 'Check',
      paidOn: today(),
      reference: ' Cheque 1042 ',
    });
    expect(reply.status).toBe(200);
    const payment = (record(reply.body).payments as Record<string, unknown>[])[0]!;
    const user = record((await as(employee, 'GET', '/api/auth/user')).body);
    expect(await entries('payment', Number(payment.id))).toEqual([
      expect.objectContaining({
        action: 'create',
        recordType: 'payment',
        recordId: Number(payment.id),
        actorId: user.id,
        changes: expect.arrayContaining([
          { field: 'submissionId', before: null, after: id },
          { field: 'invoiceNumber', before: null, after: invoice.invoiceNumber },
          { field: 'amount', before: null, after: 12.5 },
          { field: 'method', before: null, after: 'Check' },
          { field: 'paidOn', before: null, after: today() },
          { field: 'reference', before: null, after: 'Cheque 1042' },
        ]),
      }),
    ]);
  });

  it('writes no entry for a refused payment: not issued, over the balance, invalid, or by a customer', async () => {
    const id = await newSubmission();
    const was = await countRows('audit_entries');
    const pay = (body: Record<string, unknown>, cookie = employee) =>
      as(cookie, 'POST', `/api/employee/submission/${id}/invoice/payments`, {
        method: 'Cash',
        paidOn: today(),
        reference: '',
        ...body,
      });
    expect((await pay({ amount: 1 })).status).toBe(409); // the invoice is not issued yet
    const invoice = record((await as(employee, 'POST', `/api/employee/submission/${id}/invoice`)).body);
    const issuedAt = await countRows('audit_entries');
    expect(issuedAt).toBe(was + 1);
    expect((await pay({ amount: Number(invoice.balance) + 0.01 })).status).toBe(409);
    expect((await pay({ amount: 0 })).status).toBe(400);
    expect((await pay({ amount: 1, paidOn: '2999-01-01' })).status).toBe(400);
    expect((await pay({ amount: 1 }, customer)).status).toBe(403);
    expect(await countRows('audit_entries')).toBe(issuedAt);
  });

  it('keeps no payment when its entry cannot be written: the payment and the entry commit together', async () => {
    const id = await newSubmission();
    await as(employee, 'POST', `/api/employee/submission/${id}/invoice`);
    const payments = await countRows('payments');
    const restore = await refuseEntriesOf('payment');
    try {
      const reply = await as(employee, 'POST', `/api/employee/submission/${id}/invoice/payments`, {
        amount: 1,
        method: 'Cash',
        paidOn: today(),
        reference: '',
      });
      expect(reply.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await countRows('payments')).toBe(payments);
    const invoice = record((await as(employee, 'POST', `/api/employee/submission/${id}/invoice`)).body);
    expect(invoice).toMatchObject({ amountPaid: 0, status: 'Unpaid' });
  });

  it('lets staff read payment and invoice entries, and a customer none', async () => {
    const read = (cookie: string, recordType: string) =>
      as(cookie, 'POST', '/api/employee/history/search', { recordType, recordId: 1 });
    expect((await read(employee, 'payment')).status).toBe(200);
    expect((await read(employee, 'invoice')).status).toBe(200);
    expect((await read(customer, 'payment')).status).toBe(403);
    expect((await read(customer, 'invoice')).status).toBe(403);
  });
});
