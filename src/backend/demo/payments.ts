import {
  PAYMENT_MESSAGES as M,
  dayOf,
  validatePayment,
  type Payment,
  type PaymentInput,
} from '../../domain/payments';
import type { IssuedInvoice } from '../../domain/businessProfile';
import { PAYMENT_AUDIT_FIELDS, auditFieldsOf } from '../../domain/audit';
import { AppError } from '../../domain/errors';
import type { WriteOptions } from '../backend';
import { demoInvoiceOf } from './businessProfile';
import { type DemoContext } from './store';
import { refusal } from './writes';

const FORBIDDEN = 'You do not have permission to do that.';

/**
 * Payments against an issued invoice in the browser (issue 40 item 5): the server's rules, messages
 * and statuses (server/routes/payments.ts), staff only.
 */
export function createDemoPayments(context: DemoContext) {
  const { store, latency } = context;
  const user = () => store.data.personas[context.persona()].user;

  // Payment ids are unique across invoices, as the server's table gives them (the audit names one).
  const nextPaymentId = () =>
    1 + Math.max(0, ...[...store.payments.values()].flat().map((payment) => Number(payment.id) || 0));

  const staffOnly = () => {
    if (!user().roles.some((role) => role === 'ADMIN' || role === 'EMPLOYEE')) throw refusal(403, FORBIDDEN);
  };
  const issuedOrRefuse = (submissionId: string) => {
    staffOnly();
    const id = submissionId.trim();
    if (!store.submissions.has(id)) throw refusal(404, 'Submission not found');
    const issued = store.invoices.get(id);
    if (!issued) throw new AppError('HTTP_ERROR', M.notIssued, { status: 409, messages: [M.notIssued] });
    return { id, issued };
  };

  return {
    async payments(submissionId: string, options?: { signal?: AbortSignal }): Promise<Payment[]> {
      await latency.wait('records', options?.signal);
      const { id } = issuedOrRefuse(submissionId);
      return structuredClone(store.payments.get(id) ?? []);
    },

    async recordPayment(
      submissionId: string,
      input: PaymentInput,
      options?: WriteOptions,
    ): Promise<IssuedInvoice> {
      await latency.wait('records', options?.signal);
      staffOnly();
      // one payment per intent, as on the server: a retry with the same key answers the first
      return context.writes.once(
        options?.idempotencyKey,
        ['payments.record', submissionId, input],
        async () => record(submissionId, input),
      );
    },
  };

  function record(submissionId: string, input: PaymentInput): IssuedInvoice {
    const fields = { ...input, reference: input.reference.trim() };
    const now = context.now();
    const [error] = Object.values(validatePayment(fields, dayOf(now)));
    if (error) throw refusal(400, error);
    const { id, issued } = issuedOrRefuse(submissionId);
    const before = demoInvoiceOf(store, id, issued, now, 'staff');
    if (fields.amount > before.balance) {
      const message = M.amountOverBalance(before.balance);
      throw new AppError('HTTP_ERROR', message, { status: 409, messages: [message] });
    }
    const recorded = store.payments.get(id) ?? [];
    const paymentId = String(nextPaymentId());
    const payment: Payment = {
      id: paymentId,
      ...fields,
      recordedBy: user().fullName,
      createdAt: now.toISOString(),
    };
    store.payments.set(id, [...recorded, payment]);
    // its entry, as the server writes it in the payment's transaction (decision 0420)
    context.audit.record({
      recordType: 'payment',
      recordId: paymentId,
      before: null,
      after: auditFieldsOf(
        { ...payment, submissionId: id, invoiceNumber: issued.invoiceNumber },
        PAYMENT_AUDIT_FIELDS,
      ),
      version: null,
    });
    return structuredClone(demoInvoiceOf(store, id, issued, now, 'staff'));
  }
}
