import * as v from 'valibot';
import type { Card, MarkupStroke } from '../../domain/card';
import { AppError } from '../../domain/errors';
import type { PrescreenQueueRow, PrescreenSortField } from '../../domain/prescreen';
import type { PrescreeningApi } from '../backend';
import { cardsOfSubmission } from './cards';
import { compareIds, compareNumbers, compareText, compareTimes, pageOf, sortByKeys } from './query';
import { copy, type DemoContext } from './store';
import { readSubmission } from './submissions';

const StrokeSchema = v.object({
  color: v.optional(v.string(), 'orange'),
  width: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(12)), 2),
  points: v.array(v.object({ x: v.number(), y: v.number() })),
});
const CombinedNotesSchema = v.object({ text: v.optional(v.string(), ''), markup: v.array(StrokeSchema) });

/** Saved notes are plain text, or JSON {text, markup} when a drawing exists (seed B §3). */
export function splitPrescreenNotes(raw: string): { text: string; markup: MarkupStroke[] } {
  if (!raw.trimStart().startsWith('{')) return { text: raw, markup: [] };
  try {
    const parsed = v.safeParse(CombinedNotesSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : { text: raw, markup: [] };
  } catch {
    return { text: raw, markup: [] };
  }
}

/** Whole numbers only (seed B §5: ids are truncated when saved); anything else is no selection. */
const wholeOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null;

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

/**
 * The prescreen queue and per-card prescreening. Queue rows of deleted submissions are left out and
 * each row shows the submission's current customer name and card count.
 */
export function createDemoPrescreening(context: DemoContext): PrescreeningApi {
  const { store, latency } = context;

  const currentRows = (): PrescreenQueueRow[] =>
    store.prescreenQueue.flatMap((row) => {
      const stored = store.submissions.get(row.submissionId);
      if (!stored?.isActive) return [];
      const submission = readSubmission(store, stored);
      return [
        {
          ...row,
          customerId: submission.customerId,
          customerName: submission.customerDisplayName ?? '',
          numberOfCards: submission.totalCards,
        },
      ];
    });

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
      return copy(card);
    },
    async reviewCards(submissionId, options) {
      await latency.wait('cards', options?.signal);
      const cards = cardsOfSubmission(store, submissionId).map(forReview);
      return { cards, total: cards.length };
    },
  };
}
