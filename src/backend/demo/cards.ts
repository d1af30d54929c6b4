import { CARD_AUDIT_FIELDS, auditFieldsOf } from '../../domain/audit';
import type { Card, CardAsset, CardUpload } from '../../domain/card';
import { EMPTY_GRADING_DESCRIPTION } from '../../domain/cardDescription';
import {
  GRADING_DESCRIPTION_FIELDS,
  gradingDescriptionProblems,
  normaliseGradingDescription,
} from '../../domain/cardDescription';
import { AppError } from '../../domain/errors';
import type { CardsApi } from '../backend';
import { abortError } from './latency';
import { compareIds, requireId } from './query';
import { copy, type DemoContext, type DemoStore } from './store';

/** The cards of one submission, by id; the submission must exist. */
export function cardsOfSubmission(store: DemoStore, submissionId: string): Card[] {
  const id = requireId(submissionId, 'SUBMISSION_ID_REQUIRED', 'Submission id is required');
  if (!store.submissions.has(id)) throw new AppError('SUBMISSION_NOT_FOUND', 'Submission not found');
  return [...store.cards.values()]
    .filter((card) => card.submissionId === id)
    .sort((a, b) => compareIds(a.id, b.id));
}

/**
 * Somewhere the browser can show the uploaded composite from: an object URL when the platform has
 * one (cheap, and the demo never outlives the page), otherwise the image inlined as a data: URL.
 */
async function imageUrlOf(blob: Blob): Promise<string> {
  if (typeof URL.createObjectURL === 'function') return URL.createObjectURL(blob);
  // Some Blob implementations (jsdom's) lack arrayBuffer(); FileReader reads those.
  if (typeof blob.arrayBuffer !== 'function') return readAsDataUrl(blob);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

const readAsDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read the image.'));
    reader.readAsDataURL(blob);
  });

const withoutExtension = (name: string): string => name.replace(/\.[^.]+$/, '').trim();

/** Card imagery kept in memory (seed B §4: mock mode keeps cards in memory). */
export function createDemoCards(context: DemoContext): CardsApi {
  const { store, latency } = context;

  const cardFromUpload = async (submissionId: string, upload: CardUpload): Promise<Card> => {
    const id = store.nextId('cards');
    const at = context.now().toISOString();
    const url = await imageUrlOf(upload.composite);
    const asset: CardAsset = {
      id: store.nextId('assets'),
      cardId: id,
      type: 'composite',
      label: 'Front and back',
      contentType: upload.composite.type || 'application/octet-stream',
      sizeBytes: upload.composite.size,
      objectKey: `submissions/${submissionId}/cards/${id}/${upload.filename}`,
      url,
      uploadedAt: at,
    };
    return {
      id,
      submissionId,
      name: withoutExtension(upload.filename) || `Card ${id}`,
      description: `Front ${upload.frontFilename}, back ${upload.backFilename}`,
      gradingDescription: { ...EMPTY_GRADING_DESCRIPTION },
      uploadedAt: at,
      updatedAt: at,
      uploadedBy: store.data.personas[context.persona()].user.fullName,
      assets: [asset],
      prescreenRecommendationTypeId: null,
      estimatedGrade: null,
      notes: '',
      aiTitle: null,
      aiDescription: null,
      aiGrade: null,
      aiSerialNumber: null,
      confidenceScore: null,
      imageUrl: url,
      imageStatus: 'Uploaded',
      previewUrl: url,
      prescreenNotes: null,
      prescreenMarkup: [],
      rawNotes: null,
    };
  };

  return {
    // The same Idempotency-Key again (the same batch re-sent) gets the first answer, as on the server.
    uploadBatch: (submissionId, uploads, options) =>
      // The batch's key is made from its files (decision 0233): the submission names the call.
      context.writes.once(options?.idempotencyKey, ['cards.uploadBatch', submissionId], async () => {
        // Nothing travels in the demo: progress moves in two steps around the simulated latency.
        const total = uploads.reduce((sum, upload) => sum + upload.composite.size, 0);
        options?.onProgress?.(0, total);
        await latency.wait('cards', options?.signal);
        options?.onProgress?.(Math.round(total / 2), total);
        await latency.wait('cards', options?.signal);
        options?.onProgress?.(total, total);
        const id = cardsOfSubmission(store, submissionId)[0]?.submissionId ?? submissionId.trim();
        const cards = await Promise.all(uploads.map((upload) => cardFromUpload(id, upload)));
        if (options?.signal?.aborted) throw abortError();
        for (const card of cards) {
          store.cards.set(card.id, card);
          // One 'card' entry each, as the server's upload writes in its transaction (issue 41).
          context.audit.record({
            recordType: 'card',
            recordId: card.id,
            before: null,
            after: auditFieldsOf(card, CARD_AUDIT_FIELDS),
            version: null,
          });
        }
        return { cardIds: cards.map((card) => card.id) };
      }),
    async list(submissionId, options) {
      await latency.wait('cards', options?.signal);
      const cards = cardsOfSubmission(store, submissionId);
      return { cards: copy(cards), total: cards.length };
    },
    // The server's rules and texts (decision 0520): each part refused says why, nothing is kept then.
    async describe(submissionId, cardId, description, options) {
      await latency.wait('cards', options?.signal);
      const card = cardsOfSubmission(store, submissionId).find((held) => held.id === cardId.trim());
      if (!card) {
        throw new AppError('CARD_NOT_FOUND', 'That card is not in this submission.', { status: 404 });
      }
      const problems = gradingDescriptionProblems(description);
      const messages = GRADING_DESCRIPTION_FIELDS.flatMap((field) => problems[field] ?? []);
      if (messages.length > 0) {
        throw new AppError('VALIDATION_ERROR', messages.join(' '), { status: 400, messages });
      }
      card.gradingDescription = normaliseGradingDescription(description);
      card.updatedAt = context.now().toISOString();
      return copy(card);
    },
  };
}
