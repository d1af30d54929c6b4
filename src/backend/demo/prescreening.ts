import { prescreenAuditFields } from '../../domain/audit';
import type { Card } from '../../domain/card';
import { decodePrescreenNotes } from '../../domain/prescreenNotes';
import { AppError } from '../../domain/errors';
import { isOpenStatus } from '../../domain/statuses';
import type { Step } from '../../domain/workflow';
import type { PrescreenQueueRow, PrescreenSave, PrescreenSortField } from '../../domain/prescreen';
import {
  ARCHIVED_RECOMMENDATION_MESSAGE,
  ESTIMATED_GRADE_MESSAGE,
  isCatalogueGrade,
} from '../../domain/catalogueRules';
import type { PrescreeningApi } from '../backend';
import { cardsOfSubmission } from './cards';
import { compareIds, compareNumbers, compareText, compareTimes, pageOf, sortByKeys } from './query';
import { copy, type DemoContext, type DemoStore } from './store';
import { readSubmission } from './submissions';
import { refusal } from './writes';

/** Saved notes are plain text, or JSON {text, markup} when a drawing exists (seed B §3). */
export const splitPrescreenNotes = decodePrescreenNotes;

/** What a card's history keeps of a prescreen, as the server does. */
const prescreenAuditFieldsOf = (card: Card) => prescreenAuditFields({ ...card, notes: card.rawNotes });

/** Whole numbers only (seed B §5: ids are truncated when saved); anything else is no selection. */
const wholeOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null;

/**
 * As on the server (decision 0337): a save may keep the card's own recommendation and grade, but may
 * not newly choose an archived or unknown recommendation, or a grade the Home office catalogue lacks.
 */
function refuseOutsideCatalogues(store: DemoStore, card: Card, save: PrescreenSave): void {
  const recommendation = wholeOrNull(save.prescreenRecommendationTypeId);
  if (recommendation !== null && recommendation !== card.prescreenRecommendationTypeId) {
    const chosen = store.catalogues.prescreenRecommendations.get(String(recommendation));
    if (!chosen) throw refusal(404, 'That prescreen recommendation does not exist.');
    if (!chosen.isActive) throw refusal(409, ARCHIVED_RECOMMENDATION_MESSAGE);
  }
  // Whole, as the HTTP backend sends it (seed B §5: prescreen ids are truncated when saved).
  const grade = wholeOrNull(save.estimatedGrade);
  if (grade !== null && grade !== card.estimatedGrade) {
    if (!isCatalogueGrade(grade, [...store.catalogues.cardGrades.values()])) {
      throw refusal(400, ESTIMATED_GRADE_MESSAGE);
    }
  }
}

const SORTS: Record<PrescreenSortField, (a: PrescreenQueueRow, b: PrescreenQueueRow) => number> = {
  submissionId: (a, b) => compareIds(a.submissionId, b.submissionId),
  customerName: (a, b) => compareText(a.customerName, b.customerName),
  numberOfCards: (a, b) => compareNumbers(a.numberOfCards, b.numberOfCards),
  stepCreatedDate: (a, b) => compareTimes(a.stepCreatedDate, b.stepCreatedDate),
};

/** The review view of a card: the preview image and the notes split into text and drawing. */
function forReview(card: Card): Card {
  const { text, markup } = splitPrescreenNotes(card.notes);
  const composite = card.assets.find((asset) => asset.type === 'composite') ?? card.assets[0];
  return copy({
    ...card,
    previewUrl: card.previewUrl ?? composite?.url ?? card.imageUrl,
    prescreenNotes: text === '' ? null : text,
    prescreenMarkup: markup,
    rawNotes: card.notes === '' ? null : card.notes,
  });
}

/** A step of a step type named like 'Prescreen' puts its submission in the prescreen queue. */
export const isPrescreenStep = (store: DemoStore, step: Step): boolean =>
  /prescreen/i.test(store.stepTypes.get(step.stepTypeId ?? '')?.name ?? step.stepTypeName);

/** True when some live workflow of the submission has an open Prescreen step. */
export const awaitsPrescreen = (store: DemoStore, submissionId: string): boolean =>
  [...store.workflows.values()].some(
    (workflow) =>
      workflow.submissionId === submissionId &&
      isOpenStatus(workflow.statusCode) &&
      workflow.openSteps.some((step) => isPrescreenStep(store, step)),
  );

/**
 * The prescreen queue and per-card prescreening. The queue lists the active submissions whose
 * workflow has an open Prescreen step, so adding, completing or cancelling that step, or deleting the
 * submission, shows in the queue at once; each row carries the current customer name and card count.
 */
export function createDemoPrescreening(context: DemoContext): PrescreeningApi {
  const { store, latency } = context;

  /** Submissions with an open Prescreen step in a live workflow: the queue, always current. */
  const currentRows = (): PrescreenQueueRow[] => {
    const waiting = new Set<string>();
    for (const workflow of store.workflows.values()) {
      if (!isOpenStatus(workflow.statusCode)) continue;
      if (workflow.openSteps.some((step) => isPrescreenStep(store, step))) waiting.add(workflow.submissionId);
    }
    return [...waiting].flatMap((id) => {
      const stored = store.submissions.get(id);
      if (!stored?.isActive) return [];
      const submission = readSubmission(store, stored);
      return [
        {
          submissionId: id,
          customerId: submission.customerId,
          customerName: submission.customerDisplayName ?? '',
          numberOfCards: submission.totalCards,
          stepCreatedDate: store.prescreenOpenedAt.get(id) ?? null,
        },
      ];
    });
  };

  return {
    async search(query, options) {
      await latency.wait('records', options?.signal);
      const sorted = sortByKeys(
        currentRows(),
        query.sort,
        SORTS,
        [{ field: 'stepCreatedDate', desc: true }],
        (a, b) => compareIds(a.submissionId, b.submissionId),
      );
      return pageOf(sorted, query.pageNumber, query.pageSize);
    },
    async saveCard(save, options) {
      await latency.wait('cards', options?.signal);
      const cardId = wholeOrNull(save.cardId);
      if (cardId === null || cardId <= 0) {
        throw new AppError('CARD_ID_REQUIRED', 'Card id is required to save prescreening data.');
      }
      const card = store.cards.get(String(cardId));
      if (!card) throw new AppError('CARD_NOT_FOUND', 'Card not found');
      refuseOutsideCatalogues(store, card, save);
      const before = prescreenAuditFieldsOf(card);
      const notes = save.notes ?? '';
      const { text, markup } = splitPrescreenNotes(notes);
      Object.assign(card, {
        prescreenRecommendationTypeId: wholeOrNull(save.prescreenRecommendationTypeId),
        estimatedGrade: wholeOrNull(save.estimatedGrade),
        notes,
        prescreenNotes: text === '' ? null : text,
        prescreenMarkup: markup,
        rawNotes: notes === '' ? null : notes,
        updatedAt: context.now().toISOString(),
      });
      context.audit.record({
        recordType: 'card',
        recordId: card.id,
        before,
        after: prescreenAuditFieldsOf(card),
        version: null,
      });
      return copy(card);
    },
    async reviewCards(submissionId, options) {
      await latency.wait('cards', options?.signal);
      const cards = cardsOfSubmission(store, submissionId).map(forReview);
      return { cards, total: cards.length };
    },
  };
}
