import { assign, fromPromise, setup } from 'xstate';
import { toAppError } from '../../src/domain/errors';
import {
  EMPTY_PRESCREEN_VALUES,
  samePrescreenValues,
  savedPrescreenValues,
  type PrescreenValues,
} from '../../src/domain/prescreenNotes';
import { notProvided } from '../shared';
import {
  currentCard,
  currentIsDirty,
  hasPreview,
  keepDrafts,
  savedByCard,
  valuesOf,
  wrapIndex,
} from './prescreenDraft.rules';
import type {
  LoadReviewInput,
  PrescreenDraftContext,
  PrescreenDraftEvent,
  PrescreenDraftInput,
  PrescreenDrafts,
  PrescreenReview,
  SaveCardInput,
  SavedCard,
} from './prescreenDraft.types';

const withoutDraft = (drafts: PrescreenDrafts, cardId: string): PrescreenDrafts =>
  Object.fromEntries(Object.entries(drafts).filter(([id]) => id !== cardId));

/**
 * A submission's prescreen review (seed B §2, §4): the cards, one on screen at a time, each with its
 * saved values and, once edited, a draft. Drafts are kept per card when moving between cards and are
 * handed to `persistDrafts` on every change so they survive a reload until saved. Save sends the
 * current card's draft (only when it differs); Clear empties it and saves at once; a failed save keeps
 * the draft. One save runs at a time.
 */
export const prescreenDraftMachine = setup({
  types: {
    context: {} as PrescreenDraftContext,
    events: {} as PrescreenDraftEvent,
    input: {} as PrescreenDraftInput,
  },
  actors: {
    /** The review cards, the dropdown options and the drafts stored by an earlier visit. */
    loadReview: fromPromise<PrescreenReview, LoadReviewInput>(notProvided('prescreenDraft', 'loadReview')),
    saveCard: fromPromise<SavedCard, SaveCardInput>(notProvided('prescreenDraft', 'saveCard')),
  },
  actions: {
    storeReview: assign(({ context }, params: { review: PrescreenReview }) => {
      const saved = savedByCard(params.review.cards);
      return {
        ...params.review,
        saved,
        drafts: keepDrafts(params.review.drafts, saved),
        index: wrapIndex(context.index, params.review.cards.length),
        error: null,
      };
    }),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    select: assign(({ context }, params: { index: number }) => ({
      index: wrapIndex(params.index, context.cards.length),
      annotating: false,
    })),
    change: assign(({ context }, params: { values: Partial<PrescreenValues> }) => {
      const card = currentCard(context);
      const shown = card && valuesOf(context, card.id);
      if (!card || !shown) return {};
      const draft = { ...shown, ...params.values };
      const saved = context.saved[card.id];
      return {
        drafts:
          saved && samePrescreenValues(draft, saved)
            ? withoutDraft(context.drafts, card.id)
            : { ...context.drafts, [card.id]: draft },
      };
    }),
    reset: assign(({ context }) => {
      const card = currentCard(context);
      return card ? { drafts: withoutDraft(context.drafts, card.id) } : {};
    }),
    emptyDraft: assign(({ context }) => {
      const card = currentCard(context);
      if (!card) return {};
      const saved = context.saved[card.id];
      return {
        drafts:
          saved && samePrescreenValues(saved, EMPTY_PRESCREEN_VALUES)
            ? withoutDraft(context.drafts, card.id)
            : { ...context.drafts, [card.id]: EMPTY_PRESCREEN_VALUES },
      };
    }),
    /** The current card's values go out; a shortcut's save remembers what it replaces, for Undo. */
    markSaving: assign(({ context }, params: { byShortcut: boolean }) => {
      const card = currentCard(context);
      const values = card && valuesOf(context, card.id);
      const before = card && context.saved[card.id];
      return {
        sending: card && values ? { cardId: card.id, values } : null,
        undo:
          params.byShortcut && card && before
            ? { cardId: card.id, values: before, id: context.saves + 1 }
            : null,
      };
    }),
    /** Undo: the values the shortcut's save replaced go out again, for that card. */
    markUndoing: assign(({ context }) => ({
      sending: context.undo ? { cardId: context.undo.cardId, values: context.undo.values } : null,
      undo: null,
    })),
    storeSaved: assign(({ context }, params: { output: SavedCard }) => {
      if (!context.sending) return {};
      const { cardId, values } = context.sending;
      const card = params.output;
      const saved = { ...context.saved, [cardId]: card ? savedPrescreenValues(card) : values };
      const draft = context.drafts[cardId];
      // A draft typed while the save ran stays a draft; the one that was sent is now saved.
      const drafts =
        draft && samePrescreenValues(draft, values) ? withoutDraft(context.drafts, cardId) : context.drafts;
      return {
        saved,
        drafts: keepDrafts(drafts, saved),
        cards: card ? context.cards.map((item) => (item.id === cardId ? card : item)) : context.cards,
        sending: null,
        failedCardId: null,
        saves: context.saves + 1,
      };
    }),
    storeSaveFailed: assign(({ context }) => ({
      failedCardId: context.sending?.cardId ?? null,
      sending: null,
    })),
    forgetUndo: assign({ undo: null }),
    toggleAnnotating: assign(({ context }) => ({ annotating: !context.annotating })),
    /** Writes the drafts where a reload finds them (provided by the screen). */
    persistDrafts: (_, _params: { submissionId: string; drafts: PrescreenDrafts }) => {},
    /**
     * The 'Saved' / 'Prescreening updated.' toast (provided by the screen); `undoId` set: the save came
     * from a shortcut and the toast offers Undo, answered with `prescreen.undoSave`.
     */
    notifySaved: (_, _params: { undoId: number | null }) => {},
    /** The 'Unable to save that card.' toast (provided by the screen). */
    notifySaveFailed: () => {},
    /** The 'Unable to load cards for that submission.' toast (provided by the screen). */
    notifyLoadFailed: () => {},
  },
  guards: {
    hasCards: (_, params: { review: PrescreenReview }) => params.review.cards.length > 0,
    dirty: ({ context }) => currentIsDirty(context),
    hasCard: ({ context }) => currentCard(context) !== null,
    canAnnotate: ({ context }) => context.annotating || hasPreview(currentCard(context)),
    /** The Undo pressed is that of the last shortcut save, whose card is still listed. */
    canUndo: ({ context }, params: { id: number }) =>
      context.undo?.id === params.id && context.cards.some((card) => card.id === context.undo?.cardId),
  },
}).createMachine({
  id: 'prescreenDraft',
  description: "A submission's prescreen review: each card's saved values and draft, saving, annotation.",
  context: ({ input }) => ({
    submissionId: input.submissionId,
    customer: null,
    cards: [],
    recommendations: [],
    grades: [],
    drafts: {},
    saved: {},
    index: 0,
    annotating: false,
    sending: null,
    failedCardId: null,
    error: null,
    saves: 0,
    undo: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading cards…' until the cards, the options and the stored drafts arrive.",
      invoke: {
        id: 'loadReview',
        src: 'loadReview',
        input: ({ context }) => ({ submissionId: context.submissionId }),
        onDone: [
          {
            guard: { type: 'hasCards', params: ({ event }) => ({ review: event.output }) },
            target: 'reviewing',
            actions: { type: 'storeReview', params: ({ event }) => ({ review: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'storeReview', params: ({ event }) => ({ review: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            'notifyLoadFailed',
          ],
        },
      },
    },
    failed: {
      description: "'Unable to load cards.' with a way to try again.",
      on: { 'prescreen.retry': 'loading' },
    },
    empty: {
      description: 'The submission has no cards to review.',
      on: { 'prescreen.retry': 'loading' },
    },
    reviewing: {
      description: 'One card on screen; moving between cards keeps each card’s draft.',
      initial: 'editing',
      on: {
        'prescreen.next': {
          actions: { type: 'select', params: ({ context }) => ({ index: context.index + 1 }) },
        },
        'prescreen.previous': {
          actions: { type: 'select', params: ({ context }) => ({ index: context.index - 1 }) },
        },
        'prescreen.select': {
          actions: { type: 'select', params: ({ event }) => ({ index: event.index }) },
        },
        'prescreen.change': {
          actions: [
            { type: 'change', params: ({ event }) => ({ values: event.values }) },
            {
              type: 'persistDrafts',
              params: ({ context }) => ({ submissionId: context.submissionId, drafts: context.drafts }),
            },
          ],
        },
        'prescreen.reset': {
          actions: [
            'reset',
            {
              type: 'persistDrafts',
              params: ({ context }) => ({ submissionId: context.submissionId, drafts: context.drafts }),
            },
          ],
        },
        'prescreen.annotate': { guard: 'canAnnotate', actions: 'toggleAnnotating' },
      },
      states: {
        editing: {
          description: 'Save is enabled when the card’s draft differs from what is saved.',
          on: {
            'prescreen.save': {
              guard: 'dirty',
              target: 'saving',
              actions: {
                type: 'markSaving',
                params: ({ event }) => ({ byShortcut: event.byShortcut ?? false }),
              },
            },
            'prescreen.clear': {
              guard: 'hasCard',
              target: 'saving',
              actions: [
                'emptyDraft',
                {
                  type: 'persistDrafts',
                  params: ({ context }) => ({ submissionId: context.submissionId, drafts: context.drafts }),
                },
                { type: 'markSaving', params: { byShortcut: false } },
              ],
            },
            'prescreen.undoSave': {
              guard: { type: 'canUndo', params: ({ event }) => ({ id: event.id }) },
              target: 'saving',
              actions: 'markUndoing',
            },
          },
        },
        saving: {
          description:
            'The card’s values are being sent: Save spins while that card is on screen and Clear waits; other cards can be viewed and edited meanwhile.',
          invoke: {
            id: 'saveCard',
            src: 'saveCard',
            input: ({ context }) => context.sending ?? { cardId: '', values: EMPTY_PRESCREEN_VALUES },
            onDone: {
              target: 'editing',
              actions: [
                {
                  type: 'storeSaved',
                  params: ({ event }) => ({ output: event.output }),
                },
                {
                  type: 'persistDrafts',
                  params: ({ context }) => ({ submissionId: context.submissionId, drafts: context.drafts }),
                },
                {
                  type: 'notifySaved',
                  params: ({ context }) => ({
                    undoId: context.undo?.id === context.saves ? context.undo.id : null,
                  }),
                },
              ],
            },
            onError: {
              target: 'editing',
              actions: ['storeSaveFailed', 'forgetUndo', 'notifySaveFailed'],
            },
          },
        },
      },
    },
  },
});
