import type { Card } from '../../src/domain/card';
import { EMPTY_GRADING_DESCRIPTION } from '../../src/domain/cardDescription';
import { AppError } from '../../src/domain/errors';
import { defineSamples, type Verdict } from '../samples';
import { prescreenDraftMachine } from './prescreenDraft.machine';
import { currentCard, currentIsDirty, hasPreview } from './prescreenDraft.rules';
import type { PrescreenReview } from './prescreenDraft.types';

const card = (id: string, overrides: Partial<Card> = {}): Card => ({
  id,
  submissionId: '1',
  name: `card${id}`,
  description: '',
  gradingDescription: EMPTY_GRADING_DESCRIPTION,
  uploadedAt: '2026-01-12T09:00:00.000Z',
  updatedAt: '2026-01-12T09:00:00.000Z',
  uploadedBy: 'Ada Lovelace',
  assets: [],
  prescreenRecommendationTypeId: null,
  estimatedGrade: null,
  notes: '',
  aiTitle: null,
  aiDescription: null,
  aiGrade: null,
  aiSerialNumber: null,
  confidenceScore: null,
  imageUrl: null,
  imageStatus: null,
  previewUrl: null,
  prescreenNotes: null,
  prescreenMarkup: [],
  rawNotes: null,
  ...overrides,
});

/** Card 101 has a photo and a saved grade of 9; card 102 has no image yet. */
export const SAMPLE_CARDS: Card[] = [
  card('101', { aiTitle: '1999 Pokémon Charizard', previewUrl: '/cards/101.avif', estimatedGrade: 9 }),
  card('102', { description: 'Base set Blastoise' }),
];
const OPTIONS = {
  customer: { id: '7', name: 'Ada Lovelace' },
  recommendations: [{ value: 1, label: 'Send for grading' }],
  grades: [
    { value: 10, label: '10 · Gem Mint' },
    { value: 9, label: '9 · Mint' },
  ],
};
export const SAMPLE_REVIEW: PrescreenReview = { cards: SAMPLE_CARDS, drafts: {}, ...OPTIONS };
/** A reload finds card 102's unsaved notes, and a stale draft of a card no longer listed. */
export const SAMPLE_REVIEW_WITH_DRAFTS: PrescreenReview = {
  cards: SAMPLE_CARDS,
  drafts: {
    '102': { recommendationId: null, estimatedGrade: null, notes: 'Soft corner', markup: [] },
    '999': { recommendationId: 1, estimatedGrade: 10, notes: '', markup: [] },
  },
  ...OPTIONS,
};
export const SAMPLE_STROKE = {
  color: 'orange',
  width: 2,
  points: [
    { x: 0.2, y: 0.3 },
    { x: 0.4, y: 0.5 },
  ],
};
export const SAMPLE_SAVE_ERROR = new AppError('HTTP_ERROR', 'Unable to save card prescreening.', {
  status: 500,
});

export const prescreenDraftSamples = defineSamples(prescreenDraftMachine, {
  scenarios: [{ name: 'a prescreener opens submission 1 from the queue', input: { submissionId: '1' } }],
  events: [
    {
      type: 'xstate.done.actor.loadReview',
      label: 'two cards arrive, nothing drafted',
      output: SAMPLE_REVIEW,
      verdict: { accepts: { loading: 'reviewing.editing' } },
    },
    {
      type: 'xstate.done.actor.loadReview',
      label: 'cards arrive with drafts kept from before',
      output: SAMPLE_REVIEW_WITH_DRAFTS,
      verdict: { accepts: { loading: 'reviewing.editing' } },
    },
    {
      type: 'xstate.done.actor.loadReview',
      label: 'the submission has no cards',
      output: { ...SAMPLE_REVIEW, cards: [] },
      verdict: { accepts: { loading: 'empty' } },
    },
    {
      type: 'xstate.error.actor.loadReview',
      label: 'the server fails to send the cards',
      error: new AppError('HTTP_ERROR', 'Unable to load prescreen cards.'),
    },
    { type: 'prescreen.retry', label: 'Try again' },
    { type: 'prescreen.next', label: 'Next card' },
    { type: 'prescreen.previous', label: 'Previous card' },
    { type: 'prescreen.select', label: 'jump to card 2', index: 1 },
    { type: 'prescreen.change', label: 'pick grade 10', values: { estimatedGrade: 10 } },
    {
      type: 'prescreen.change',
      label: 'write a note and draw a stroke',
      values: { notes: 'Whitening on the back edge', markup: [SAMPLE_STROKE] },
    },
    { type: 'prescreen.reset', label: 'Reset' },
    { type: 'xstate.done.actor.saveCard', label: 'saved, the server returns nothing', output: null },
    {
      type: 'xstate.done.actor.saveCard',
      label: 'saved, the server returns the card',
      output: { ...SAMPLE_CARDS[0], estimatedGrade: 10, updatedAt: '2026-01-13T10:00:00.000Z' },
    },
    { type: 'xstate.error.actor.saveCard', label: 'the save fails with 500', error: SAMPLE_SAVE_ERROR },
  ],
  // Save needs a draft that differs; Clear needs a card; Annotate needs a preview image (seed B §2, §4).
  eventsFor: (snapshot) => {
    const dirty = currentIsDirty(snapshot.context);
    const canAnnotate = snapshot.context.annotating || hasPreview(currentCard(snapshot.context));
    const elsewhere = ['loading', 'failed', 'empty', 'reviewing.saving'];
    const save: Verdict = dirty
      ? { accepts: { 'reviewing.editing': 'reviewing.saving' }, refuses: elsewhere }
      : { refuses: [...elsewhere, 'reviewing.editing'] };
    const clear: Verdict = { accepts: { 'reviewing.editing': 'reviewing.saving' }, refuses: elsewhere };
    const annotate: Verdict = canAnnotate
      ? { accepts: { reviewing: '*' }, refuses: ['loading', 'failed', 'empty'] }
      : { refuses: ['loading', 'failed', 'empty', 'reviewing'] };
    const undo = snapshot.context.undo;
    const undoable =
      undo !== null && snapshot.context.cards.some((item) => item.id === undo.cardId)
        ? { accepts: { 'reviewing.editing': 'reviewing.saving' }, refuses: elsewhere }
        : { refuses: [...elsewhere, 'reviewing.editing'] };
    return [
      { type: 'prescreen.save', label: 'Save', verdict: save },
      { type: 'prescreen.save', label: 'S (the shortcut)', byShortcut: true, verdict: save },
      // the Undo of the toast of the last shortcut save, and one of an older toast
      { type: 'prescreen.undoSave', label: 'Undo on the Saved toast', id: undo?.id ?? 1, verdict: undoable },
      {
        type: 'prescreen.undoSave',
        label: 'Undo on an older toast',
        id: (undo?.id ?? 1) - 1,
        verdict: { refuses: [...elsewhere, 'reviewing.editing'] },
      },
      { type: 'prescreen.clear', label: 'Clear', verdict: clear },
      { type: 'prescreen.annotate', label: 'toggle Annotate', verdict: annotate },
    ];
  },
  signature: (snapshot) => ({
    value: snapshot.value,
    index: snapshot.context.index,
    drafts: Object.keys(snapshot.context.drafts).sort(),
    cards: snapshot.context.cards.length,
    annotating: snapshot.context.annotating,
    sending: snapshot.context.sending?.cardId ?? null,
    failed: snapshot.context.failedCardId,
    undo: snapshot.context.undo?.cardId ?? null,
  }),
  stage: {
    'xstate.error.actor.loadReview': { fault: 'prescreening.reviewCards' },
    'xstate.error.actor.saveCard': { fault: 'prescreening.saveCard' },
  },
  describe: {
    'xstate.done.actor.loadReview': 'the cards, options and stored drafts arrive',
    'xstate.error.actor.loadReview': 'loading the cards fails',
    'prescreen.retry': 'the prescreener presses Try again',
    'prescreen.next': 'the prescreener presses Next (or → / N)',
    'prescreen.previous': 'the prescreener presses Previous (or ← / P)',
    'prescreen.select': 'the prescreener types a card number',
    'prescreen.change': 'the prescreener changes the grade, recommendation, notes or drawing',
    'prescreen.reset': 'the prescreener presses Reset',
    'prescreen.clear': 'the prescreener presses Clear',
    'prescreen.save': 'the prescreener presses Save (or S / Ctrl+Enter)',
    'prescreen.undoSave': "the prescreener presses Undo on a shortcut save's 'Saved' toast",
    'prescreen.annotate': 'the prescreener toggles Annotate (or A)',
    'xstate.done.actor.saveCard': 'the card is saved',
    'xstate.error.actor.saveCard': 'saving the card fails',
  },
});
