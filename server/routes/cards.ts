import { Hono } from 'hono';
import { rmSync } from 'node:fs';
import * as v from 'valibot';
import {
  GRADING_DESCRIPTION_FIELDS,
  GRADING_DESCRIPTION_LABELS,
  type GradingDescriptionField,
  gradingPartProblem,
  normaliseGradingPart,
} from '../../src/domain/cardDescription';
import { MAX_DRAIN_BYTES, drainBody, tooLargeBody } from '../http/bodyLimit';
import type { AppDeps, AppEnv } from '../http/env';
import { actorOf, recordChange } from '../http/audit';
import { HttpError, badRequest, notFound } from '../http/errors';
import { parseId, readBody } from '../http/validate';
import { type CardRow, gradingDescriptionOf } from '../store/cards';
import { ok } from '../http/wrap';
import { inspectImage } from '../uploads/imageInfo';
import {
  MAX_BATCH_BYTES,
  MAX_FILES_PER_BATCH,
  MAX_FILE_BYTES,
  MAX_PIXELS,
  MESSAGES,
} from '../uploads/limits';
import { type BatchEntry, readBatch } from '../uploads/readBatch';
import { incomingDir, newUploadKey, uploadUrl } from '../uploads/store';
import { type StreamedForm, readMultipartStream } from '../uploads/streamForm';

/** One part of a card's grading description: text or nothing, kept normalised, by the domain's rule. */
const descriptionPart = (field: GradingDescriptionField) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${GRADING_DESCRIPTION_LABELS[field]} must be text.`)), ''),
    v.transform((value) => normaliseGradingPart(field, value ?? '')),
    v.check(
      (value) => gradingPartProblem(field, value) === null,
      (issue) => gradingPartProblem(field, String(issue.input)) ?? '',
    ),
  );

/** What a grading company asks of a card (decision 0520): year, set, subject, card number. */
const DescriptionBody = v.object(
  Object.fromEntries(GRADING_DESCRIPTION_FIELDS.map((field) => [field, descriptionPart(field)])) as Record<
    GradingDescriptionField,
    ReturnType<typeof descriptionPart>
  >,
);

/** What a card's history keeps of its description. */
const descriptionAuditFields = (card: CardRow): Record<string, string> => ({ ...gradingDescriptionOf(card) });

const tooLarge = (message: string) => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);

/** The server stopped while this upload ran; nothing of it was kept. */
const stopping = () =>
  new HttpError(
    503,
    'SERVER_STOPPING',
    'The server is restarting. Please send the cards again in a moment.',
    {
      'Retry-After': '5',
    },
  );

interface CheckedImage {
  entry: BatchEntry;
  contentType: string;
  extension: string;
}

/**
 * Every file is checked before any is stored, so a batch is all or nothing. The type and the
 * dimensions come from the file's first bytes, which is all that was kept in memory.
 */
function checkImage(entry: BatchEntry): CheckedImage {
  const name = entry.file.name || entry.frontFilename || 'An image';
  if (entry.file.size > MAX_FILE_BYTES) throw tooLarge(MESSAGES.tooLarge(name));
  const info = inspectImage(entry.file.head);
  if (!info) throw badRequest(MESSAGES.notImage, 'UNSUPPORTED_MEDIA_TYPE');
  if (info.width === null || info.height === null) throw badRequest(MESSAGES.unreadable(name));
  if (info.width * info.height > MAX_PIXELS) throw badRequest(MESSAGES.tooManyPixels(name));
  return { entry, contentType: info.type, extension: info.extension };
}

/**
 * A card's name from its front file: the last path part (some browsers send 'C:\\fakepath\\…'),
 * without its extension.
 */
function baseName(filename: string): string {
  const last = filename.split(/[\\/]/).pop() || filename;
  return last.replace(/\.[^.]+$/, '') || last;
}

/** Card imagery of a submission: the multipart batch upload and the card list. */
export function cardRoutes(deps: AppDeps) {
  const { now, dataDir, storage } = deps;
  const cards = deps.stores.cards;
  const app = new Hono<AppEnv>();
  const loadSubmission = async (raw: string | undefined) => {
    const row = await deps.stores.submissions.find(parseId(raw, 'Submission id'));
    if (!row) throw notFound('Submission not found', 'SUBMISSION_NOT_FOUND');
    return row;
  };

  app.get('/:id/cards', async (c) => {
    const submission = await loadSubmission(c.req.param('id'));
    const list = await cards.ofSubmission(submission.id);
    return ok(c, { cards: list, total: list.length });
  });

  // A card's grading description, typed down the list of the submission's cards (decision 0520).
  app.post('/:id/cards/:cardId/description', async (c) => {
    const submission = await loadSubmission(c.req.param('id'));
    const cardId = parseId(c.req.param('cardId'), 'Card id');
    const body = await readBody(c, DescriptionBody);
    return deps.stores.transaction(async (stores) => {
      const card = await stores.cards.find(cardId);
      if (!card || card.submission_id !== submission.id) {
        throw notFound('That card is not in this submission.', 'CARD_NOT_FOUND');
      }
      await stores.cards.describe(card.id, body, now());
      const saved = await stores.cards.find(card.id);
      if (!saved) throw notFound('That card is not in this submission.', 'CARD_NOT_FOUND');
      await recordChange(stores, {
        actor: actorOf(c),
        at: now(),
        recordType: 'card',
        recordId: card.id,
        before: descriptionAuditFields(card),
        after: descriptionAuditFields(saved),
        version: null,
      });
      return ok(c, await stores.cards.payload(saved));
    });
  });

  app.post('/:id/cards/upload-batch', async (c) => {
    // A declared length over the batch limit is refused before parsing (drained, if not absurd).
    const declared = Number(c.req.header('content-length') ?? 0);
    const rawBody = c.req.raw.body;
    if (declared > MAX_BATCH_BYTES) {
      const drained =
        declared <= MAX_DRAIN_BYTES && rawBody !== null && (await drainBody(rawBody.getReader()));
      throw tooLargeBody(MESSAGES.batchTooLarge, drained);
    }
    const contentType = c.req.header('content-type') ?? '';
    const submission = await loadSubmission(c.req.param('id'));
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
      throw badRequest(MESSAGES.notMultipart);
    }
    const upload = deps.uploads.begin();
    let form: StreamedForm | null = null;
    try {
      form = await readMultipartStream(rawBody, contentType, incomingDir(dataDir), upload.tempFiles);
      const entries = readBatch(form);
      if (entries.length > MAX_FILES_PER_BATCH) throw badRequest(MESSAGES.tooManyFiles);
      const images = entries.map(checkImage);
      const user = c.get('user');
      const at = now().toISOString();
      // The objects first (the storage may be a bucket, over the network), then every row in one
      // transaction; if anything fails, the objects already stored are removed again.
      const stored: { image: CheckedImage; key: string }[] = [];
      for (const image of images) {
        const key = newUploadKey(image.extension);
        upload.keys.add(key);
        await storage.putFile(key, image.entry.file.tempPath, image.contentType);
        if (upload.aborted) throw stopping();
        stored.push({ image, key });
      }
      if (upload.aborted) throw stopping();
      upload.committing = true;
      const cardIds = await deps.stores.transaction(async (stores) => {
        const ids = await stores.cards.addWithAssets(
          stored.map(({ image, key }) => {
            const { frontFilename, backFilename } = image.entry;
            return {
              card: {
                submissionId: submission.id,
                name: baseName(frontFilename),
                description: backFilename ? `${frontFilename} / ${backFilename}` : frontFilename,
                uploadedAt: at,
                uploadedBy: user.displayName || user.email,
                imageStatus: 'Ready',
              },
              asset: {
                type: 'composite',
                label: 'Front and back',
                contentType: image.contentType,
                sizeBytes: image.entry.file.size,
                objectKey: key,
                url: uploadUrl(key),
                uploadedAt: at,
              },
            };
          }),
        );
        for (const id of ids) {
          const card = await stores.cards.find(id);
          await recordChange(stores, {
            actor: actorOf(c),
            at: now(),
            recordType: 'card',
            recordId: id,
            before: null,
            after: card && {
              submissionId: card.submission_id,
              name: card.name,
              description: card.description,
            },
            version: null,
          });
        }
        return ids;
      });
      upload.keys.clear(); // recorded: they are the cards' images now
      return ok(c, { cardIds, cards: await cards.withIds(cardIds) }, 201);
    } catch (error) {
      await Promise.allSettled([...upload.keys].map((key) => storage.delete(key)));
      throw error;
    } finally {
      form?.discard();
      for (const file of upload.tempFiles) rmSync(file, { force: true });
      deps.uploads.end(upload);
    }
  });

  return app;
}
