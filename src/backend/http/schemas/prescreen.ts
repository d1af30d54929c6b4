import * as v from 'valibot';
import type { PrescreenQueueRow } from '../../../domain/prescreen';
import { firstOf, lenient, optId, optNumber, optText, toCount, withRequiredId } from './fields';
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
  // A queue row stands for a submission: its submission id is the row's id.
  withRequiredId((raw) => firstOf(raw.submissionId, raw.id), 'A prescreen row has no submissionId'),
  v.transform(({ raw, id }): PrescreenQueueRow => ({
    submissionId: id,
    customerId: firstOf(raw.customerId, raw.customer?.id) ?? null,
    customerName: firstOf(raw.customerName, raw.customer?.displayName, raw.customer?.fullName) ?? '',
    numberOfCards: toCount(raw.numberOfCards),
    stepCreatedDate: raw.stepCreatedDate ?? null,
  })),
);

const queueSchema = listOf(rowSchema);

export const parsePrescreenQueue = (payload: unknown) =>
  parsePayload(queueSchema, payload, 'PRESCREEN_PARSE_ERROR');
