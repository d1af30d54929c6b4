import { Hono } from 'hono';
import * as v from 'valibot';
import { isAtGrader, type GraderStage } from '../../src/domain/graderOrder';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError, badRequest, notFound } from '../http/errors';
import { LIMITS, listOf, maxChars } from '../http/fields';
import { nullableNumericId, numericId, parseId, readBody } from '../http/validate';
import { ok } from '../http/wrap';
import { gradeAuditFields } from '../../src/domain/graderOrderAudit';
import { actorOf, recordChange } from '../http/audit';
import type { GraderOrderRow } from '../store/graderOrderPayload';
import { gradeProblems, orderAuditFields } from './graderOrders';

const ImportBody = v.object({
  grades: listOf(
    v.object({
      /** The row's line in the company's file, so each reason names it. */
      row: v.pipe(v.number('row must be a number'), v.integer(), v.minValue(1)),
      cardId: numericId('cardId must be numeric'),
      gradeId: numericId('Choose a grade from the catalogue.'),
      qualifierId: nullableNumericId('qualifierId must be numeric'),
      gradeErrorId: nullableNumericId('gradeErrorId must be numeric'),
      certificateNumber: v.pipe(v.string('certificateNumber must be text'), v.trim(), maxChars(LIMITS.code)),
    }),
    2000,
    'grades',
  ),
});

/**
 * POST /employee/grader-orders/{id}/grades/import (issue 39 item 4, decision 0400): a company's CSV
 * export posted in one call. Every row is checked as a typed grade is (the company's catalogue, a
 * certificate number no other card holds, a card of this order) and against the other rows; any
 * refusal answers 400 INVALID_GRADE with 'Row N: reason' for each, and nothing is applied.
 */
export function gradeImportRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post('/:id/grades/import', async (c) => {
    const body = await readBody(c, ImportBody);
    const id = await deps.stores.transaction(async (stores) => {
      const order = await stores.graderOrders.find(parseId(c.req.param('id'), 'Grader order id'));
      if (!order) throw notFound('Grader order not found', 'GRADER_ORDER_NOT_FOUND');
      const stage = order.stage as GraderStage;
      if (!isAtGrader(stage) && stage !== 'gradesPosted') {
        throw new HttpError(
          409,
          'INVALID_TRANSITION',
          'Grades are entered while the order is at the grader.',
        );
      }
      const problems: string[] = [];
      const certificateRows = new Map<string, number>();
      const cardRows = new Map<number, number>();
      for (const grade of body.grades) {
        const reasons: string[] = [];
        if (!(await stores.graderOrders.holdsCard(order.id, grade.cardId))) {
          reasons.push(`Card ${grade.cardId} is not in this order.`);
        }
        if (!grade.certificateNumber) reasons.push('Certificate number is required.');
        const sameCertificate = certificateRows.get(grade.certificateNumber);
        if (grade.certificateNumber && sameCertificate !== undefined) {
          reasons.push(`Certificate number ${grade.certificateNumber} is also on row ${sameCertificate}.`);
        }
        const sameCard = cardRows.get(grade.cardId);
        if (sameCard !== undefined) reasons.push(`Card ${grade.cardId} is also on row ${sameCard}.`);
        certificateRows.set(grade.certificateNumber, grade.row);
        cardRows.set(grade.cardId, grade.row);
        if (grade.certificateNumber) reasons.push(...(await gradeProblems(stores, order, grade)));
        problems.push(...reasons.map((reason) => `Row ${grade.row}: ${reason}`));
      }
      // Nothing of a refused import is applied.
      if (problems.length > 0) throw badRequest(problems, 'INVALID_GRADE');
      const at = deps.now().toISOString();
      /** The imported cards' grades as the order's history keeps them. */
      const gradesOf = async (row: GraderOrderRow) => {
        const { cards } = await stores.graderOrders.payload(row);
        const fields: Record<string, unknown> = {};
        for (const { cardId } of body.grades) {
          Object.assign(
            fields,
            gradeAuditFields(
              cardId,
              cards.find((card) => card.cardId === cardId),
            ),
          );
        }
        return fields;
      };
      const before = await gradesOf(order);
      await stores.graderOrders.postGrades(order, body.grades, at);
      // One entry for the whole file, as one posted grade is one (decision 0441).
      const after = await stores.graderOrders.find(order.id);
      if (after) {
        await recordChange(stores, {
          actor: actorOf(c),
          at: deps.now(),
          recordType: 'graderOrder',
          recordId: order.id,
          before: { ...orderAuditFields(order), ...before },
          after: { ...orderAuditFields(after), ...(await gradesOf(after)) },
          version: after.version,
          previousVersion: order.version,
        });
      }
      return order.id;
    });
    const row = await deps.stores.graderOrders.find(id);
    if (!row) throw notFound('Grader order not found', 'GRADER_ORDER_NOT_FOUND');
    return ok(c, await deps.stores.graderOrders.payload(row));
  });
  return app;
}
