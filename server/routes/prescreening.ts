import { Hono } from 'hono';
import * as v from 'valibot';
import { CATALOGUE_TABLES } from '../store/catalogues';
import type { AppDeps, AppEnv } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import { pagedSearch } from '../http/paging';
import { parseId, readBody } from '../http/validate';
import { ok, okPage } from '../http/wrap';

const SearchBody = v.object(
  pagedSearch(['submissionId', 'customerName', 'numberOfCards', 'stepCreatedDate']),
);

/** Ids are truncated to integers; an empty selection ('' or null) is saved as null (seed B §5). */
const selection = (message: string) =>
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
    v.transform((value) => (value === null ? null : Math.trunc(value))),
  );

const SaveBody = v.object({
  cardId: v.optional(v.union([v.number(), v.string()])),
  prescreenRecommendationTypeId: selection(
    'prescreenRecommendationTypeId must be a recommendation id or empty',
  ),
  estimatedGrade: selection('estimatedGrade must be a grade number or empty'),
  // Typed notes and drawing markup are one text; markup JSON makes it longer than plain notes.
  notes: v.optional(
    v.nullable(v.pipe(v.string('Notes must be text'), v.maxLength(100_000, 'Notes are too long to save.'))),
    null,
  ),
});

export function prescreeningRoutes(deps: AppDeps) {
  const { now } = deps;
  const cards = deps.stores.cards;
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
    const card = await cards.find(id);
    if (!card) throw notFound('Card not found', 'CARD_NOT_FOUND');
    const body = await readBody(c, SaveBody);
    if (body.cardId !== undefined && Number(body.cardId) !== id) {
      throw badRequest('cardId in the body does not match the card in the address.');
    }
    const recommendation = body.prescreenRecommendationTypeId;
    if (
      recommendation !== null &&
      !(await deps.stores.catalogues.find(CATALOGUE_TABLES.prescreenRecommendations, recommendation))
    ) {
      throw notFound('That prescreen recommendation does not exist.', 'CATALOGUE_RECORD_NOT_FOUND');
    }
    await cards.savePrescreen(id, { ...body, prescreenRecommendationTypeId: recommendation }, now());
    const saved = await cards.find(id);
    return ok(c, saved ? { cardId: id, card: await cards.payload(saved) } : { cardId: id });
  });

  app.get('/submission/:id/cards', async (c) => {
    const submission = await deps.stores.submissions.find(parseId(c.req.param('id'), 'Submission id'));
    if (!submission) throw notFound('Submission not found', 'SUBMISSION_NOT_FOUND');
    const list = await cards.ofSubmission(submission.id);
    return ok(c, { cards: list, total: list.length });
  });

  return app;
}
