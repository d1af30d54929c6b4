import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { EMPTY_PRESCREEN_VALUES } from '../../src/domain/prescreenNotes';
import { prescreenDraftMachine, prescreenDraftSamples } from '../../machines/prescreenDraft';
import { actionTypes, describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof prescreenDraftMachine>;

describeModel({
  name: 'prescreenDraft',
  machine: prescreenDraftMachine,
  samples: prescreenDraftSamples,
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    const started = stubs.calls.slice(callsBefore).filter((call) => call.src === 'saveCard');
    const { event } = report;
    const context = snapshot.context;
    const previous = before?.context;
    // every card on screen wraps into the list
    if (context.cards.length > 0) {
      expect(context.index).toBeGreaterThanOrEqual(0);
      expect(context.index).toBeLessThan(context.cards.length);
    }
    // a draft is only kept while it differs from what is saved, and only for a card on screen
    for (const id of Object.keys(context.drafts)) {
      expect(context.cards.map((card) => card.id)).toContain(id);
      expect(context.drafts[id]).not.toEqual(context.saved[id]);
    }
    const cardId = previous?.cards[previous.index]?.id ?? '';
    switch (event.type) {
      case 'xstate.done.actor.loadReview':
        // stored drafts of listed cards come back after a reload; others are dropped
        expect(Object.keys(context.drafts).every((id) => context.saved[id] !== undefined)).toBe(true);
        break;
      case 'prescreen.save':
        if (report.verdict?.accepted) {
          // Save sends the card's draft as it is on screen
          expect(started).toEqual([
            expect.objectContaining({ input: { cardId, values: previous?.drafts[cardId] } }),
          ]);
          // a shortcut's save remembers what it replaces, so its toast can undo it; a button's does not
          expect(context.undo).toEqual(
            'byShortcut' in event && event.byShortcut
              ? { cardId, values: previous?.saved[cardId], id: (previous?.saves ?? 0) + 1 }
              : null,
          );
        } else {
          expect(started).toEqual([]);
        }
        break;
      case 'prescreen.undoSave':
        if (report.verdict?.accepted) {
          // Undo saves again the values the shortcut's save replaced, whichever card is on screen
          expect(started).toEqual([
            expect.objectContaining({
              input: { cardId: previous?.undo?.cardId, values: previous?.undo?.values },
            }),
          ]);
          expect(context.undo).toBeNull();
        } else {
          expect(started).toEqual([]);
        }
        break;
      case 'prescreen.clear':
        if (report.verdict?.accepted) {
          // Clear empties the draft and saves it at once
          expect(started).toEqual([
            expect.objectContaining({ input: { cardId, values: EMPTY_PRESCREEN_VALUES } }),
          ]);
          expect(actionTypes(report)).toContain('persistDrafts');
        }
        break;
      case 'xstate.done.actor.saveCard': {
        const sent = previous?.sending;
        expect(sent).not.toBeNull();
        // the values sent are now the saved ones; the draft is gone; 'Saved' is shown and announced
        expect(context.saved[sent?.cardId ?? '']).toEqual(
          event.output === null ? sent?.values : expect.objectContaining({ estimatedGrade: 10 }),
        );
        expect(context.drafts[sent?.cardId ?? '']).toBeUndefined();
        expect(actionTypes(report)).toEqual(expect.arrayContaining(['notifySaved', 'persistDrafts']));
        expect(context.saves).toBe((previous?.saves ?? 0) + 1);
        // only a shortcut's save offers Undo on its toast
        expect(report.actions.find((action) => action.type === 'notifySaved')?.params).toEqual({
          undoId: previous?.undo ? context.saves : null,
        });
        break;
      }
      case 'xstate.error.actor.loadReview':
        // the panel shows, and a 'Something went wrong' toast says the cards could not be loaded
        expect(snapshot.value).toBe('failed');
        expect(actionTypes(report)).toContain('notifyLoadFailed');
        break;
      case 'xstate.error.actor.saveCard':
        // a failed save keeps the draft and says so
        expect(context.drafts).toEqual(previous?.drafts);
        expect(context.failedCardId).toBe(previous?.sending?.cardId);
        expect(actionTypes(report)).toContain('notifySaveFailed');
        break;
      case 'prescreen.next':
      case 'prescreen.previous':
      case 'prescreen.select':
        // moving keeps every draft, and annotation switches off
        expect(context.drafts).toEqual(previous?.drafts);
        expect(context.annotating).toBe(false);
        break;
      case 'prescreen.reset':
        // Reset restores the saved values of the card on screen only
        expect(context.drafts[cardId]).toBeUndefined();
        break;
      case 'prescreen.change':
        expect(actionTypes(report)).toContain('persistDrafts');
        break;
    }
    if (event.type === 'prescreen.next' && previous) {
      expect(context.index).toBe((previous.index + 1) % previous.cards.length);
    }
    if (event.type === 'prescreen.previous' && previous) {
      expect(context.index).toBe((previous.index - 1 + previous.cards.length) % previous.cards.length);
    }
    if (event.type !== 'xstate.done.actor.saveCard') expect(actionTypes(report)).not.toContain('notifySaved');
  },
});
