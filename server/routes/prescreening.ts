import { Hono } from 'hono';
import * as v from 'valibot';
import { CATALOGUE_TABLES } from '../store/catalogues';
import type { AppDeps, AppEnv } from '../http/env';
import { actorOf, recordChange } from '../http/audit';
import type { CardRow } from '../store/cards';
import { prescreenAuditFields } from '../../src/domain/audit';
import {
  ARCHIVED_RECOMMENDATION_MESSAGE,
  CATALOGUE_ARCHIVED_CODE,
  ESTIMATED_GRADE_CODE,
  ESTIMATED_GRADE_MESSAGE,
  isCatalogueGrade,
} from '../../src/domain/catalogueRules';
import { badRequest, conflict, notFound } from '../http/errors';
import { pagedSearch } from '../http/paging';
import { parseId, readBody } from '../http/validate';
import { ok, okPage } from '../http/wrap';

const SearchBody = v.object(
  pagedSearch(['submissionId', 'customerName', 'numberOfCards', 'stepCreatedDate']),
);

/** A number or numeric text; an empty selection ('' or null) is null (seed B §5). */
const selectedNumber = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(message), v.string(message)], message)), null),
    // Blank text (' ') is an empty selection too; Number(' ') would have saved it as 0 (issue 11).
    v.transform((value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? null : Number(value),
    ),
    // A safe-integer bound, so 1e308 is refused instead of stored as an id or a grade.
    v.nullable(
      v.pipe(v.number(message), v.minValue(0, message), v.maxValue(Number.MAX_SAFE_INTEGER, message)),
    ),
  );

/** Ids are truncated to integers (seed B §5). */
const selection = (message: string) =>
  v.pipe(
    selectedNumber(message),
    v.transform((value) => (value === null ? null : Math.trunc(value))),
  );

const SaveBody = v.object({
  cardId: v.optional(v.union([v.number(), v.string()])),
  prescreenRecommendationTypeId: selection(
    'prescreenRecommendationTypeId must be a recommendation id or empty',
  ),
  // Checked against the grade catalogue as sent (9.5 is a score, 9.7 is none), then saved whole.
  estimatedGrade: selectedNumber('estimatedGrade must be a grade number or empty'),
  // Typed notes and drawing markup are one text; markup JSON makes it longer than plain notes.
  notes: v.optional(
    v.nullable(v.pipe(v.string('Notes must be text'), v.maxLength(100_000, 'Notes are too long to save.'))),
    null,
  ),
});

/** What a card's history keeps of a prescreen (the notes' text, a drawing as its number of marks). */
const prescreenAuditFieldsOf = (card: CardRow) =>
  prescreenAuditFields({
    prescreenRecommendationTypeId: card.prescreen_recommendation_type_id,
    estimatedGrade: card.estimated_grade,
    notes: card.notes,
  });

export function prescreeningRoutes(deps: AppDeps) {
  const { now } = deps;
  const { cards } = deps.stores;
  const app = new Hono<AppEnv>();

  app.post('/search', async (c) => {
    const body = await readBody(c, SearchBody);
    const { rows, total } = await deps.stores.prescreenQueue.search(body);
    return okPage(c, rows, { totalRecords: total, pageNumber: body.pageNumber, pageSize: body.pageSize });
  });

  app.post('/cards/:cardId', async (c) => {
    const raw = c.req.param('cardId');
    if (!raw?.trim()) throw badRequest('Card id is required to save prescreening data.', 'CARD_ID_REQUIRED');
    const id = parseId(raw, 'Card id');
    return deps.stores.transaction(async (stores) => {
      const { cards, catalogues } = stores;
      const card = await cards.find(id);
      if (!card) throw notFound('Card not found', 'CARD_NOT_FOUND');
      const body = await readBody(c, SaveBody);
      if (body.cardId !== undefined && Number(body.cardId) !== id) {
        throw badRequest('cardId in the body does not match the card in the address.');
      }
      const recommendation = body.prescreenRecommendationTypeId;
      const grade = body.estimatedGrade === null ? null : Math.trunc(body.estimatedGrade);
      // A save may keep what the card already has, even if it was archived since; it may not newly
      // choose an archived recommendation or a grade the catalogue does not offer (decision 0337).
      if (recommendation !== null && recommendation !== card.prescreen_recommendation_type_id) {
        const chosen = await catalogues.find(CATALOGUE_TABLES.prescreenRecommendations, recommendation);
        if (!chosen)
          throw notFound('That prescreen recommendation does not exist.', 'CATALOGUE_RECORD_NOT_FOUND');
        if (!chosen.isActive) throw conflict(ARCHIVED_RECOMMENDATION_MESSAGE, CATALOGUE_ARCHIVED_CODE);
      }
      if (body.estimatedGrade !== null && grade !== card.estimated_grade) {
        const grades = await catalogues.list(CATALOGUE_TABLES.cardGrades, false);
        if (!isCatalogueGrade(body.estimatedGrade, grades))
          throw badRequest(ESTIMATED_GRADE_MESSAGE, ESTIMATED_GRADE_CODE);
      }
      await cards.savePrescreen(
        id,
        { ...body, prescreenRecommendationTypeId: recommendation, estimatedGrade: grade },
        now(),
      );
      const saved = await cards.find(id);
      await recordChange(stores, {
        actor: actorOf(c),
        at: now(),
        recordType: 'card',
        recordId: id,
        before: prescreenAuditFieldsOf(card),
        after: saved && prescreenAuditFieldsOf(saved),
        version: null,
      });
      return ok(c, saved ? { cardId: id, card: await cards.payload(saved) } : { cardId: id });
    });
  });

  app.get('/submission/:id/cards', async (c) => {
    const submission = await deps.stores.submissions.find(parseId(c.req.param('id'), 'Submission id'));
    if (!submission) throw notFound('Submission not found', 'SUBMISSION_NOT_FOUND');
    const list = await cards.ofSubmission(submission.id);
    return ok(c, { cards: list, total: list.length });
  });

  return app;
}
