import * as v from 'valibot';
import type { MyDetails, MySubmission, MySubmissionRow } from '../../../domain/portal';
import { PROGRESS_STEPS } from '../../../domain/portalProgress';
import { SERVICE_KEYS, type PrescreeningLevel, type ServiceKey } from '../../../domain/submission';
import { booleanOr, idSchema, numberOrNull, numberOrZero, textOrEmpty, textOrNull } from './fields';
import { listOf, type ParsedList } from './list';
import { parsePayload } from './parse';

/** The customer's own shapes (issue 40), as /api/me answers them; only the id is required. */

const level = v.pipe(
  numberOrZero,
  v.transform((value): PrescreeningLevel => (value === 2 || value === 3 ? value : 1)),
);

const rowEntries = {
  id: idSchema,
  createdAt: textOrNull,
  statusCode: numberOrNull,
  status: textOrEmpty,
  totalCards: numberOrZero,
  totalDue: numberOrZero,
};

/** The dashboard's progress line (src/domain/portalProgress.ts); anything unreadable is no progress. */
const progressSchema = v.fallback(
  v.nullish(
    v.object({
      step: v.picklist(PROGRESS_STEPS),
      company: textOrEmpty,
      carrier: textOrEmpty,
      trackingNumber: textOrEmpty,
    }),
    null,
  ),
  null,
);

const rowSchema = v.object({ ...rowEntries, progress: progressSchema });

const cardSchema = v.object({
  id: idSchema,
  name: textOrEmpty,
  description: textOrEmpty,
  photoUrl: textOrNull,
  recommendation: textOrNull,
  estimatedGrade: numberOrNull,
  grade: textOrNull,
  certificateNumber: textOrNull,
});

const shipmentSchema = v.fallback(
  v.nullish(v.object({ carrier: textOrEmpty, trackingNumber: textOrEmpty, shippedAt: textOrNull }), null),
  null,
);

const counts = Object.fromEntries(SERVICE_KEYS.map((key) => [key, numberOrZero])) as Record<
  ServiceKey,
  typeof numberOrZero
>;

const submissionSchema = v.object({
  ...rowEntries,
  ...counts,
  updatedAt: textOrNull,
  prescreening: level,
  consignAfterGrading: booleanOr(false),
  cards: v.fallback(v.array(cardSchema), []),
  shippedToGraderAt: textOrNull,
  gradesPostedAt: textOrNull,
  returnShipment: shipmentSchema,
});

const detailsSchema = v.object({
  id: idSchema,
  firstName: textOrEmpty,
  lastName: textOrEmpty,
  email: textOrEmpty,
  phone: textOrEmpty,
  canEmail: booleanOr(false),
  canText: booleanOr(false),
  canCall: booleanOr(false),
  address1: textOrEmpty,
  address2: textOrEmpty,
  city: textOrEmpty,
  state: textOrEmpty,
  zipCode: textOrEmpty,
  version: v.fallback(v.number(), 1),
});

export const parseMySubmissionList = (payload: unknown): ParsedList<MySubmissionRow> =>
  parsePayload(listOf(rowSchema), payload, 'PORTAL_PARSE_ERROR');

export const parseMySubmission = (payload: unknown): MySubmission =>
  parsePayload(submissionSchema, payload, 'PORTAL_PARSE_ERROR');

export const parseMyDetails = (payload: unknown): MyDetails =>
  parsePayload(detailsSchema, payload, 'PORTAL_PARSE_ERROR');
