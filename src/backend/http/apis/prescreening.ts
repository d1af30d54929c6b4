import { AppError, isAbortError } from '../../../domain/errors';
import type { Card } from '../../../domain/card';
import type { CardsApi, PrescreeningApi } from '../../backend';
import type { HttpClient } from '../client';
import { requireId, segment } from '../ids';
import { parseCard, parseCardList } from '../schemas/card';
import { asPage, sortForBody } from './paging';
import { isRecord } from '../schemas/fields';
import { parsePrescreenQueue } from '../schemas/prescreen';

/**
 * The save answer may be the card, {card}, or {payload, cardId} echoing what was saved. An echo that
 * is not a readable card gives null: the screen then keeps its own copy of what it sent.
 */
function savedCard(payload: unknown, cardId: number): Card | null {
  if (!isRecord(payload)) return null;
  if (isRecord(payload.card)) return parseCard(payload.card);
  if ('payload' in payload) {
    if (!isRecord(payload.payload)) return null;
    try {
      return parseCard({ id: payload.cardId ?? cardId, ...payload.payload });
    } catch {
      return null;
    }
  }
  return 'id' in payload ? parseCard(payload) : null;
}

export function createPrescreeningApi(client: HttpClient, cards: CardsApi): PrescreeningApi {
  return {
    async search(query, options) {
      const payload = await client.request({
        method: 'post',
        path: 'employee/prescreening/search',
        json: {
          pageNumber: query.pageNumber,
          pageSize: query.pageSize,
          sort: sortForBody(query.sort),
        },
        signal: options?.signal,
        fallback: 'Unable to load prescreening queue.',
      });
      return asPage(parsePrescreenQueue(payload), query);
    },
    async saveCard(save, options) {
      if (!Number.isFinite(save.cardId)) {
        throw new AppError('CARD_ID_REQUIRED', 'Card id is required to save prescreening data.');
      }
      // Ids and grades are saved as integers; an empty selection stays null.
      const whole = (value: number | null) =>
        value === null || !Number.isFinite(value) ? null : Math.trunc(value);
      const cardId = Math.trunc(save.cardId);
      const payload = await client.request({
        method: 'post',
        path: `employee/prescreening/cards/${cardId}`,
        json: {
          prescreenRecommendationTypeId: whole(save.prescreenRecommendationTypeId),
          estimatedGrade: whole(save.estimatedGrade),
          notes: save.notes,
          cardId,
        },
        signal: options?.signal,
        fallback: 'Unable to save card prescreening.',
      });
      return savedCard(payload, cardId);
    },
    async reviewCards(id, options) {
      const submissionId = requireId(id, 'SUBMISSION_ID_REQUIRED', 'Submission id is required');
      try {
        const payload = await client.request({
          method: 'get',
          path: `employee/prescreening/submission/${segment(submissionId)}/cards`,
          signal: options?.signal,
          fallback: 'Unable to load prescreen cards.',
        });
        return parseCardList(payload);
      } catch (error) {
        if (isAbortError(error) || options?.signal?.aborted) throw error;
        // The review list is a richer view of the same cards; the imagery list still lets work go on.
        return cards.list(submissionId, options);
      }
    },
  };
}
