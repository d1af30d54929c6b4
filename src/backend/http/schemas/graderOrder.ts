import * as v from 'valibot';
import {
  GRADER_STAGES,
  SERVICE_COMPANY,
  type GraderOrder,
  type GraderOrderCard,
  type GraderStage,
  type GradingFigures,
  type SubmissionOrder,
} from '../../../domain/graderOrder';
import { isGradingCompanyCode } from '../../../domain/statuses';
import { SERVICE_KEYS } from '../../../domain/submission';
import { idSchema, numberOrNull, numberOrZero, optId, textOrEmpty, textOrNull, versionEntry } from './fields';
import { gradingDescriptionSchema } from './gradingDescription';
import { listOf, type ParsedList } from './list';
import { parsePayload } from './parse';

const stage = v.picklist(GRADER_STAGES);
const service = v.picklist(SERVICE_KEYS);

const cardSchema = v.pipe(
  v.looseObject({
    cardId: idSchema,
    submissionId: idSchema,
    customerId: optId,
    customerName: textOrEmpty,
    cardName: textOrEmpty,
    gradingDescription: gradingDescriptionSchema,
    declaredValue: numberOrZero,
    estimatedGrade: numberOrNull,
    gradeId: optId,
    gradeText: textOrNull,
    gradeScore: textOrNull,
    qualifierId: optId,
    gradeErrorId: optId,
    certificateNumber: textOrNull,
  }),
  v.transform((raw): GraderOrderCard => ({
    cardId: raw.cardId,
    submissionId: raw.submissionId,
    customerId: raw.customerId ?? null,
    customerName: raw.customerName,
    cardName: raw.cardName,
    gradingDescription: raw.gradingDescription,
    declaredValue: raw.declaredValue,
    estimatedGrade: raw.estimatedGrade,
    gradeId: raw.gradeId ?? null,
    gradeText: raw.gradeText,
    gradeScore: raw.gradeScore,
    qualifierId: raw.qualifierId ?? null,
    gradeErrorId: raw.gradeErrorId ?? null,
    certificateNumber: raw.certificateNumber,
  })),
);

/** A grader order as the server sends it; its stage and service must be ones this app knows. */
const orderSchema = v.pipe(
  v.looseObject({
    id: idSchema,
    gradingCompany: numberOrNull,
    orderNumber: textOrEmpty,
    service,
    label: textOrEmpty,
    stage,
    heldFrom: v.fallback(v.nullish(stage, null), null),
    cardCount: numberOrZero,
    gradedCount: numberOrZero,
    declaredValue: numberOrZero,
    shippedOn: textOrNull,
    trackingNumber: textOrEmpty,
    targetReturnOn: textOrNull,
    returnTrackingNumber: textOrEmpty,
    returnShippedOn: textOrNull,
    receivedOn: textOrNull,
    fulfilledAt: textOrNull,
    notes: textOrEmpty,
    createdAt: textOrEmpty,
    updatedAt: textOrEmpty,
    version: numberOrNull,
    cards: v.fallback(v.nullish(v.array(cardSchema), []), []),
  }),
  v.transform((raw): GraderOrder => ({
    id: raw.id,
    gradingCompany: isGradingCompanyCode(raw.gradingCompany)
      ? raw.gradingCompany
      : SERVICE_COMPANY[raw.service],
    orderNumber: raw.orderNumber,
    service: raw.service,
    label: raw.label,
    stage: raw.stage,
    heldFrom: raw.heldFrom as GraderStage | null,
    cardCount: raw.cardCount,
    gradedCount: raw.gradedCount,
    declaredValue: raw.declaredValue,
    shippedOn: raw.shippedOn,
    trackingNumber: raw.trackingNumber,
    targetReturnOn: raw.targetReturnOn,
    returnTrackingNumber: raw.returnTrackingNumber,
    returnShippedOn: raw.returnShippedOn,
    receivedOn: raw.receivedOn,
    fulfilledAt: raw.fulfilledAt,
    notes: raw.notes,
    createdAt: raw.createdAt,
    updatedAt: raw.updatedAt,
    version: versionEntry(raw.version).version ?? 1,
    cards: raw.cards,
  })),
);

export const parseGraderOrder = (payload: unknown): GraderOrder =>
  parsePayload(orderSchema, payload, 'GRADER_ORDER_PARSE_ERROR');

export const parseGraderOrderPage = (payload: unknown): ParsedList<GraderOrder> =>
  parsePayload(listOf(orderSchema), payload, 'GRADER_ORDER_PARSE_ERROR');

const figuresSchema = v.object({
  atGradingLab: numberOrZero,
  gradesPosted: numberOrZero,
  inTransitHome: numberOrZero,
});

export const parseGradingFigures = (payload: unknown): GradingFigures =>
  parsePayload(figuresSchema, payload, 'GRADER_ORDER_PARSE_ERROR');

/** An order a submission's cards are in (GET /employee/grader-orders?submission={id}). */
const submissionOrderSchema = v.pipe(
  v.looseObject({
    id: idSchema,
    label: textOrEmpty,
    gradingCompany: numberOrNull,
    orderNumber: textOrEmpty,
    stage,
    cardIds: v.array(idSchema),
    // An older server sent neither: no grades shown, the journey as if nothing were returned.
    grades: v.fallback(
      v.nullish(v.array(v.looseObject({ cardId: idSchema, gradeText: v.string() })), []),
      [],
    ),
    returned: v.fallback(v.nullish(v.boolean(), false), false),
  }),
  v.transform((raw): SubmissionOrder => ({
    id: raw.id,
    label: raw.label,
    gradingCompany: isGradingCompanyCode(raw.gradingCompany) ? raw.gradingCompany : 0,
    orderNumber: raw.orderNumber,
    stage: raw.stage,
    cardIds: raw.cardIds,
    grades: raw.grades.map((grade) => ({ cardId: grade.cardId, gradeText: grade.gradeText })),
    returned: raw.returned,
  })),
);

export const parseSubmissionOrders = (payload: unknown): SubmissionOrder[] =>
  parsePayload(v.array(submissionOrderSchema), payload, 'GRADER_ORDER_PARSE_ERROR');
