import { AppError, isAbortError, isAppError } from '../../../domain/errors';
import type { CardUpload } from '../../../domain/card';
import type { CardsApi } from '../../backend';
import type { HttpClient } from '../client';
import { requireId, segment } from '../ids';
import { parseCard, parseCardList, parseUploadResult } from '../schemas/card';
import { createHeaders } from '../writeHeaders';

export const UPLOAD_FALLBACK = 'We were unable to process these images. Please try again.';
const DESCRIBE_FALLBACK = 'Unable to save that card’s description.';
/** A card of another submission (the submission itself missing stays SUBMISSION_NOT_FOUND). */
const NOT_IN_SUBMISSION = {
  code: 'CARD_NOT_FOUND',
  message: 'That card is not in this submission.',
  serverCode: 'CARD_NOT_FOUND',
} as const;

const requireSubmissionId = (id: string) =>
  requireId(id, 'SUBMISSION_ID_REQUIRED', 'Submission id is required');

/**
 * The multipart body of upload-batch (src/backend/http/README.md): per card `cards[i].frontFilename`
 * and `cards[i].backFilename`, and one `files` entry per composite, in the same order as the cards.
 */
export function toUploadForm(cards: readonly CardUpload[]): FormData {
  const form = new FormData();
  cards.forEach((card, index) => {
    form.append(`cards[${index}].frontFilename`, card.frontFilename);
    form.append(`cards[${index}].backFilename`, card.backFilename);
  });
  for (const card of cards) form.append('files', card.composite, card.filename);
  return form;
}

export function createCardsApi(client: HttpClient): CardsApi {
  return {
    async uploadBatch(id, cards, options) {
      const submissionId = requireSubmissionId(id);
      try {
        const spec = {
          method: 'post',
          path: `employee/submission/${segment(submissionId)}/cards/upload-batch`,
          body: toUploadForm(cards),
          ...createHeaders(options),
          signal: options?.signal,
          fallback: UPLOAD_FALLBACK,
        } as const;
        const onProgress = options?.onProgress;
        const payload = onProgress ? await client.upload(spec, onProgress) : await client.request(spec);
        return parseUploadResult(payload);
      } catch (error) {
        if (isAbortError(error) || options?.signal?.aborted) throw error;
        // The imagery panel shows the server's message, or its errors joined, else the fallback.
        const messages = error instanceof AppError ? error.messages : [];
        throw new AppError('UPLOAD_FAILED', messages.join('; ') || UPLOAD_FALLBACK, {
          status: error instanceof AppError ? error.status : undefined,
          messages,
          cause: error,
        });
      }
    },
    async list(id, options) {
      const payload = await client.request({
        method: 'get',
        path: `employee/submission/${segment(requireSubmissionId(id))}/cards`,
        signal: options?.signal,
        fallback: 'Failed to load cards',
      });
      return parseCardList(payload);
    },
    async describe(id, cardId, description, options) {
      const card = segment(requireId(cardId, 'CARD_ID_REQUIRED', 'Card id is required'));
      try {
        const payload = await client.request({
          method: 'post',
          path: `employee/submission/${segment(requireSubmissionId(id))}/cards/${card}/description`,
          json: description,
          ...createHeaders(options),
          byStatus: { 404: NOT_IN_SUBMISSION },
          signal: options?.signal,
          fallback: DESCRIBE_FALLBACK,
        });
        return parseCard(payload);
      } catch (error) {
        // The parts the server refused, one message each, as the demo names them.
        if (isAppError(error) && error.status === 400 && error.code === 'HTTP_ERROR') {
          throw new AppError('VALIDATION_ERROR', error.messages.join(' ') || error.message, {
            status: 400,
            messages: error.messages,
            cause: error,
          });
        }
        throw error;
      }
    },
  };
}
