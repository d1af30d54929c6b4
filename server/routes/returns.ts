import { Hono } from 'hono';
import * as v from 'valibot';
import type { GraderStage } from '../../src/domain/graderOrder';
import { NOT_IN_ORDER, returnProblem } from '../../src/domain/returns';
import { dayRange } from '../http/dates';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { LIMITS, maxChars, requiredText } from '../http/fields';
import { parseId, readBody } from '../http/validate';
import { paging } from '../http/paging';
import { ok, okPage } from '../http/wrap';
import type { Stores } from '../store/stores';
import { returnAuditFields } from '../../src/domain/graderOrderAudit';
import { actorOf, recordChange } from '../http/audit';
import { followJourneyRecorded } from './journeyAudit';

const ReturnBody = v.object({
  submissionId: v.pipe(v.number('submissionId must be numeric'), v.integer('submissionId must be numeric')),
  carrier: requiredText('Carrier is required.', LIMITS.name),
  trackingNumber: requiredText('Tracking number is required.', LIMITS.code),
  shippedOn: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), maxChars(10))), null),
    v.transform((value) => (value ? value.trim() : null)),
    v.check(
      (value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value),
      'Shipped date must be a date (YYYY-MM-DD)',
    ),
  ),
});

const MISSING_ORDER = { message: 'Grader order not found', code: 'GRADER_ORDER_NOT_FOUND' };

/**
 * Returns (issue 39 item 5): once an order is back, staff log each submission's shipment home; the
 * last one fulfils the order, and the submissions' statuses follow (decision 0394). Staff only, as every
 * /employee call is.
 */
export function returnRoutes(deps: AppDeps) {
  const { now } = deps;
  const app = new Hono<AppEnv>();

  const returnsOf = async (stores: Stores, orderId: number) => {
    const order = await stores.graderOrders.find(orderId);
    if (!order) throw notFound(MISSING_ORDER.message, MISSING_ORDER.code);
    return {
      orderId: order.id,
      stage: order.stage,
      fulfilledAt: order.fulfilled_at,
      version: order.version,
      submissions: await stores.returns.ofOrder(order.id),
    };
  };

  // The returns list per consignor, a page at a time, those with returns to ship first (decision 0570).
  app.post('/returns/search', async (c) => {
    const body = await readBody(c, v.object(paging));
    const { rows, total } = await deps.stores.consignorReturns.page(body);
    return okPage(c, rows, { totalRecords: total, pageNumber: body.pageNumber, pageSize: body.pageSize });
  });

  app.get('/grader-orders/:id/returns', async (c) =>
    ok(c, await returnsOf(deps.stores, parseId(c.req.param('id'), 'Grader order id'))),
  );

  app.post('/grader-orders/:id/returns', async (c) => {
    const body = await readBody(c, ReturnBody);
    const user = c.get('user');
    const orderId = await deps.stores.transaction(async (stores) => {
      const order = await stores.graderOrders.find(parseId(c.req.param('id'), 'Grader order id'));
      if (!order) throw notFound(MISSING_ORDER.message, MISSING_ORDER.code);
      const inOrder = (await stores.returns.ofOrder(order.id)).some(
        (submission) => submission.submissionId === body.submissionId,
      );
      if (!inOrder) throw notFound(NOT_IN_ORDER, 'SUBMISSION_NOT_FOUND');
      const problem = returnProblem(
        order.stage as GraderStage,
        await stores.returns.isLogged(order.id, body.submissionId),
      );
      if (problem) throw new HttpError(409, 'RETURN_REFUSED', problem);
      const shippedOn = body.shippedOn ?? now().toISOString().slice(0, 10);
      dayRange(shippedOn, 'shippedOn');
      const at = now().toISOString();
      await stores.returns.log(
        order.id,
        body.submissionId,
        { carrier: body.carrier, trackingNumber: body.trackingNumber, shippedOn },
        { id: user.id, name: user.displayName || `${user.firstName} ${user.lastName}`.trim() },
        at,
      );
      await stores.returns.fulfilIfAllReturned(order.id, at);
      // One entry on the order for the return (and its fulfilment), and one on each submission the
      // journey moves on (issue 41, decision 0443).
      const after = await stores.graderOrders.find(order.id);
      const shipment = { carrier: body.carrier, trackingNumber: body.trackingNumber, shippedOn };
      await recordChange(stores, {
        actor: actorOf(c),
        at: now(),
        recordType: 'graderOrder',
        recordId: order.id,
        before: returnAuditFields(body.submissionId, null, order.fulfilled_at),
        after: returnAuditFields(body.submissionId, shipment, after?.fulfilled_at ?? null),
        version: after && after.version !== order.version ? after.version : null,
      });
      await followJourneyRecorded(stores, order.id, now(), actorOf(c));
      return order.id;
    });
    return ok(c, await returnsOf(deps.stores, orderId), 201);
  });

  return app;
}
