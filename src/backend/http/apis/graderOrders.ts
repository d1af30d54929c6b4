import { AppError, isAppError, type AppErrorCode } from '../../../domain/errors';
import type { GradePosting, GraderOrder } from '../../../domain/graderOrder';
import type { GraderOrdersApi, WriteOptions } from '../../backend';
import type { HttpClient } from '../client';
import { idForBody, requireId, segment } from '../ids';
import {
  parseGraderOrder,
  parseGraderOrderPage,
  parseGradingFigures,
  parseSubmissionOrders,
} from '../schemas/graderOrder';
import { updateHeaders } from '../writeHeaders';
import { asPage } from './paging';
import { createRecordCalls } from './recordCalls';

const BASE = 'employee/grader-orders';
const NOT_FOUND = { code: 'GRADER_ORDER_NOT_FOUND', message: 'Grader order not found' } as const;

const CARD_NOT_IN_ORDER = {
  code: 'CARD_NOT_FOUND',
  message: 'That card is not in this order.',
  serverCode: 'CARD_NOT_FOUND',
} as const;

const orderId = (id: string) =>
  segment(requireId(id, 'GRADER_ORDER_NOT_FOUND', 'Grader order id is required'));

/**
 * A refusal the server explains (409 or 400 with its reasons) under the code the screens know it by;
 * a version conflict and every other failure stay as they are.
 */
export type Refusals = Readonly<Partial<Record<number, AppErrorCode>>>;

export async function refusedAs(refusals: Refusals, call: Promise<unknown>): Promise<unknown> {
  try {
    return await call;
  } catch (error) {
    const code = isAppError(error) && error.status !== undefined ? refusals[error.status] : undefined;
    if (isAppError(error) && code && error.code === 'HTTP_ERROR') {
      throw new AppError(code, error.messages.join(' ') || error.message, {
        status: error.status,
        messages: error.messages,
        cause: error,
      });
    }
    if (isAppError(error) && error.status === 404 && error.code === 'NOT_FOUND') {
      throw new AppError(NOT_FOUND.code, error.messages.join(' ') || NOT_FOUND.message, {
        status: 404,
        messages: error.messages,
        cause: error,
      });
    }
    throw error;
  }
}

/** A posted grade as the server reads it, typed or from a file's row. */
const gradeBody = (grade: GradePosting) => ({
  cardId: idForBody(grade.cardId),
  gradeId: idForBody(grade.gradeId),
  qualifierId: idForBody(grade.qualifierId),
  gradeErrorId: idForBody(grade.gradeErrorId),
  certificateNumber: grade.certificateNumber,
});
const GRADE_REFUSALS = { 400: 'INVALID_GRADE', 409: 'INVALID_TRANSITION' } as const;

export function createGraderOrdersApi(client: HttpClient): GraderOrdersApi {
  const records = createRecordCalls(client, {
    base: BASE,
    checkId: (id) => requireId(id, 'GRADER_ORDER_NOT_FOUND', 'Grader order id is required'),
    parse: parseGraderOrder,
    toBody: (input: Parameters<GraderOrdersApi['create']>[0]) => input,
    missingId: { code: 'GRADER_ORDER_PARSE_ERROR', message: 'The order was created but no id was returned' },
    fallbacks: {
      get: 'Failed to load the grader order',
      create: 'Failed to create the grader order',
      update: 'Failed to update the grader order',
      remove: 'Failed to cancel the grader order',
    },
  });
  const writeSpec = (
    id: string,
    path: string,
    method: 'post' | 'delete',
    json: unknown,
    options: WriteOptions | undefined,
  ) => {
    const { headers, byStatus } = updateHeaders(options);
    return {
      method,
      path: `${BASE}/${orderId(id)}${path}`,
      ...(json === undefined ? {} : { json }),
      ...(headers ? { headers } : {}),
      // A card the order does not hold, as the demo says it (the order itself missing stays
      // GRADER_ORDER_NOT_FOUND: the server names which).
      byStatus: { ...byStatus, 404: CARD_NOT_IN_ORDER },
      signal: options?.signal,
      fallback: 'Failed to update the grader order',
    };
  };
  const write = async (
    id: string,
    path: string,
    method: 'post' | 'delete',
    json: unknown,
    refusals: Refusals,
    options: Parameters<GraderOrdersApi['transition']>[2],
  ): Promise<GraderOrder> =>
    parseGraderOrder(await refusedAs(refusals, client.request(writeSpec(id, path, method, json, options))));

  return {
    async figures(options) {
      const payload = await client.request({
        method: 'get',
        path: `${BASE}/figures`,
        signal: options?.signal,
        fallback: 'Failed to load the grading figures',
      });
      return parseGradingFigures(payload);
    },
    async ofSubmission(submissionId, options) {
      const id = requireId(submissionId, 'SUBMISSION_NOT_FOUND', 'Submission id is required');
      const payload = await client.request({
        method: 'get',
        path: BASE,
        searchParams: { submission: id },
        signal: options?.signal,
        fallback: "Failed to load the submission's grader orders",
      });
      return parseSubmissionOrders(payload);
    },
    get: (id, options) => refusedAs({}, records.get(id, options)) as Promise<GraderOrder>,
    create: records.create,
    // A change the order's stage or cards do not allow (closed, another company, a service whose
    // per-card limit some of its cards exceed) is refused as the demo refuses it.
    update: (id, input, options) =>
      refusedAs({ 409: 'INVALID_TRANSITION' }, records.update(id, input, options)) as Promise<GraderOrder>,
    async search(query, options) {
      const search = query.search?.trim();
      const payload = await client.request({
        method: 'post',
        path: `${BASE}/search`,
        json: {
          pageNumber: query.pageNumber,
          pageSize: query.pageSize,
          ...(search ? { search } : {}),
          ...(query.stages && query.stages.length > 0 ? { stages: query.stages } : {}),
          ...(query.outForGrading ? { outForGrading: true } : {}),
        },
        signal: options?.signal,
        fallback: 'Failed to load grader orders',
      });
      return asPage(parseGraderOrderPage(payload), query);
    },
    transition: (id, request, options) =>
      write(
        id,
        '/transition',
        'post',
        {
          action: request.action,
          ...(request.on ? { on: request.on } : {}),
          ...(request.trackingNumber !== undefined ? { trackingNumber: request.trackingNumber } : {}),
        },
        // 400: a day of the trip the server refuses (decision 0530), as the demo names it.
        { 400: 'VALIDATION_ERROR', 409: 'INVALID_TRANSITION' },
        options,
      ),
    assignCards: (id, cards, options) =>
      write(
        id,
        '/cards',
        'post',
        {
          cards: cards.map((card) => ({ cardId: idForBody(card.cardId), declaredValue: card.declaredValue })),
        },
        { 409: 'ASSIGNMENT_REFUSED' },
        options,
      ),
    removeCard: (id, cardId, options) =>
      write(
        id,
        `/cards/${segment(requireId(cardId, 'CARD_ID_REQUIRED', 'Card id is required'))}`,
        'delete',
        undefined,
        { 409: 'ASSIGNMENT_REFUSED' },
        options,
      ),
    postGrade: (id, grade, options) =>
      write(id, '/grades', 'post', gradeBody(grade), GRADE_REFUSALS, options),
    importGrades: (id, grades, options) =>
      write(
        id,
        '/grades/import',
        'post',
        {
          grades: grades.map((grade) => ({ row: grade.row, ...gradeBody(grade) })),
        },
        GRADE_REFUSALS,
        options,
      ),
  };
}
