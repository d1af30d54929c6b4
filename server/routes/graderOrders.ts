import { Hono, type Context } from 'hono';
import type { AuditFields } from '../../src/domain/audit';
import { declaredValueAuditFields, gradeAuditFields } from '../../src/domain/graderOrderAudit';
import * as v from 'valibot';
import {
  GRADER_ACTIONS,
  GRADER_STAGES,
  SERVICE_COMPANY,
  type GraderStage,
  type LifecycleFacts,
  gradingFigures,
  isOpenOrder,
  transition,
  transitionProblem,
} from '../../src/domain/graderOrder';
import { declaredValueProblem, serviceChangeProblem } from '../../src/domain/declaredValue';
import { requestDateProblem } from '../../src/domain/graderOrderDates';
import { VERSION_CONFLICT_CODE, VERSION_CONFLICT_MESSAGE } from '../../src/domain/recordVersion';
import { SERVICE_KEYS } from '../../src/domain/submission';
import { crudResource, crudRoutes, versionAsked } from '../http/crud';
import { actorOf, recordChange } from '../http/audit';
import { dayRange } from '../http/dates';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError, badRequest, notFound } from '../http/errors';
import { LIMITS, listOf, maxChars, optionalText } from '../http/fields';
import { pagedSearch } from '../http/paging';
import { nullableNumericId, numericId, parseId, readBody } from '../http/validate';
import { ok, okPage } from '../http/wrap';
import { CATALOGUE_TABLES } from '../store/catalogues';
import type { GraderOrderRow } from '../store/graderOrderPayload';
import { SERVICE_COLUMNS, type StageChange } from '../store/graderOrders';
import type { Stores } from '../store/stores';
import { tellCustomers } from './graderOrderNews';
import { followJourneyRecorded } from './journeyAudit';

/** A YYYY-MM-DD date or nothing; dayRange refuses days the calendar lacks. */
const dateText = (field: string) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), maxChars(10))), null),
    v.transform((value) => (value ? value.trim() : null)),
    v.check(
      (value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value),
      `${field} must be a date (YYYY-MM-DD)`,
    ),
  );

const OrderBody = v.object({
  service: v.picklist(SERVICE_KEYS, 'Choose the service the order is for.'),
  orderNumber: optionalText(LIMITS.code),
  label: optionalText(LIMITS.name),
  targetReturnOn: dateText('targetReturnOn'),
  notes: optionalText(LIMITS.note),
});

const SearchBody = v.object({
  ...pagedSearch(['createdAt']),
  search: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  stages: v.optional(listOf(v.picklist(GRADER_STAGES), GRADER_STAGES.length, 'stages'), []),
  outForGrading: v.optional(v.boolean('outForGrading must be true or false'), false),
});

const TransitionBody = v.object({
  action: v.picklist(GRADER_ACTIONS, `action must be one of: ${GRADER_ACTIONS.join(', ')}`),
  on: dateText('on'),
  trackingNumber: optionalText(LIMITS.code),
});

const money = v.pipe(
  v.number('Declared value must be a number'),
  v.minValue(0, 'Declared value must be a positive amount.'),
  v.maxValue(10_000_000, 'Declared value must be at most $10,000,000'),
);

const AssignBody = v.object({
  cards: listOf(
    v.object({ cardId: numericId('cardId must be numeric'), declaredValue: money }),
    1000,
    'cards',
  ),
});

const GradeBody = v.object({
  cardId: numericId('cardId must be numeric'),
  gradeId: numericId('Choose a grade from the catalogue.'),
  qualifierId: nullableNumericId('qualifierId must be numeric'),
  gradeErrorId: nullableNumericId('gradeErrorId must be numeric'),
  certificateNumber: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty('Certificate number is required.'),
    maxChars(LIMITS.code),
  ),
});

const refused = (message: string) => new HttpError(409, 'INVALID_TRANSITION', message);
const MISSING = { message: 'Grader order not found', code: 'GRADER_ORDER_NOT_FOUND' };

/** Grader orders (issue 39): staff create them, fill them with cards, move them along and post grades. */
/** What an order's history keeps (issue 41): the fields its form edits and where it is in its lifecycle. */
export const orderAuditFields = (row: GraderOrderRow) => ({
  service: row.service,
  orderNumber: row.order_number,
  label: row.label,
  stage: row.stage,
  targetReturnOn: row.target_return_on,
  notes: row.notes,
});

export function graderOrderRoutes(deps: AppDeps) {
  const { now } = deps;
  const app = new Hono<AppEnv>();
  const today = () => now().toISOString().slice(0, 10);

  /** Every write reads the order inside its transaction, so two at once cannot both pass a rule. */
  const load = async (stores: Stores, raw: string | undefined): Promise<GraderOrderRow> => {
    const row = await stores.graderOrders.find(parseId(raw, 'Grader order id'));
    if (!row) throw notFound(MISSING.message, MISSING.code);
    return row;
  };
  const answer = async (c: Context<AppEnv>, id: number) => {
    const row = await deps.stores.graderOrders.find(id);
    if (!row) throw notFound(MISSING.message, MISSING.code);
    return ok(c, await deps.stores.graderOrders.payload(row));
  };
  /** If-Match as every versioned record reads it (decision 0334), for the calls crudRoutes does not mount. */
  const checkVersion = (c: Context<AppEnv>, row: GraderOrderRow) => {
    const asked = versionAsked(c);
    if (asked !== null && asked !== row.version) {
      throw new HttpError(409, VERSION_CONFLICT_CODE, VERSION_CONFLICT_MESSAGE);
    }
  };
  const requireOpen = (row: GraderOrderRow) => {
    if (!isOpenOrder(row.stage as GraderStage)) throw refused('This order is closed or cancelled.');
  };
  const requirePreparing = (row: GraderOrderRow) => {
    if (row.stage !== 'preparing') throw refused('Cards can only change while the order is being prepared.');
  };
  const factsOf = async (stores: Stores, row: GraderOrderRow): Promise<LifecycleFacts> => {
    const payload = await stores.graderOrders.payload(row);
    return {
      stage: row.stage as GraderStage,
      heldFrom: row.held_from as GraderStage | null,
      cardCount: payload.cardCount,
      gradedCount: payload.gradedCount,
    };
  };

  // GET ?submission={id}: the orders a submission's cards are in (its detail, the assignment picker).
  app.get('/', async (c) => {
    const submissionId = parseId(c.req.query('submission'), 'Submission id');
    return ok(c, await deps.stores.graderOrders.ofSubmission(submissionId));
  });

  // Before the CRUD routes, so 'figures' is not read as an id.
  app.get('/figures', async (c) => ok(c, gradingFigures(await deps.stores.graderOrders.cardsByStage())));

  crudRoutes(app, '', deps, (stores) =>
    crudResource({
      idLabel: 'Grader order id',
      missing: MISSING,
      find: (id) => stores.graderOrders.find(id),
      idOf: (row) => row.id,
      versionOf: (row) => row.version,
      search: async (c) => {
        const body = await readBody(c, SearchBody);
        const { rows, total } = await stores.graderOrders.search({
          pageNumber: body.pageNumber,
          pageSize: body.pageSize,
          search: body.search ?? '',
          stages: body.stages,
          outForGrading: body.outForGrading,
        });
        return okPage(c, rows, { totalRecords: total, pageNumber: body.pageNumber, pageSize: body.pageSize });
      },
      show: (row) => stores.graderOrders.payload(row),
      create: {
        body: OrderBody,
        save: (body) => {
          if (body.targetReturnOn) dayRange(body.targetReturnOn, 'targetReturnOn');
          return stores.graderOrders.insert(body, now().toISOString());
        },
      },
      update: {
        body: OrderBody,
        save: async (row, body) => {
          requireOpen(row);
          if (body.targetReturnOn) dayRange(body.targetReturnOn, 'targetReturnOn');
          const payload = await stores.graderOrders.payload(row);
          if (SERVICE_COMPANY[body.service] !== row.grading_company && payload.cardCount > 0) {
            throw refused('Remove the cards before moving the order to another grading company.');
          }
          // Its cards must fit the new service's per-card limit, whatever stage it is in (decision 0520).
          const overLimit =
            body.service === row.service
              ? null
              : serviceChangeProblem(
                  body.service,
                  payload.cards.map((card) => ({
                    cardId: String(card.cardId),
                    declaredValue: card.declaredValue,
                  })),
                );
          if (overLimit) throw refused(overLimit);
          await stores.graderOrders.update(row.id, body, now().toISOString());
        },
      },
      // Deleting an order cancels it, where the lifecycle allows (decision 0390); crudRoutes has
      // read the order inside this write's transaction.
      remove: async (row) => {
        const problem = transitionProblem(await factsOf(stores, row), { action: 'cancel' });
        if (problem) throw refused(problem);
        await stores.graderOrders.setStage(
          row.id,
          { stage: 'cancelled', heldFrom: null },
          now().toISOString(),
        );
      },
      audit: { recordType: 'graderOrder', fields: orderAuditFields },
    }),
  );

  /**
   * One audit entry for a write crudRoutes does not mount (a step of the lifecycle, its cards), in
   * that write's transaction (issue 41): the order as it was and as it is now, with the version made.
   */
  const recordOrder = async (
    c: Context<AppEnv>,
    stores: Stores,
    before: GraderOrderRow,
    card?: { before: AuditFields; after: (row: GraderOrderRow) => Promise<AuditFields> },
  ) => {
    const after = await load(stores, String(before.id));
    await recordChange(stores, {
      actor: actorOf(c),
      at: now(),
      recordType: 'graderOrder',
      recordId: before.id,
      before: { ...orderAuditFields(before), ...card?.before },
      after: { ...orderAuditFields(after), ...(card ? await card.after(after) : {}) },
      version: after.version,
      previousVersion: before.version,
    });
  };

  app.post('/:id/transition', async (c) => {
    const body = await readBody(c, TransitionBody);
    const id = await deps.stores.transaction(async (stores) => {
      const row = await load(stores, c.req.param('id'));
      checkVersion(c, row);
      const facts = await factsOf(stores, row);
      const problem = transitionProblem(facts, { ...body, on: body.on ?? undefined });
      if (problem) throw refused(problem);
      if (body.on) dayRange(body.on, 'on');
      // A day of the trip is not in the future nor before the step it follows (decision 0530).
      const days = { shippedOn: row.shipped_on, returnShippedOn: row.return_shipped_on };
      const dayProblem = requestDateProblem(days, { ...body, on: body.on ?? undefined }, today());
      if (dayProblem) throw badRequest(dayProblem);
      await stores.graderOrders.setStage(
        row.id,
        stageChange(facts, body, body.on ?? today(), row.fulfilled_at ?? now().toISOString()),
        now().toISOString(),
      );
      await followJourneyRecorded(stores, row.id, now(), actorOf(c));
      await tellCustomers(stores, deps.links, row.id, body.action, now());
      await recordOrder(c, stores, row);
      return row.id;
    });
    return answer(c, id);
  });

  app.post('/:id/cards', async (c) => {
    const body = await readBody(c, AssignBody);
    const assigned = deps.stores.transaction(async (stores) => {
      const order = await load(stores, c.req.param('id'));
      checkVersion(c, order);
      requirePreparing(order);
      const cardIds = body.cards.map((card) => card.cardId);
      const found = new Map(
        (await stores.graderOrders.cardsWithServices(cardIds)).map((card) => [card.id, card]),
      );
      const elsewhere = new Map(
        (await stores.graderOrders.inOpenOrders(cardIds, order.id)).map((card) => [
          card.card_id,
          card.order_id,
        ]),
      );
      const problems: string[] = [];
      const service = order.service as (typeof SERVICE_KEYS)[number];
      for (const { cardId, declaredValue } of body.cards) {
        const card = found.get(cardId);
        if (!card) {
          problems.push(`Card ${cardId} was not found.`);
          continue;
        }
        const graded = SERVICE_KEYS.some(
          (key) => SERVICE_COMPANY[key] === order.grading_company && Number(card[SERVICE_COLUMNS[key]]) > 0,
        );
        if (!graded) problems.push(`Card ${cardId}: its submission has no service this company grades.`);
        const other = elsewhere.get(cardId);
        if (other !== undefined) problems.push(`Card ${cardId} is already in open order ${other}.`);
        const value = declaredValueProblem(service, declaredValue);
        if (value) problems.push(`Card ${cardId}: ${value}`);
      }
      // Nothing of a refused assignment is applied.
      if (problems.length > 0) throw new HttpError(409, 'ASSIGNMENT_REFUSED', problems);
      // Each named card's declared value before and after (decision 0522): added, or changed.
      const valuesOf = async (row: GraderOrderRow) =>
        declaredValueAuditFields(cardIds, (await stores.graderOrders.payload(row)).cards);
      const valuesBefore = await valuesOf(order);
      await stores.graderOrders.assign(
        order,
        body.cards.map((card) => ({
          cardId: card.cardId,
          submissionId: found.get(card.cardId)?.submission_id ?? 0,
          declaredValue: card.declaredValue,
        })),
        now().toISOString(),
      );
      await recordOrder(c, stores, order, { before: valuesBefore, after: valuesOf });
      return order.id;
    });
    const id = await assigned.catch(async (error: unknown) => {
      if (!isOneOpenOrderViolation(error)) throw error;
      // Another assignment took one of these cards after this one's check and committed first: the
      // database refused the second (decision 0521). The same refusal the check gives, read again now.
      const orderId = parseId(c.req.param('id'), 'Grader order id');
      const held = await deps.stores.graderOrders.inOpenOrders(
        body.cards.map((card) => card.cardId),
        orderId,
      );
      throw new HttpError(
        409,
        'ASSIGNMENT_REFUSED',
        held.length > 0
          ? held.map((card) => `Card ${card.card_id} is already in open order ${card.order_id}.`)
          : ['One of these cards is already in another open order.'],
      );
    });
    return answer(c, id);
  });

  app.delete('/:id/cards/:cardId', async (c) => {
    const id = await deps.stores.transaction(async (stores) => {
      const order = await load(stores, c.req.param('id'));
      requirePreparing(order);
      const cardId = parseId(c.req.param('cardId'), 'Card id');
      const before = declaredValueAuditFields([cardId], (await stores.graderOrders.payload(order)).cards);
      if (!(await stores.graderOrders.unassign(order, cardId, now().toISOString()))) {
        throw notFound('That card is not in this order.', 'CARD_NOT_FOUND');
      }
      // Taken out: its declared value goes to nothing (decision 0522).
      await recordOrder(c, stores, order, {
        before,
        after: () => Promise.resolve(declaredValueAuditFields([cardId], [])),
      });
      return order.id;
    });
    return answer(c, id);
  });

  app.post('/:id/grades', async (c) => {
    const body = await readBody(c, GradeBody);
    const id = await deps.stores.transaction(async (stores) => {
      const order = await load(stores, c.req.param('id'));
      // Grades come while the order is at the grader, or are corrected once posted.
      const stage = order.stage as GraderStage;
      if (!['orderPrep', 'researchId', 'grading', 'assembly', 'qa', 'gradesPosted'].includes(stage)) {
        throw refused('Grades are entered while the order is at the grader.');
      }
      if (!(await stores.graderOrders.holdsCard(order.id, body.cardId))) {
        throw notFound('That card is not in this order.', 'CARD_NOT_FOUND');
      }
      const problems = await gradeProblems(stores, order, body);
      if (problems.length > 0) throw badRequest(problems, 'INVALID_GRADE');
      const cardOf = async (row: GraderOrderRow) =>
        (await stores.graderOrders.payload(row)).cards.find((card) => card.cardId === body.cardId);
      const before = await cardOf(order);
      await stores.graderOrders.postGrades(order, [body], now().toISOString());
      await recordOrder(c, stores, order, {
        before: gradeAuditFields(body.cardId, before),
        after: async (row) => gradeAuditFields(body.cardId, await cardOf(row)),
      });
      return order.id;
    });
    return answer(c, id);
  });

  return app;
}

/** The database refused a card's second open order (migration 17's index), on either engine. */
function isOneOpenOrderViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return constraint === ONE_OPEN_ORDER_INDEX;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof message === 'string' &&
    /UNIQUE constraint failed: grader_order_cards\.card_id$/.test(message)
  );
}

const ONE_OPEN_ORDER_INDEX = 'grader_order_cards_one_open_order';

/** The catalogue rules of a posted grade (also the CSV import's, gradeImport.ts): this company's active grade, qualifier and error, a fresh certificate. */
export async function gradeProblems(
  stores: Stores,
  order: GraderOrderRow,
  body: {
    cardId: number;
    gradeId: number;
    qualifierId: number | null;
    gradeErrorId: number | null;
    certificateNumber: string;
  },
): Promise<string[]> {
  const problems: string[] = [];
  const spec = CATALOGUE_TABLES;
  const grade = await stores.catalogues.find(spec.cardGrades, body.gradeId);
  if (!grade || grade.isActive !== true || Number(grade.gradingCompany) !== order.grading_company) {
    problems.push("That grade is not in this company's card grades.");
  }
  if (body.qualifierId !== null) {
    const qualifier = await stores.catalogues.find(spec.cardQualifiers, body.qualifierId);
    if (
      !qualifier ||
      qualifier.isActive !== true ||
      Number(qualifier.gradingCompany) !== order.grading_company
    ) {
      problems.push("That qualifier is not one of this company's.");
    }
  }
  if (body.gradeErrorId !== null) {
    const error = await stores.catalogues.find(spec.cardGradeErrors, body.gradeErrorId);
    if (!error || error.isActive !== true) problems.push('That grade error is not in the catalogue.');
  }
  const holder = await stores.graderOrders.certificateHolder(order.grading_company, body.certificateNumber);
  if (holder !== null && holder !== body.cardId) {
    problems.push(`Certificate number ${body.certificateNumber} is already used by card ${holder}.`);
  }
  return problems;
}

/** What a transition records besides the stage: the dates and tracking numbers of the trip. */
function stageChange(
  facts: LifecycleFacts,
  body: v.InferOutput<typeof TransitionBody>,
  on: string,
  fulfilledAt: string,
): StageChange {
  const result = transition(facts, body.action);
  if (!result.ok) throw refused(result.reason);
  const change: StageChange = { stage: result.stage, heldFrom: body.action === 'hold' ? facts.stage : null };
  switch (body.action) {
    case 'ship':
      return { ...change, shippedOn: on, trackingNumber: body.trackingNumber };
    case 'shipBack':
      return { ...change, returnShippedOn: on, returnTrackingNumber: body.trackingNumber };
    case 'receive':
      return { ...change, receivedOn: on };
    // Closing keeps the fulfilment the last return set; an order closed before then is fulfilled now.
    case 'close':
      return { ...change, fulfilledAt };
    default:
      return change;
  }
}
