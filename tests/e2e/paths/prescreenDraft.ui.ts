import { prescreenDraftMachine, prescreenDraftSamples } from '../../../machines/prescreenDraft';
import { currentCard, currentIsDirty } from '../../../machines/prescreenDraft/prescreenDraft.rules';
import type { PrescreenReview } from '../../../machines/prescreenDraft/prescreenDraft.types';
import { defineSamples, type SampleEvent } from '../../../machines/samples';
import { createDemoBackend } from '../../../src/backend/demo';
import { defineUiMap, type UiCheck } from '../../../scripts/lib/machine-graph/ui-map';

// The prescreen review of submission 1 (three cards, the first graded 8 before) and of submission 2
// (no cards), as an admin with demo data. What the screen loads is what the demo backend answers, so
// the model and the screen agree on the cards, their saved values and which have a photo. Failures
// are staged with the demo's fault switches (decision 0452); the empty review offers no Try again.

const demo = createDemoBackend({ persona: () => 'admin', latency: 'none' });
const reviewOf = async (submissionId: string): Promise<PrescreenReview> => ({
  cards: (await demo.prescreening.reviewCards(submissionId)).cards,
  recommendations: [],
  grades: [],
  customer: null,
  drafts: {},
});
const REVIEWS: Readonly<Record<string, PrescreenReview>> = {
  '1': await reviewOf('1'),
  '2': await reviewOf('2'),
};
const { stage, describe } = prescreenDraftSamples;

const WITH_CARDS = 'a prescreener opens submission 1, three cards to review';
const WITHOUT_CARDS = 'a prescreener opens submission 2, which has no cards';

/** The screen's samples: what a prescreener does on these two reviews, and what the demo answers. */
const screenSamples = defineSamples(prescreenDraftMachine, {
  scenarios: [
    { name: WITH_CARDS, input: { submissionId: '1' } },
    { name: WITHOUT_CARDS, input: { submissionId: '2' } },
  ],
  events: [
    {
      type: 'xstate.error.actor.loadReview',
      label: 'the server fails to send the cards',
      error: new Error(),
    },
    { type: 'prescreen.retry', label: 'Try again' },
    { type: 'prescreen.next', label: 'Next card' },
    { type: 'prescreen.previous', label: 'Previous card' },
    { type: 'prescreen.select', label: 'jump to card 2', index: 1 },
    { type: 'prescreen.change', label: 'pick grade 10', values: { estimatedGrade: 10 } },
    { type: 'prescreen.change', label: 'write a note', values: { notes: 'Whitening on the back edge' } },
    { type: 'prescreen.reset', label: 'Reset' },
    { type: 'prescreen.clear', label: 'Clear' },
    { type: 'prescreen.save', label: 'Save' },
    { type: 'prescreen.annotate', label: 'toggle Annotate' },
    { type: 'xstate.done.actor.saveCard', label: 'saved', output: null },
    { type: 'xstate.error.actor.saveCard', label: 'the save fails with 500', error: new Error() },
  ],
  // the demo answers this submission's cards; a save by its key (S) can be undone from its toast
  eventsFor: (snapshot) => [
    {
      type: 'xstate.done.actor.loadReview',
      label: `submission ${snapshot.context.submissionId}'s cards`,
      output: REVIEWS[snapshot.context.submissionId]!,
    },
    { type: 'prescreen.save', label: 'S (the shortcut)', byShortcut: true },
    { type: 'prescreen.undoSave', label: 'Undo on the Saved toast', id: snapshot.context.undo?.id ?? 1 },
  ],
  // Reset is enabled only while the card on screen has a draft; only the failed review has Try again;
  // only a shortcut save's toast has Undo
  filter: (snapshot, sample) =>
    (sample.type !== 'prescreen.reset' || currentIsDirty(snapshot.context)) &&
    (sample.type !== 'prescreen.retry' || snapshot.matches('failed')) &&
    (sample.type !== 'prescreen.undoSave' || snapshot.context.undo !== null),
  signature: prescreenDraftSamples.signature!,
  stage,
  describe,
});

const nav = { role: 'navigation', name: 'Cards' };
const cardButton = (index: number) => ({ role: 'button', name: `Card ${index + 1}`, within: nav });
const saveButton = { role: 'button', name: 'Save', exact: true };
const annotate = { role: 'button', name: 'Annotate' };
const formAlert = { role: 'alert', within: { role: 'region', name: 'Prescreening' } };

/**
 * A save by its key and its toast's Undo are the hand-off's, not the walks': the key waits out a typing
 * check and the 'Saved' toast lasts 2.8 s, both on the page's real clock. The model tests take them.
 */
const notOnTheRealClock = (_: unknown, sample: SampleEvent<typeof prescreenDraftMachine>) =>
  sample.type !== 'prescreen.undoSave' && !(sample.type === 'prescreen.save' && sample.byShortcut);

export const prescreenDraftUi = defineUiMap(prescreenDraftMachine, {
  machine: 'prescreenDraft',
  screen: 'the prescreen review',
  samples: screenSamples,
  // a tester opens these reviews, so the hand-off follows what the demo holds (decision 0459)
  handoff: 'screen',
  start: {
    [WITH_CARDS]: {
      signInAs: 'admin',
      goto: '/prescreen/1',
      does: 'an admin opens the review of submission 1',
      filter: notOnTheRealClock,
    },
    [WITHOUT_CARDS]: {
      signInAs: 'admin',
      goto: '/prescreen/2',
      does: 'an admin opens the review of submission 2',
      filter: notOnTheRealClock,
    },
  },
  events: {
    'xstate.done.actor.loadReview': 'app',
    'xstate.error.actor.loadReview': 'app',
    'xstate.done.actor.saveCard': 'app',
    'xstate.error.actor.saveCard': 'app',
    'prescreen.retry': () => ({
      does: 'presses Try again',
      actions: [{ click: { role: 'button', name: 'Try again' } }],
    }),
    'prescreen.next': () => ({
      does: 'presses Next',
      actions: [{ click: { role: 'button', name: 'Next', exact: true, within: nav } }],
    }),
    'prescreen.previous': () => ({
      does: 'presses Previous',
      actions: [{ click: { role: 'button', name: 'Previous', exact: true, within: nav } }],
    }),
    'prescreen.select': (sample) => ({
      does: `presses the card number ${sample.index + 1} above the card`,
      actions: [{ click: cardButton(sample.index) }],
    }),
    'prescreen.change': (sample) =>
      sample.values.notes !== undefined
        ? {
            does: `writes '${sample.values.notes}' in Notes`,
            actions: [{ fill: { role: 'textbox', name: 'Notes' }, value: sample.values.notes }],
          }
        : {
            does: 'picks 10 · Gem Mint as the Estimated grade',
            actions: [{ choose: 'Estimated grade', option: '10 · Gem Mint (1)' }],
          },
    'prescreen.reset': () => ({
      does: 'presses Reset',
      actions: [{ click: { role: 'button', name: 'Reset' } }],
    }),
    'prescreen.clear': () => ({
      does: 'presses Clear',
      actions: [{ click: { role: 'button', name: 'Clear', exact: true } }],
    }),
    'prescreen.save': (sample) =>
      sample.byShortcut
        ? {
            does: 'presses S outside the fields (Escape leaves a field first)',
            actions: [{ press: 'Escape' }, { press: 's' }],
          }
        : { does: 'presses Save', actions: [{ click: saveButton }] },
    'prescreen.undoSave': () => ({
      does: "presses Undo on the 'Saved' toast while it shows",
      actions: [{ click: { role: 'button', name: 'Undo save' } }],
    }),
    'prescreen.annotate': () => ({ does: 'presses Annotate', actions: [{ click: annotate }] }),
  },
  states: {
    loading: null,
    'reviewing.saving': null,
    failed: {
      sees: "'Unable to load cards.' with Try again",
      checks: [{ text: 'Unable to load cards.' }, { see: { role: 'button', name: 'Try again' } }],
    },
    empty: {
      sees: "'No cards to review.'",
      checks: [{ see: { role: 'heading', name: 'No cards to review.' } }],
    },
    'reviewing.editing': (snapshot) => {
      const { context } = snapshot;
      const dirty = currentIsDirty(context);
      const failed = dirty && currentCard(context)?.id === context.failedCardId;
      const checks: UiCheck[] = [
        { current: cardButton(context.index) },
        dirty ? { enabled: saveButton } : { disabled: saveButton },
        { pressed: annotate, is: context.annotating },
        // the form's own alert (the toast says the same for a while)
        failed ? { see: formAlert } : { hidden: formAlert },
      ];
      return {
        sees:
          `card ${context.index + 1} of ${context.cards.length} on screen, Save ${dirty ? 'enabled' : 'disabled'}` +
          `${context.annotating ? ', Annotate pressed' : ''}${failed ? ", 'Unable to save that card.'" : ''}`,
        checks,
      };
    },
  },
});
