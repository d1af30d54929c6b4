import * as v from 'valibot';
import { GRADER_STAGES } from '../../../domain/graderOrder';
import type { ConsignorReturns, OrderReturns } from '../../../domain/returns';
import { idSchema, numberOrNull, numberOrZero, optId, textOrEmpty, textOrNull, versionEntry } from './fields';
import { listOf, type ParsedList } from './list';
import { parsePayload } from './parse';

const shipmentSchema = v.object({
  carrier: textOrEmpty,
  trackingNumber: textOrEmpty,
  shippedOn: textOrEmpty,
  recordedBy: textOrEmpty,
  recordedAt: textOrEmpty,
});

const orderReturnsSchema = v.pipe(
  v.looseObject({
    orderId: idSchema,
    stage: v.picklist(GRADER_STAGES),
    fulfilledAt: textOrNull,
    version: numberOrNull,
    submissions: v.array(
      v.looseObject({
        submissionId: idSchema,
        customerId: optId,
        customerName: textOrEmpty,
        cardCount: numberOrZero,
        returnShipment: v.fallback(v.nullish(shipmentSchema, null), null),
      }),
    ),
  }),
  v.transform((raw): OrderReturns => ({
    orderId: raw.orderId,
    stage: raw.stage,
    fulfilledAt: raw.fulfilledAt,
    version: versionEntry(raw.version).version ?? 1,
    submissions: raw.submissions.map((submission) => ({
      submissionId: submission.submissionId,
      customerId: submission.customerId ?? null,
      customerName: submission.customerName,
      cardCount: submission.cardCount,
      returnShipment: submission.returnShipment,
    })),
  })),
);

const consignorSchema = v.pipe(
  v.looseObject({
    customerId: optId,
    customerName: textOrEmpty,
    submissions: numberOrZero,
    ready: numberOrZero,
    returned: numberOrZero,
  }),
  v.transform((raw): ConsignorReturns => ({ ...raw, customerId: raw.customerId ?? null })),
);

export const parseOrderReturns = (payload: unknown): OrderReturns =>
  parsePayload(orderReturnsSchema, payload, 'GRADER_ORDER_PARSE_ERROR');

export const parseConsignorReturns = (payload: unknown): ParsedList<ConsignorReturns> =>
  parsePayload(listOf(consignorSchema), payload, 'GRADER_ORDER_PARSE_ERROR');
