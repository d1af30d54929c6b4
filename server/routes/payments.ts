import { Hono } from 'hono';
import * as v from 'valibot';
import {
  PAYMENT_MESSAGES as M,
  PAYMENT_METHODS,
  REFERENCE_MAX_CHARS,
  dayOf,
  isPayableAmount,
  isPaymentDay,
  settlementOf,
} from '../../src/domain/payments';
import { PAYMENT_AUDIT_FIELDS, auditFieldsOf } from '../../src/domain/audit';
import { actorOf, recordChange } from '../http/audit';
import type { AppDeps, AppEnv } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import { parseId, readBody } from '../http/validate';
import { ok } from '../http/wrap';
import { invoicePayload } from './businessProfile';

const PaymentBody = v.object({
  amount: v.pipe(v.number(M.amountInvalid), v.check(isPayableAmount, M.amountInvalid)),
  method: v.picklist(PAYMENT_METHODS, M.methodInvalid),
  paidOn: v.pipe(v.string(M.dateInvalid), v.check(isPaymentDay, M.dateInvalid)),
  reference: v.pipe(
    v.optional(v.nullable(v.string(M.referenceTooLong)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(REFERENCE_MAX_CHARS, M.referenceTooLong),
  ),
});

/**
 * Payments against a submission's issued invoice (issue 40 item 5), staff only (mounted under
 * /employee/submission): list them, or record one. A payment needs an issued invoice, is more than
 * nothing, is not dated after today and is not more than the balance (decision 0416). Recording
 * answers the whole invoice, with its new balance and status.
 */
export function paymentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  const issuedOrRefuse = async (submissionId: number) => {
    const issued = await deps.stores.businessProfile.issued(submissionId);
    if (issued === undefined) throw notFound('Submission not found', 'SUBMISSION_NOT_FOUND');
    if (issued === null) throw conflict(M.notIssued, M.notIssuedCode);
    return issued;
  };

  app.get('/:id/invoice/payments', async (c) => {
    const id = parseId(c.req.param('id'), 'Submission id');
    await issuedOrRefuse(id);
    return ok(c, await deps.stores.payments.ofSubmission(id));
  });

  app.post('/:id/invoice/payments', async (c) => {
    const id = parseId(c.req.param('id'), 'Submission id');
    const body = await readBody(c, PaymentBody);
    if (body.paidOn > dayOf(deps.now())) throw badRequest(M.dateInFuture);
    const issued = await issuedOrRefuse(id);
    const before = await invoicePayload(deps, id, issued, 'staff');
    if (body.amount > before.balance)
      throw conflict(M.amountOverBalance(before.balance), M.amountOverBalanceCode);
    const actor = actorOf(c);
    const at = deps.now();
    // The payment and its audit entry commit together (issue 41, decision 0420); a refusal above
    // wrote neither.
    const payment = await deps.stores.transaction(async (stores) => {
      const recorded = await stores.payments.record(
        id,
        issued.invoiceNumber,
        body,
        { id: c.get('user').id, name: actor.name },
        at,
      );
      await recordChange(stores, {
        actor,
        at,
        recordType: 'payment',
        recordId: Number(recorded.id),
        before: null,
        after: auditFieldsOf(
          { ...recorded, submissionId: id, invoiceNumber: issued.invoiceNumber },
          PAYMENT_AUDIT_FIELDS,
        ),
        version: null,
      });
      return recorded;
    });
    const payments = [...before.payments, payment];
    return ok(c, {
      ...before,
      ...settlementOf(before.total, payments, before.dueDate, dayOf(deps.now())),
    });
  });

  return app;
}
