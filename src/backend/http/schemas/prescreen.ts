import * as v from 'valibot';
import type { PrescreenQueueRow } from '../../../domain/prescreen';
import { firstOf, lenient, optId, optNumber, optText, toCount } from './fields';
import { listOf } from './list';
import { parsePayload } from './parse';

const rowSchema = v.pipe(
  v.looseObject({
    submissionId: optId,
    id: optId,
    customerId: optId,
    customerName: optText,
    numberOfCards: optNumber,
    stepCreatedDate: optText,
    customer: lenient(v.looseObject({ id: optId, displayName: optText, fullName: optText })),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }): PrescreenQueueRow => {
    const raw = dataset.value;
    const submissionId = firstOf(raw.submissionId, raw.id);
    if (submissionId === undefined) {
      addIssue({ message: 'A prescreen row has no submissionId' });
      return NEVER;
    }
    return {
      submissionId,
      customerId: firstOf(raw.customerId, raw.customer?.id) ?? null,
      customerName: firstOf(raw.customerName, raw.customer?.displayName, raw.customer?.fullName) ?? '',
      numberOfCards: toCount(raw.numberOfCards),
      stepCreatedDate: raw.stepCreatedDate ?? null,
    };
  }),
);

const queueSchema = listOf(rowSchema);

export const parsePrescreenQueue = (payload: unknown) =>
  parsePayload(queueSchema, payload, 'PRESCREEN_PARSE_ERROR');
