import * as v from 'valibot';
import { JOURNEY_STEPS, type JourneyPlace } from '../../../domain/returns';
import { isGradingCompanyCode } from '../../../domain/statuses';
import { SERVICE_KEYS, type PrescreeningLevel, type Submission } from '../../../domain/submission';
import {
  firstOf,
  idSchema,
  lenient,
  optBoolean,
  optId,
  optNumber,
  optText,
  toCount,
  versionEntry,
} from './fields';
import { listOf } from './list';
import { parsePayload } from './parse';
import { optStatus } from './status';

const customerRefSchema = v.looseObject({
  id: optId,
  customerId: optId,
  displayName: optText,
  fullName: optText,
  name: optText,
  firstName: optText,
  lastName: optText,
});

const countEntries = Object.fromEntries(SERVICE_KEYS.map((key) => [key, optNumber])) as Record<
  (typeof SERVICE_KEYS)[number],
  typeof optNumber
>;

/** Where its cards are (decision 0531): unknown companies are left out, an unknown step drops it. */
const journeySchema = v.pipe(
  v.looseObject({ step: v.picklist(JOURNEY_STEPS), companies: v.array(v.unknown()) }),
  v.transform((raw): JourneyPlace => ({
    step: raw.step,
    companies: raw.companies.filter(isGradingCompanyCode),
  })),
);

const toPrescreening = (value: number | undefined): PrescreeningLevel =>
  value === 2 || value === 3 ? value : 1;

const submissionSchema = v.pipe(
  v.looseObject({
    id: idSchema,
    customerId: optId,
    customer: lenient(customerRefSchema),
    firstName: optText,
    lastName: optText,
    customerDisplayName: optText,
    customerName: optText,
    createdAt: optText,
    updatedAt: optText,
    version: optNumber,
    status: optStatus,
    statusCode: optStatus,
    statusLabel: optText,
    consignAfterGrading: optBoolean,
    notes: optText,
    isActive: optBoolean,
    prescreening: optNumber,
    totalCards: optNumber,
    totalCount: optNumber,
    journey: lenient(journeySchema),
    ...countEntries,
  }),
  v.transform((raw): Submission => {
    const counts = Object.fromEntries(SERVICE_KEYS.map((key) => [key, toCount(raw[key])])) as Record<
      (typeof SERVICE_KEYS)[number],
      number
    >;
    const summed = SERVICE_KEYS.reduce((sum, key) => sum + counts[key], 0);
    const ref = raw.customer;
    return {
      id: raw.id,
      customerId: firstOf(raw.customerId, ref?.id, ref?.customerId) ?? null,
      customer: ref
        ? {
            id: firstOf(ref.id, ref.customerId) ?? null,
            displayName: firstOf(ref.displayName, ref.fullName, ref.name) ?? null,
            firstName: ref.firstName ?? null,
            lastName: ref.lastName ?? null,
          }
        : null,
      firstName: raw.firstName ?? null,
      lastName: raw.lastName ?? null,
      customerDisplayName: raw.customerDisplayName ?? null,
      customerName: raw.customerName ?? null,
      createdAt: raw.createdAt ?? null,
      updatedAt: raw.updatedAt ?? null,
      ...versionEntry(raw.version),
      // The label as sent ('' when only a code came); the code from statusCode first, then status.
      status: raw.statusLabel ?? raw.status?.label ?? raw.statusCode?.label ?? '',
      statusCode: raw.statusCode?.code ?? raw.status?.code ?? null,
      consignAfterGrading: raw.consignAfterGrading ?? false,
      notes: raw.notes ?? '',
      isActive: raw.isActive ?? true,
      prescreening: toPrescreening(raw.prescreening),
      totalCards: toCount(firstOf(raw.totalCards, raw.totalCount)) || summed,
      ...counts,
      ...(raw.journey ? { journey: raw.journey } : {}),
    };
  }),
);

const submissionListSchema = listOf(submissionSchema);

export const parseSubmission = (payload: unknown): Submission =>
  parsePayload(submissionSchema, payload, 'SUBMISSION_PARSE_ERROR');

export const parseSubmissionList = (payload: unknown) =>
  parsePayload(submissionListSchema, payload, 'SUBMISSION_PARSE_ERROR');
