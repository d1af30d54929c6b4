import { AppError } from '../../domain/errors';
import { joinName } from '../../domain/names';
import {
  BACK_STAGES,
  type ConsignorQueueFacts,
  type ConsignorReturns,
  compareConsignorLines,
  NOT_IN_ORDER,
  type OrderReturns,
  type SubmissionInOrder,
  journeyOf,
  returnInputProblems,
  returnProblem,
  statusOfJourney,
} from '../../domain/returns';
import { SUBMISSION_AUDIT_FIELDS } from '../../domain/audit';
import { returnAuditFields } from '../../domain/graderOrderAudit';
import type { ReturnsApi } from '../backend';
import type { StoredGraderOrder } from './graderOrderRecords';
import { slicePage } from '../../domain/paging';
import { findStored } from './query';
import { copy, type DemoContext } from './store';
import { readSubmission } from './submissions';
import { bumpVersion, checkVersion } from './writes';

const refused = (code: 'RETURN_REFUSED' | 'VALIDATION_ERROR', status: number, messages: readonly string[]) =>
  new AppError(code, messages.join(' '), { status, messages });

/**
 * Moves each submission of the order to the status its cards' journey gives (decision 0394), as the
 * server does on every transition and return.
 */
export function followJourney(
  context: Pick<DemoContext, 'store' | 'now' | 'audit'>,
  order: StoredGraderOrder,
): void {
  const { store } = context;
  const orders = [...store.graderOrders.values()];
  for (const submissionId of new Set(order.cards.map((card) => card.submissionId))) {
    const submission = store.submissions.get(submissionId);
    if (!submission) continue;
    const trips: SubmissionInOrder[] = orders
      .filter((other) => other.cards.some((card) => card.submissionId === submissionId))
      .map((other) => ({ stage: other.stage, returned: Boolean(other.returnShipments?.[submissionId]) }));
    const next = statusOfJourney(journeyOf(trips), submission.statusCode);
    if (next === null) continue;
    const before = readSubmission(store, submission);
    submission.statusCode = next;
    submission.updatedAt = context.now().toISOString();
    bumpVersion(submission);
    // A new version like any save, recorded like one (issue 41, decision 0443).
    context.audit.recordVersioned(
      'submission',
      SUBMISSION_AUDIT_FIELDS,
      before,
      readSubmission(store, submission),
    );
  }
}

/** Return shipments in the browser (issue 39 item 5): the server's rules over the demo's orders. */
export function createDemoReturns(context: DemoContext, userName: () => string): ReturnsApi {
  const { store, latency, now } = context;
  const wait = (signal?: AbortSignal) => latency.wait('records', signal);
  const find = (id: string): StoredGraderOrder =>
    findStored(store.graderOrders, id, 'Grader order', {
      blank: 'GRADER_ORDER_NOT_FOUND',
      notFound: 'GRADER_ORDER_NOT_FOUND',
    });

  const returnsOf = (order: StoredGraderOrder): OrderReturns => {
    const submissionIds = [...new Set(order.cards.map((card) => card.submissionId))];
    return copy({
      orderId: order.id,
      stage: order.stage,
      fulfilledAt: order.fulfilledAt,
      version: order.version ?? 1,
      submissions: submissionIds
        .sort((a, b) => Number(a) - Number(b))
        .map((submissionId) => {
          const customerId = store.submissions.get(submissionId)?.customerId ?? null;
          const customer = customerId ? store.customers.get(customerId) : undefined;
          return {
            submissionId,
            customerId,
            customerName: joinName(customer?.firstName, customer?.lastName),
            cardCount: order.cards.filter((card) => card.submissionId === submissionId).length,
            returnShipment: order.returnShipments?.[submissionId] ?? null,
          };
        }),
    });
  };

  return {
    async ofOrder(id, options) {
      await wait(options?.signal);
      return returnsOf(find(id));
    },

    async log(id, input, options) {
      await wait(options?.signal);
      const order = find(id);
      checkVersion(order, options?.version);
      const problems = returnInputProblems(input);
      if (problems.length > 0) throw refused('VALIDATION_ERROR', 400, problems);
      if (!order.cards.some((card) => card.submissionId === input.submissionId)) {
        throw new AppError('SUBMISSION_NOT_FOUND', NOT_IN_ORDER, { status: 404, messages: [NOT_IN_ORDER] });
      }
      const problem = returnProblem(order.stage, Boolean(order.returnShipments?.[input.submissionId]));
      if (problem) throw refused('RETURN_REFUSED', 409, [problem]);
      const at = now().toISOString();
      order.returnShipments = {
        ...order.returnShipments,
        [input.submissionId]: {
          carrier: input.carrier.trim(),
          trackingNumber: input.trackingNumber.trim(),
          shippedOn: input.shippedOn?.trim() || at.slice(0, 10),
          recordedBy: userName(),
          recordedAt: at,
        },
      };
      const shipments = order.returnShipments;
      const was = { fulfilledAt: order.fulfilledAt, version: order.version };
      if (order.fulfilledAt === null && order.cards.every((card) => shipments[card.submissionId])) {
        order.fulfilledAt = at;
        order.updatedAt = at;
        bumpVersion(order);
      }
      context.audit.record({
        recordType: 'graderOrder',
        recordId: order.id,
        before: returnAuditFields(input.submissionId, null, was.fulfilledAt),
        after: returnAuditFields(
          input.submissionId,
          shipments[input.submissionId] ?? null,
          order.fulfilledAt,
        ),
        version: order.version === was.version ? null : order.version,
      });
      followJourney(context, order);
      return returnsOf(order);
    },

    // The server keeps each line (decision 0570); the browser counts them as it always did, in the
    // same order and a page at a time.
    async byConsignor(page, options) {
      await wait(options?.signal);
      const lines = new Map<string | null, ConsignorReturns & ConsignorQueueFacts>();
      for (const order of store.graderOrders.values()) {
        if (!(BACK_STAGES as readonly string[]).includes(order.stage)) continue;
        for (const submission of returnsOf(order).submissions) {
          const line = lines.get(submission.customerId) ?? {
            customerId: submission.customerId,
            customerName: submission.customerName,
            submissions: 0,
            ready: 0,
            returned: 0,
            waitingSince: null,
            lastReturnedAt: null,
          };
          line.submissions += 1;
          const shipment = submission.returnShipment;
          if (shipment) {
            line.returned += 1;
            if (line.lastReturnedAt === null || shipment.recordedAt > line.lastReturnedAt)
              line.lastReturnedAt = shipment.recordedAt;
          } else {
            line.ready += 1;
            const since = order.receivedOn ?? '';
            if (line.waitingSince === null || since < line.waitingSince) line.waitingSince = since;
          }
          lines.set(submission.customerId, line);
        }
      }
      const ordered = [...lines.values()]
        .sort(compareConsignorLines)
        .map(({ customerId, customerName, submissions, ready, returned }) => ({
          customerId,
          customerName,
          submissions,
          ready,
          returned,
        }));
      return slicePage(ordered, page.pageNumber, page.pageSize);
    },
  };
}
