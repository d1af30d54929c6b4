import { fromPromise } from 'xstate';
import type {
  CardDraft,
  ComposeInput,
  ComposeOutput,
  LocalCard,
  ReadImage,
  UploadInput,
  UploadResult,
  cardUploadMachine,
} from '../../../machines/cardUpload';
import { CARD_TEXTS } from '../../../machines/cardUpload';
import type { CardList, CardUpload } from '../../domain/card';
import { AppError, isAbortError } from '../../domain/errors';
import { progressByCard } from '../../domain/uploadProgress';
import { createUploadBatchKeys } from '../../domain/uploadBatchKey';
import type { AppServices } from '../../kit/services';
import type { ScreenImplementations } from '../../kit/screen-actor';
import { createCompositor, type Compositor } from '../../workers/compositor';
import { readImageFacts } from '../../workers/read-images';
import type { CardDraftStore } from './card-drafts';

const stem = (name: string) => name.replace(/\.[^.]*$/, '') || 'card';
const extensionOf = (blob: Blob) => (blob.type === 'image/avif' ? 'avif' : 'jpg');

/** One card of the batch: the composite named after the front photo, with both original names. */
/** One batch key per batch the person sends, the same when they send it again (decision 0233). */
const uploadBatchKeyOf = createUploadBatchKeys();

/** The photos a complete card was made from (toCardUpload has already refused incomplete ones). */
const pickedSides = (card: LocalCard) => ({
  front: card.front?.blob ?? new Blob(),
  back: card.back?.blob ?? new Blob(),
});

export function toCardUpload(card: LocalCard): CardUpload {
  if (!card.front || !card.back || !card.composite)
    throw new AppError('UPLOAD_FAILED', CARD_TEXTS.needBothSides);
  return {
    frontFilename: card.front.name,
    backFilename: card.back.name,
    composite: card.composite,
    filename: `${stem(card.front.name)}.${extensionOf(card.composite)}`,
  };
}

/**
 * The panel's compositing workers, started while staff are still adding and pairing photos, so the
 * encoder's start-up (about 1.5 s of a 12 MP pair's 5) is not spent after they press upload. The next
 * compose takes them and ends them afterwards: an idle encoder would keep its memory.
 */
export interface WarmCompositor {
  warm(): void;
  take(): Compositor;
  dispose(): void;
}

export function createWarmCompositor(create: () => Compositor = createCompositor): WarmCompositor {
  let ready: Compositor | null = null;
  return {
    warm() {
      ready ??= create();
      void ready.warm();
    },
    take() {
      const compositor = ready ?? create();
      ready = null;
      return compositor;
    },
    dispose() {
      ready?.dispose();
      ready = null;
    },
  };
}

/** Composes the cards that have no composite yet (a retry after a failed upload reuses the others). */
export async function composeCards(
  input: ComposeInput,
  signal: AbortSignal,
  compositor: Compositor = createCompositor(),
): Promise<ComposeOutput> {
  try {
    const composites = await Promise.all(
      input.cards.map(async (card) => {
        if (card.composite) return { cardId: card.id, composite: card.composite };
        const composite = await compositor.compose(
          {
            front: card.front?.blob as Blob,
            back: card.back?.blob as Blob,
            frontRotation: card.front?.rotation ?? 0,
            backRotation: card.back?.rotation ?? 0,
          },
          signal,
        );
        input.onComposed(card.id, composite);
        return { cardId: card.id, composite };
      }),
    );
    return { composites };
  } catch (error) {
    if (isAbortError(error) || signal.aborted) throw error;
    // Seed B §8: the image-processing text, with the stitcher's own reason after it.
    const reason = error instanceof Error ? error.message : '';
    throw new AppError('IMAGE_PROCESSING_FAILED', `${CARD_TEXTS.processingFailed} ${reason}`.trim());
  } finally {
    compositor.dispose();
  }
}

async function readImages(files: File[]): Promise<ReadImage[]> {
  try {
    return await readImageFacts(files);
  } catch {
    throw new AppError('IMAGE_PROCESSING_FAILED', CARD_TEXTS.unreadableImage);
  }
}

/** The Cards panel's I/O: the live backend, the drafts in IndexedDB, the compositing workers. */
export function cardImageryImplementations(
  services: AppServices,
  drafts: CardDraftStore,
  compositor: WarmCompositor,
): ScreenImplementations<typeof cardUploadMachine> {
  return {
    actors: {
      loadCards: fromPromise<CardList, { submissionId: string }>(({ input, signal }) =>
        services.backend().cards.list(input.submissionId, { signal }),
      ),
      loadDraft: fromPromise<CardDraft | null, { submissionId: string }>(async ({ input }) => {
        const draft = await drafts.load(input.submissionId);
        if (draft && draft.cards.length > 0) compositor.warm();
        return draft;
      }),
      readImages: fromPromise<ReadImage[], { files: File[] }>(({ input }) => {
        compositor.warm();
        return readImages(input.files);
      }),
      composeCards: fromPromise<ComposeOutput, ComposeInput>(({ input, signal }) =>
        composeCards(input, signal, compositor.take()),
      ),
      uploadCards: fromPromise<UploadResult, UploadInput>(async ({ input, signal }) => {
        const uploads = input.cards.map(toCardUpload);
        const sizes = uploads.map((upload) => upload.composite.size);
        return services.backend().cards.uploadBatch(input.submissionId, uploads, {
          signal,
          idempotencyKey: await uploadBatchKeyOf(input.submissionId, input.cards.map(pickedSides)),
          onProgress: (loaded, total) => {
            const fractions = progressByCard(sizes, loaded, total);
            input.onProgress(
              Object.fromEntries(input.cards.map((card, index) => [card.id, fractions[index] ?? 0])),
            );
          },
        });
      }),
    },
    actions: {
      saveDraft: ({ self }, params) => {
        drafts.save(params.submissionId, params.cards).then(
          () => {
            // The panel may have closed while the device wrote; a stopped actor takes no events.
            if (self.getSnapshot().status === 'active')
              self.send({ type: 'draft.kept', version: params.version });
          },
          (error: unknown) => {
            // Losing the draft store (private mode, quota) must not stop the upload; say so in the
            // console. The list then never reads 'Kept on this device'.
            console.warn('Could not save the card draft', error);
          },
        );
      },
    },
  };
}
