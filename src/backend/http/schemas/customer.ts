import * as v from 'valibot';
import type {
  Customer,
  CustomerActivity,
  CustomerMetrics,
  FollowUpItem,
  GradingBatch,
  ReturnMetrics,
} from '../../../domain/customer';
import {
  firstOf,
  idSchema,
  keepValid,
  lenient,
  numberOrNull,
  numberOrZero,
  optBoolean,
  optId,
  optNumber,
  optText,
  optTexts,
  textOrEmpty,
  textOrNull,
  versionEntry,
} from './fields';
import { listOf } from './list';
import { parsePayload } from './parse';

/*
 * Metrics, return metrics and follow-ups are flat, so each field carries its own default and an object
 * schema (which keeps only these fields) reads them without a transform. Counts and sums default to 0,
 * figures that may be unknown (average days, on-time share) to null.
 */

const metricsSchema = v.object({
  annualCardsSubmitted: numberOrZero,
  annualConsignmentSales: numberOrZero,
  lifetimeRevenue: numberOrZero,
  cardsSubmittedLifetime: numberOrZero,
  consignmentsLifetime: numberOrZero,
  submissionsLast12Months: numberOrZero,
  consignmentsLast12Months: numberOrZero,
  consignmentSalesYtd: numberOrZero,
}) satisfies v.GenericSchema<unknown, CustomerMetrics>;

const EMPTY_METRICS = v.parse(metricsSchema, {});

const batchSchema = v.pipe(
  v.looseObject({
    id: idSchema,
    label: optText,
    status: optText,
    stage: optText,
    cards: optNumber,
    service: optText,
    partner: optText,
    submittedAt: optText,
    lastUpdatedAt: optText,
    targetShipDate: optText,
    consignAfterGrading: optBoolean,
    fulfilledAt: optText,
  }),
  v.transform((raw): GradingBatch => ({
    id: raw.id,
    label: raw.label ?? raw.id,
    status: raw.status ?? null,
    stage: raw.stage ?? null,
    cards: raw.cards ?? null,
    service: raw.service ?? null,
    partner: raw.partner ?? null,
    submittedAt: raw.submittedAt ?? null,
    lastUpdatedAt: raw.lastUpdatedAt ?? null,
    targetShipDate: raw.targetShipDate ?? null,
    consignAfterGrading: raw.consignAfterGrading ?? false,
    fulfilledAt: raw.fulfilledAt ?? null,
  })),
);

/** Batches that cannot be read are left out; the customer itself still loads. */
const batchesSchema = keepValid(batchSchema);

const activitySchema = v.pipe(
  v.looseObject({ lastSubmissionAt: optText, lastConsignmentAt: optText, gradingBatches: batchesSchema }),
  v.transform((raw): CustomerActivity => ({
    lastSubmissionAt: raw.lastSubmissionAt ?? null,
    lastConsignmentAt: raw.lastConsignmentAt ?? null,
    gradingBatches: raw.gradingBatches ?? [],
  })),
);

const returnMetricsSchema = v.object({
  sampleSize: numberOrZero,
  averageDays: numberOrNull,
  range: textOrNull,
  onTimePercentage: numberOrNull,
}) satisfies v.GenericSchema<unknown, ReturnMetrics>;

const followUpSchema = v.object({
  id: idSchema,
  label: textOrEmpty,
  count: numberOrZero,
  tone: v.fallback(v.nullish(v.picklist(['info', 'warning', 'danger', 'success']), 'info'), 'info'),
  guidance: textOrEmpty,
}) satisfies v.GenericSchema<unknown, FollowUpItem>;

const followUpsSchema = keepValid(followUpSchema);

const customerSchema = v.pipe(
  v.looseObject({
    id: idSchema,
    userId: optId,
    firstName: optText,
    lastName: optText,
    email: optText,
    phone: optText,
    phoneNumber: optText,
    canEmail: optBoolean,
    canText: optBoolean,
    canCall: optBoolean,
    address1: optText,
    address2: optText,
    city: optText,
    state: optText,
    zipCode: optText,
    zipcode: optText,
    isActive: optBoolean,
    tags: optTexts,
    accountManager: optText,
    notes: optText,
    segments: optTexts,
    preferredChannels: optTexts,
    lastContactedAt: optText,
    lifetimeValueNotes: optText,
    createdAt: optText,
    updatedAt: optText,
    version: optNumber,
    lastSubmissionAt: optText,
    emailConfirmed: optBoolean,
    phoneConfirmed: optBoolean,
    metrics: lenient(metricsSchema),
    activity: lenient(activitySchema),
    returnMetrics: lenient(returnMetricsSchema),
    followUps: followUpsSchema,
  }),
  v.transform((raw): Customer => ({
    id: raw.id,
    userId: raw.userId ?? null,
    firstName: raw.firstName ?? '',
    lastName: raw.lastName ?? '',
    email: raw.email ?? '',
    phone: firstOf(raw.phone, raw.phoneNumber) ?? '',
    canEmail: raw.canEmail ?? false,
    canText: raw.canText ?? false,
    canCall: raw.canCall ?? false,
    address1: raw.address1 ?? '',
    address2: raw.address2 ?? '',
    city: raw.city ?? '',
    state: raw.state ?? '',
    zipCode: firstOf(raw.zipCode, raw.zipcode) ?? '',
    // Archived only when the server says so.
    isActive: raw.isActive ?? true,
    tags: raw.tags ?? [],
    accountManager: raw.accountManager ?? null,
    notes: raw.notes ?? '',
    segments: raw.segments ?? [],
    preferredChannels: raw.preferredChannels ?? [],
    lastContactedAt: raw.lastContactedAt ?? null,
    lifetimeValueNotes: raw.lifetimeValueNotes ?? null,
    createdAt: raw.createdAt ?? null,
    updatedAt: raw.updatedAt ?? null,
    ...versionEntry(raw.version),
    lastSubmissionAt: raw.lastSubmissionAt ?? raw.activity?.lastSubmissionAt ?? null,
    emailConfirmed: raw.emailConfirmed ?? false,
    phoneConfirmed: raw.phoneConfirmed ?? false,
    metrics: raw.metrics ?? { ...EMPTY_METRICS },
    activity: raw.activity ?? { lastSubmissionAt: null, lastConsignmentAt: null, gradingBatches: [] },
    returnMetrics: raw.returnMetrics ?? {
      sampleSize: 0,
      averageDays: null,
      range: null,
      onTimePercentage: null,
    },
    followUps: raw.followUps ?? [],
  })),
);

const customerListSchema = listOf(customerSchema);

export const parseCustomer = (payload: unknown): Customer =>
  parsePayload(customerSchema, payload, 'CUSTOMER_PARSE_ERROR');

export const parseCustomerList = (payload: unknown) =>
  parsePayload(customerListSchema, payload, 'CUSTOMER_PARSE_ERROR');
