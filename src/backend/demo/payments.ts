import {
  PAYMENT_MESSAGES as M,
  dayOf,
  validatePayment,
  type Payment,
  type PaymentInput,
} from '../../domain/payments';
import type { IssuedInvoice } from '../../domain/businessProfile';
import { AppError } from '../../domain/errors';
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
      options?: { signal?: AbortSignal },
    ): Promise<IssuedInvoice> {
      await latency.wait('records', options?.signal);
      staffOnly();
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
      const payment: Payment = {
        id: String(recorded.length + 1),
        ...fields,
        recordedBy: user().fullName,
        createdAt: now.toISOString(),
      };
      store.payments.set(id, [...recorded, payment]);
      return structuredClone(demoInvoiceOf(store, id, issued, now, 'staff'));
    },
  };
}
