import type { Selectable } from 'kysely';
import { isPaymentMethod, type Payment, type PaymentInput } from '../../src/domain/payments';
import { fromCents, toCents } from '../../src/domain/pricing';
import type { Db } from './database';
import type { PaymentsTable } from './schema';

function paymentPayload(row: Selectable<PaymentsTable>): Payment {
  return {
    id: String(row.id),
    amount: fromCents(row.amount_cents),
    method: isPaymentMethod(row.method) ? row.method : 'Other',
    paidOn: row.paid_on,
    reference: row.reference,
    recordedBy: row.recorded_by_name,
    createdAt: row.created_at,
  };
}

/** Who recorded a payment: the signed-in staff member. */
export interface PaymentRecorder {
  id: number;
  name: string;
}

/** Payments against issued invoices (issue 40 item 5): the one place their SQL lives. */
export function paymentStore(db: Db) {
  return {
    /** A submission's payments in the order they were recorded. */
    async ofSubmission(submissionId: number): Promise<Payment[]> {
      const rows = await db
        .selectFrom('payments')
        .selectAll()
        .where('submission_id', '=', submissionId)
        .orderBy('id')
        .execute();
      return rows.map(paymentPayload);
    },

    async record(
      submissionId: number,
      invoiceNumber: number,
      input: PaymentInput,
      recorder: PaymentRecorder,
      now: Date,
    ): Promise<Payment> {
      const row = await db
        .insertInto('payments')
        .values({
          submission_id: submissionId,
          invoice_number: invoiceNumber,
          amount_cents: toCents(input.amount),
          method: input.method,
          paid_on: input.paidOn,
          reference: input.reference,
          recorded_by_id: recorder.id,
          recorded_by_name: recorder.name,
          created_at: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return paymentPayload(row);
    },
  };
}

export type PaymentStore = ReturnType<typeof paymentStore>;
