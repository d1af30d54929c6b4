import { AppError, type AppErrorCode } from '../../domain/errors';
import {
  type GraderOrder,
  type GraderOrderInput,
  type GraderStage,
  type LifecycleFacts,
  SERVICE_COMPANY,
  gradingFigures,
  isAtGrader,
  isOpenOrder,
  orderTotals,
  transition,
  transitionProblem,
} from '../../domain/graderOrder';
import { declaredValueProblem, serviceChangeProblem } from '../../domain/declaredValue';
import { requestDateProblem } from '../../domain/graderOrderDates';
import { isOutForGrading } from '../../domain/dashboard';
import { SERVICE_KEYS } from '../../domain/submission';
import type { GraderOrdersApi } from '../backend';
import type { StoredGraderOrder, StoredOrderCard } from './graderOrderRecords';
import { graderOrderAudit } from './graderOrderAudit';
import { applyGrade, gradeProblems, orderCardOf, tellCustomers } from './graderOrderCards';
import { followJourney } from './returns';
import { findStored, pageOf, trimmed } from './query';
import { copy, type DemoContext } from './store';
import { bumpVersion, checkVersion } from './writes';

/** A refusal under the code the HTTP backend gives the server's (both modes fail alike). */
const refused = (code: AppErrorCode, status: number, messages: readonly string[]) =>
  new AppError(code, messages.join(' '), { status, messages });

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Grader orders in the browser (issue 39): the same rules as the server's, from src/domain/graderOrder.ts,
 * over the demo's cards, submissions and card-grades catalogue.
 */
export function createDemoGraderOrders(context: DemoContext): GraderOrdersApi {
  const { store, latency, now } = context;
  const wait = (signal?: AbortSignal) => latency.wait('records', signal);
  const today = () => now().toISOString().slice(0, 10);

  const find = (id: string): StoredGraderOrder =>
    findStored(store.graderOrders, id, 'Grader order', {
      blank: 'GRADER_ORDER_NOT_FOUND',
      notFound: 'GRADER_ORDER_NOT_FOUND',
    });

  const cardOf = orderCardOf(store);

  // Every write below records its entry, as the server does (issue 41).
  const audit = graderOrderAudit(context, cardOf);

  const present = (order: StoredGraderOrder, withCards: boolean): GraderOrder => {
    const cards = order.cards.map(cardOf);
    return copy({ ...order, ...orderTotals(cards), cards: withCards ? cards : [] });
  };

  const facts = (order: StoredGraderOrder): LifecycleFacts => ({
    stage: order.stage,
    heldFrom: order.heldFrom,
    ...orderTotals(order.cards.map(cardOf)),
  });

  const touch = (order: StoredGraderOrder) => {
    order.updatedAt = now().toISOString();
    bumpVersion(order);
  };

  const fields = (input: GraderOrderInput) => {
    const targetReturnOn = trimmed(input.targetReturnOn) || null;
    if (targetReturnOn !== null && !DATE.test(targetReturnOn)) {
      throw refused('VALIDATION_ERROR', 400, ['targetReturnOn must be a date (YYYY-MM-DD)']);
    }
    return {
      gradingCompany: SERVICE_COMPANY[input.service],
      service: input.service,
      orderNumber: trimmed(input.orderNumber),
      label: trimmed(input.label),
      targetReturnOn,
      notes: trimmed(input.notes),
    };
  };

  const requirePreparing = (order: StoredGraderOrder) => {
    if (order.stage !== 'preparing') {
      throw refused('ASSIGNMENT_REFUSED', 409, ['Cards can only change while the order is being prepared.']);
    }
  };

  /** Open orders other than `except` holding the card. */
  const openOrderHolding = (cardId: string, except: string): string | null => {
    for (const order of store.graderOrders.values()) {
      if (
        order.id !== except &&
        isOpenOrder(order.stage) &&
        order.cards.some((card) => card.cardId === cardId)
      ) {
        return order.id;
      }
    }
    return null;
  };

  return {
    async figures(options) {
      await wait(options?.signal);
      return gradingFigures(
        [...store.graderOrders.values()].map((order) => ({ stage: order.stage, cards: order.cards.length })),
      );
    },

    async ofSubmission(submissionId, options) {
      await wait(options?.signal);
      return [...store.graderOrders.values()]
        .filter((order) => order.cards.some((card) => card.submissionId === submissionId))
        .sort((a, b) => Number(a.id) - Number(b.id))
        .map((order) => ({
          id: order.id,
          label: order.label,
          gradingCompany: order.gradingCompany,
          orderNumber: order.orderNumber,
          stage: order.stage,
          cardIds: order.cards
            .filter((card) => card.submissionId === submissionId)
            .map((card) => card.cardId),
          grades: order.cards
            .filter((card) => card.submissionId === submissionId)
            .map(cardOf)
            .flatMap(({ cardId, gradeText }) => (gradeText ? [{ cardId, gradeText }] : [])),
          returned: Boolean(order.returnShipments?.[submissionId]),
        }));
    },

    async search(query, options) {
      await wait(options?.signal);
      const text = query.search?.trim().toLowerCase() ?? '';
      const stages = query.stages ?? [];
      const matching = [...store.graderOrders.values()]
        .filter((order) => stages.length === 0 || stages.includes(order.stage))
        .filter((order) => !query.outForGrading || isOutForGrading(order.stage, order.heldFrom))
        .filter(
          (order) =>
            !text ||
            [order.label, order.orderNumber, order.trackingNumber, order.returnTrackingNumber].some((value) =>
              value.toLowerCase().includes(text),
            ),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id));
      const page = pageOf(matching, query.pageNumber, query.pageSize);
      return { ...page, items: page.items.map((order) => present(order, false)) };
    },

    async get(id, options) {
      await wait(options?.signal);
      return present(find(id), true);
    },

    create: (input, options) =>
      context.writes.once(options?.idempotencyKey, ['graderOrders.create', input], async () => {
        await wait(options?.signal);
        const at = now().toISOString();
        const order: StoredGraderOrder = {
          id: store.nextId('graderOrders'),
          ...fields(input),
          stage: 'preparing',
          heldFrom: null,
          shippedOn: null,
          trackingNumber: '',
          returnTrackingNumber: '',
          returnShippedOn: null,
          receivedOn: null,
          fulfilledAt: null,
          createdAt: at,
          updatedAt: at,
          version: 1,
          cards: [],
        };
        store.graderOrders.set(order.id, order);
        audit.record(null, order);
        return present(order, true);
      }),

    async update(id, input, options) {
      await wait(options?.signal);
      const order = find(id);
      checkVersion(order, options?.version);
      if (!isOpenOrder(order.stage)) {
        throw refused('INVALID_TRANSITION', 409, ['This order is closed or cancelled.']);
      }
      const next = fields(input);
      if (next.gradingCompany !== order.gradingCompany && order.cards.length > 0) {
        throw refused('INVALID_TRANSITION', 409, [
          'Remove the cards before moving the order to another grading company.',
        ]);
      }
      // Its cards must fit the new service's per-card limit, whatever stage it is in (decision 0520).
      const overLimit =
        next.service === order.service ? null : serviceChangeProblem(next.service, order.cards);
      if (overLimit) throw refused('INVALID_TRANSITION', 409, [overLimit]);
      const before = audit.read(order);
      Object.assign(order, next);
      touch(order);
      audit.record(before, order);
      return present(order, true);
    },

    async transition(id, request, options) {
      await wait(options?.signal);
      const order = find(id);
      checkVersion(order, options?.version);
      const current = facts(order);
      const problem = transitionProblem(current, request);
      if (problem) throw refused('INVALID_TRANSITION', 409, [problem]);
      const dayProblem = requestDateProblem(order, request, today());
      if (dayProblem) throw refused('VALIDATION_ERROR', 400, [dayProblem]);
      const result = transition(current, request.action);
      if (!result.ok) throw refused('INVALID_TRANSITION', 409, [result.reason]);
      const on = request.on?.trim() || today();
      const tracking = trimmed(request.trackingNumber);
      const before = audit.read(order);
      order.heldFrom = request.action === 'hold' ? order.stage : null;
      order.stage = result.stage;
      if (request.action === 'ship') Object.assign(order, { shippedOn: on, trackingNumber: tracking });
      if (request.action === 'shipBack') {
        Object.assign(order, { returnShippedOn: on, returnTrackingNumber: tracking });
      }
      if (request.action === 'receive') order.receivedOn = on;
      // Closing keeps the fulfilment the last return set (decision 0394).
      if (request.action === 'close') order.fulfilledAt ??= now().toISOString();
      touch(order);
      audit.record(before, order);
      followJourney(context, order);
      tellCustomers(context, order, request.action);
      return present(order, true);
    },

    async assignCards(id, cards, options) {
      await wait(options?.signal);
      const order = find(id);
      checkVersion(order, options?.version);
      requirePreparing(order);
      const problems: string[] = [];
      const added: StoredOrderCard[] = [];
      for (const { cardId, declaredValue } of cards) {
        const card = store.cards.get(cardId);
        const submission = card ? store.submissions.get(card.submissionId) : undefined;
        if (!card || !submission) {
          problems.push(`Card ${cardId} was not found.`);
          continue;
        }
        const graded = SERVICE_KEYS.some(
          (key) => SERVICE_COMPANY[key] === order.gradingCompany && submission[key] > 0,
        );
        if (!graded) problems.push(`Card ${cardId}: its submission has no service this company grades.`);
        const other = openOrderHolding(cardId, order.id);
        if (other !== null) problems.push(`Card ${cardId} is already in open order ${other}.`);
        const value = declaredValueProblem(order.service, declaredValue);
        if (value) problems.push(`Card ${cardId}: ${value}`);
        added.push({
          cardId,
          submissionId: submission.id,
          declaredValue,
          gradeId: null,
          qualifierId: null,
          gradeErrorId: null,
          certificateNumber: null,
        });
      }
      // Nothing of a refused assignment is applied.
      if (problems.length > 0) throw refused('ASSIGNMENT_REFUSED', 409, problems);
      const valued = added.map((card) => card.cardId);
      const before = audit.read(order, [], valued);
      for (const card of added) {
        const existing = order.cards.find((held) => held.cardId === card.cardId);
        if (existing) existing.declaredValue = card.declaredValue;
        else order.cards.push(card);
      }
      order.cards.sort(
        (a, b) => Number(a.submissionId) - Number(b.submissionId) || Number(a.cardId) - Number(b.cardId),
      );
      touch(order);
      audit.record(before, order, [], valued);
      return present(order, true);
    },

    async removeCard(id, cardId, options) {
      await wait(options?.signal);
      const order = find(id);
      requirePreparing(order);
      const index = order.cards.findIndex((card) => card.cardId === cardId);
      if (index < 0) throw new AppError('CARD_NOT_FOUND', 'That card is not in this order.', { status: 404 });
      const before = audit.read(order, [], [cardId]);
      order.cards.splice(index, 1);
      touch(order);
      audit.record(before, order, [], [cardId]);
      return present(order, true);
    },

    async postGrade(id, grade, options) {
      await wait(options?.signal);
      const order = find(id);
      const stage: GraderStage = order.stage;
      if (!isAtGrader(stage) && stage !== 'gradesPosted') {
        throw refused('INVALID_TRANSITION', 409, ['Grades are entered while the order is at the grader.']);
      }
      const held = order.cards.find((card) => card.cardId === grade.cardId);
      if (!held) throw new AppError('CARD_NOT_FOUND', 'That card is not in this order.', { status: 404 });
      const problems = gradeProblems(store, order, grade);
      if (problems.length > 0) throw refused('INVALID_GRADE', 400, problems);
      const before = audit.read(order, [grade.cardId]);
      applyGrade(held, grade, now().toISOString());
      touch(order);
      audit.record(before, order, [grade.cardId]);
      return present(order, true);
    },

    async importGrades(id, grades, options) {
      await wait(options?.signal);
      const order = find(id);
      if (!isAtGrader(order.stage) && order.stage !== 'gradesPosted') {
        throw refused('INVALID_TRANSITION', 409, ['Grades are entered while the order is at the grader.']);
      }
      const problems: string[] = [];
      const certificateRows = new Map<string, number>();
      const cardRows = new Map<string, number>();
      for (const grade of grades) {
        const certificate = grade.certificateNumber.trim();
        const reasons: string[] = [];
        if (!order.cards.some((card) => card.cardId === grade.cardId)) {
          reasons.push(`Card ${grade.cardId} is not in this order.`);
        }
        const sameCertificate = certificateRows.get(certificate);
        if (certificate && sameCertificate !== undefined) {
          reasons.push(`Certificate number ${certificate} is also on row ${sameCertificate}.`);
        }
        const sameCard = cardRows.get(grade.cardId);
        if (sameCard !== undefined) reasons.push(`Card ${grade.cardId} is also on row ${sameCard}.`);
        certificateRows.set(certificate, grade.row);
        cardRows.set(grade.cardId, grade.row);
        reasons.push(...gradeProblems(store, order, grade));
        problems.push(...reasons.map((reason) => `Row ${grade.row}: ${reason}`));
      }
      // Nothing of a refused import is applied.
      if (problems.length > 0) throw refused('INVALID_GRADE', 400, problems);
      const imported = grades.map((grade) => grade.cardId);
      const before = audit.read(order, imported);
      for (const grade of grades) {
        const held = order.cards.find((card) => card.cardId === grade.cardId);
        if (held) applyGrade(held, grade, now().toISOString());
      }
      touch(order);
      audit.record(before, order, imported);
      return present(order, true);
    },
  };
}
