import { assertEvent, assign, fromPromise, raise, setup } from 'xstate';
import type { CardList } from '../../src/domain/card';
import { notProvided } from '../shared';
import {
  CARD_TEXTS,
  editCard,
  isComplete,
  isImageFile,
  placePhotos,
  messageOf,
  nextIdAfter,
  replaceSide,
  rotateSide,
  swapSides,
} from './cardUpload.rules';
import type {
  CardDraft,
  CardUploadContext,
  CardUploadEvent,
  CardUploadInput,
  ComposeInput,
  ComposeOutput,
  LocalCard,
  ReadImage,
  UploadInput,
  UploadResult,
} from './cardUpload.types';

/**
 * A submission's card imagery (screen-scoped: one per visit of the detail). Two regions run side by
 * side: `server` lists the cards already uploaded; `local` is the list being prepared — restored from
 * the draft, filled by dropped or picked files (paired and turned upright), edited, then composed into
 * front|back composites and uploaded as one batch. Every change to the list is saved as the draft, so
 * nothing is lost to a reload or a failed upload; uploaded cards leave the list only once the server
 * has confirmed them.
 */
export const cardUploadMachine = setup({
  types: {
    context: {} as CardUploadContext,
    events: {} as CardUploadEvent,
    input: {} as CardUploadInput,
  },
  actors: {
    /** GET the submission's cards. */
    loadCards: fromPromise<CardList, { submissionId: string }>(notProvided('cardUpload', 'loadCards')),
    /** The saved draft of this submission's local list, or null. */
    loadDraft: fromPromise<CardDraft | null, { submissionId: string }>(
      notProvided('cardUpload', 'loadDraft'),
    ),
    /** Decodes the files (EXIF orientation applied) for their sizes; rejects when one cannot be read. */
    readImages: fromPromise<ReadImage[], { files: File[] }>(notProvided('cardUpload', 'readImages')),
    /** Composes each card's front|back composite off the main thread. */
    composeCards: fromPromise<ComposeOutput, ComposeInput>(notProvided('cardUpload', 'composeCards')),
    /** Sends the batch (multipart upload-batch), reporting progress; aborts when the state is left. */
    uploadCards: fromPromise<UploadResult, UploadInput>(notProvided('cardUpload', 'uploadCards')),
  },
  actions: {
    /**
     * Stores the local list as this submission's draft (an empty list removes it); once stored, the
     * host sends `draft.kept` with the `version` it was given.
     */
    saveDraft: (_, _params: { submissionId: string; cards: LocalCard[]; version: number }) => {},
    /** Each change to the list gets the next draft version, so a late save never vouches for a newer list. */
    countChange: assign(({ context }) => ({ draftVersion: context.draftVersion + 1 })),
    markKept: assign(({ context, event }) => {
      assertEvent(event, 'draft.kept');
      return { keptVersion: Math.max(context.keptVersion, event.version) };
    }),
    setServerCards: assign((_, params: { list: CardList }) => ({
      serverCards: params.list.cards,
      serverError: null,
    })),
    setServerError: assign({ serverError: CARD_TEXTS.loadFailed }),
    restore: assign((_, params: { draft: CardDraft | null }) => {
      const cards = (params.draft?.cards ?? []).map((card) => ({ ...card, composite: null }));
      return { cards, nextId: nextIdAfter(cards) };
    }),
    startRead: assign(({ event }) => {
      assertEvent(event, ['cards.add', 'card.replace']);
      const files = event.type === 'cards.add' ? event.files : [event.file];
      const refused = files.some((file) => !isImageFile(file));
      return {
        pending:
          event.type === 'cards.add'
            ? ({ kind: 'add' } as const)
            : ({ kind: 'replace', cardId: event.cardId, side: event.side } as const),
        notice: refused ? CARD_TEXTS.imagesOnly : null,
      };
    }),
    refuseFiles: assign({ notice: CARD_TEXTS.imagesOnly }),
    placeImages: assign(({ context }, params: { images: ReadImage[] }) => {
      const { pending } = context;
      if (pending?.kind === 'replace') {
        const [image] = params.images;
        return {
          pending: null,
          cards: image
            ? editCard(context.cards, pending.cardId, (card) => replaceSide(card, pending.side, image))
            : context.cards,
        };
      }
      return { pending: null, ...placePhotos(context.cards, params.images, context.nextId) };
    }),
    readFailed: assign({ pending: null, notice: CARD_TEXTS.unreadableImage }),
    rotate: assign(({ context, event }) => {
      assertEvent(event, 'card.rotate');
      return { cards: editCard(context.cards, event.cardId, (card) => rotateSide(card, event.side)) };
    }),
    swap: assign(({ context, event }) => {
      assertEvent(event, 'card.swap');
      return { cards: editCard(context.cards, event.cardId, swapSides) };
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, 'card.remove');
      return { cards: context.cards.filter((card) => card.id !== event.cardId) };
    }),
    needBothSides: assign({ notice: CARD_TEXTS.needBothSides }),
    dismissNotice: assign({ notice: null }),
    startBatch: assign(({ context }) => ({
      batch: context.cards.filter(isComplete).map((card) => card.id),
      progress: {},
      uploadError: null,
      notice: null,
    })),
    setComposite: assign(({ context }, params: { cardId: string; composite: Blob }) => ({
      cards: context.cards.map((card) =>
        card.id === params.cardId ? { ...card, composite: params.composite } : card,
      ),
    })),
    setComposites: assign(({ context }, params: { output: ComposeOutput }) => {
      const byId = new Map(params.output.composites.map((entry) => [entry.cardId, entry.composite]));
      return {
        cards: context.cards.map((card) => ({ ...card, composite: byId.get(card.id) ?? card.composite })),
      };
    }),
    setProgress: assign(({ context, event }) => {
      assertEvent(event, 'upload.progress');
      return { progress: { ...context.progress, ...event.fractions } };
    }),
    composeFailed: assign((_, params: { error: unknown }) => ({
      uploadError: messageOf(params.error, CARD_TEXTS.processingFailed),
      batch: [],
    })),
    uploadFailed: assign((_, params: { error: unknown }) => ({
      uploadError: messageOf(params.error, CARD_TEXTS.uploadFallback),
      batch: [],
      progress: {},
    })),
    dropUploaded: assign(({ context }) => ({
      cards: context.cards.filter((card) => !context.batch.includes(card.id)),
      batch: [],
      progress: {},
    })),
    endBatch: assign({ batch: [], progress: {} }),
  },
  guards: {
    hasImageFile: ({ event }) =>
      (event.type === 'cards.add' && event.files.some(isImageFile)) ||
      (event.type === 'card.replace' && isImageFile(event.file)),
    hasCompleteCard: ({ context }) => context.cards.some(isComplete),
  },
}).createMachine({
  id: 'cardUpload',
  description: 'The Cards section: the server list, and the local list of cards prepared and uploaded.',
  type: 'parallel',
  context: ({ input }) => ({
    submissionId: input.submissionId,
    nextId: 1,
    cards: [],
    pending: null,
    notice: null,
    uploadError: null,
    batch: [],
    progress: {},
    serverCards: [],
    serverError: null,
    draftVersion: 0,
    keptVersion: 0,
  }),
  // The device reports each stored draft whatever the list is doing meanwhile.
  on: { 'draft.kept': { actions: 'markKept' } },
  states: {
    server: {
      description: "The submission's uploaded cards, as the server has them.",
      initial: 'loading',
      states: {
        loading: {
          description: 'The uploaded cards load (the last list stays on screen).',
          invoke: {
            id: 'loadCards',
            src: 'loadCards',
            input: ({ context }) => ({ submissionId: context.submissionId }),
            onDone: {
              target: 'ready',
              actions: { type: 'setServerCards', params: ({ event }) => ({ list: event.output }) },
            },
            onError: { target: 'failed', actions: 'setServerError' },
          },
          on: { 'cards.reload': { target: 'loading', reenter: true } },
        },
        ready: {
          description: 'The uploaded cards are listed, each with its photos.',
          on: { 'cards.reload': { target: 'loading' } },
        },
        failed: {
          description: "'Unable to load cards': 'Unable to load card imagery right now.'",
          on: { 'cards.reload': { target: 'loading' } },
        },
      },
    },
    local: {
      description: 'The cards picked on this device and not uploaded yet.',
      initial: 'restoring',
      states: {
        restoring: {
          description: 'The draft saved for this submission comes back (files, pairing, rotation).',
          invoke: {
            id: 'loadDraft',
            src: 'loadDraft',
            input: ({ context }) => ({ submissionId: context.submissionId }),
            onDone: {
              target: 'editing',
              actions: { type: 'restore', params: ({ event }) => ({ draft: event.output }) },
            },
            // An unreadable draft is not worth blocking the panel for: start an empty list.
            onError: { target: 'editing' },
          },
        },
        editing: {
          description: 'The picked cards, front and back, with Rotate, Swap, Remove and Upload cards.',
          on: {
            'cards.add': [
              { guard: 'hasImageFile', target: 'reading', actions: 'startRead' },
              { actions: 'refuseFiles' },
            ],
            'card.replace': [
              { guard: 'hasImageFile', target: 'reading', actions: 'startRead' },
              { actions: 'refuseFiles' },
            ],
            'card.rotate': {
              actions: [
                'rotate',
                'countChange',
                {
                  type: 'saveDraft',
                  params: ({ context }) => ({
                    submissionId: context.submissionId,
                    cards: context.cards,
                    version: context.draftVersion,
                  }),
                },
              ],
            },
            'card.swap': {
              actions: [
                'swap',
                'countChange',
                {
                  type: 'saveDraft',
                  params: ({ context }) => ({
                    submissionId: context.submissionId,
                    cards: context.cards,
                    version: context.draftVersion,
                  }),
                },
              ],
            },
            'card.remove': {
              actions: [
                'remove',
                'countChange',
                {
                  type: 'saveDraft',
                  params: ({ context }) => ({
                    submissionId: context.submissionId,
                    cards: context.cards,
                    version: context.draftVersion,
                  }),
                },
              ],
            },
            'notice.dismiss': { actions: 'dismissNotice' },
            'cards.submit': [
              { guard: 'hasCompleteCard', target: 'composing', actions: 'startBatch' },
              { actions: 'needBothSides' },
            ],
          },
        },
        reading: {
          description: 'The dropped or picked images are decoded for their size and orientation.',
          invoke: {
            id: 'readImages',
            src: 'readImages',
            input: ({ event }) => {
              assertEvent(event, ['cards.add', 'card.replace']);
              const files = event.type === 'cards.add' ? [...event.files] : [event.file];
              return { files: files.filter(isImageFile) };
            },
            onDone: {
              target: 'editing',
              actions: [
                { type: 'placeImages', params: ({ event }) => ({ images: event.output }) },
                'countChange',
                {
                  type: 'saveDraft',
                  params: ({ context }) => ({
                    submissionId: context.submissionId,
                    cards: context.cards,
                    version: context.draftVersion,
                  }),
                },
              ],
            },
            onError: { target: 'editing', actions: 'readFailed' },
          },
        },
        composing: {
          description: 'Each complete card becomes one front|back composite, in workers.',
          invoke: {
            id: 'composeCards',
            src: 'composeCards',
            input: ({ context, self }) => ({
              cards: context.cards.filter((card) => context.batch.includes(card.id)),
              onComposed: (cardId: string, composite: Blob) =>
                self.send({ type: 'card.composed', cardId, composite }),
            }),
            onDone: {
              target: 'uploading',
              actions: { type: 'setComposites', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: { type: 'composeFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: {
            'card.composed': {
              actions: {
                type: 'setComposite',
                params: ({ event }) => ({ cardId: event.cardId, composite: event.composite }),
              },
            },
            'cards.cancel': { target: 'editing', actions: 'endBatch' },
          },
        },
        uploading: {
          description: 'The batch is sent with progress per card and overall; it can be cancelled.',
          invoke: {
            id: 'uploadCards',
            src: 'uploadCards',
            input: ({ context, self }) => ({
              submissionId: context.submissionId,
              cards: context.cards.filter((card) => context.batch.includes(card.id)),
              onProgress: (fractions: Record<string, number>) =>
                self.send({ type: 'upload.progress', fractions }),
            }),
            onDone: {
              target: 'editing',
              // The server has the cards: only now do they leave the list and the draft.
              actions: [
                'dropUploaded',
                'countChange',
                {
                  type: 'saveDraft',
                  params: ({ context }) => ({
                    submissionId: context.submissionId,
                    cards: context.cards,
                    version: context.draftVersion,
                  }),
                },
                raise({ type: 'cards.reload' }),
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'uploadFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: {
            'upload.progress': { actions: 'setProgress' },
            'cards.cancel': { target: 'editing', actions: 'endBatch' },
          },
        },
      },
    },
  },
});
