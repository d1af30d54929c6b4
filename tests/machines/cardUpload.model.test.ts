import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { CARD_TEXTS, cardUploadMachine, cardUploadSamples, SAMPLE_READ } from '../../machines/cardUpload';
import type { ComposeInput, LocalCard, UploadInput } from '../../machines/cardUpload';
import { actionTypes, describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof cardUploadMachine>;

const sides = (card: LocalCard) => [card.front?.name ?? null, card.back?.name ?? null];

describeModel({
  name: 'cardUpload',
  machine: cardUploadMachine,
  samples: cardUploadSamples,
  onStep: (report, { stubs, scratch }) => {
    const snapshot = report.actual as Snapshot;
    const previous = scratch.get('previous') as Snapshot | undefined;
    scratch.set('previous', snapshot);
    const { event } = report;
    const { context } = snapshot;
    const saves = report.actions.filter((action) => action.type === 'saveDraft');

    expect(stubs.isRunning('loadCards')).toBe(snapshot.matches({ server: 'loading' }));
    // each save carries the version of the list it stores, so its report can vouch for that list only
    for (const save of saves) expect(save.params).toMatchObject({ version: context.draftVersion });
    if (saves.length > 0) expect(context.draftVersion).toBe((previous?.context.draftVersion ?? 0) + 1);
    if (event.type === 'draft.kept') {
      const { version } = event as unknown as { version: number };
      expect(context.keptVersion === context.draftVersion).toBe(version === context.draftVersion);
    }
    if (event.type === 'xstate.error.actor.loadCards')
      expect(context.serverError).toBe(CARD_TEXTS.loadFailed);

    if (event.type === 'xstate.done.actor.readImages' && previous?.context.pending?.kind === 'add') {
      // natural order pairs card2's sides (front by name) and leaves the landscape scan on its own, turned
      const added = context.cards.slice(previous.context.cards.length);
      expect(added.map(sides)).toEqual([
        ['card2_front.png', 'card2_back.png'],
        ['scan3.png', null],
      ]);
      expect(added.map((card) => [card.front?.rotation, card.back?.rotation ?? null])).toEqual([
        [0, 0],
        [90, null],
      ]);
      expect(saves).toHaveLength(1);
    }
    if (event.type === 'cards.add') {
      const files = (event as unknown as { files: File[] }).files;
      const refusedOnly = files.every((file) => !file.type.startsWith('image/'));
      expect(snapshot.matches({ local: 'reading' })).toBe(!refusedOnly);
      // the refused file is named by the message, and never read
      if (files.some((file) => !file.type.startsWith('image/')))
        expect(context.notice).toBe(CARD_TEXTS.imagesOnly);
      const read = stubs.calls.filter((call) => call.src === 'readImages').at(-1);
      if (!refusedOnly)
        expect((read?.input as { files: File[] }).files.map((file) => file.name)).toHaveLength(3);
    }
    if (event.type === 'xstate.error.actor.readImages')
      expect(context.notice).toBe(CARD_TEXTS.unreadableImage);

    // every edit clears that card's composite, saves the draft and keeps the other cards as they were
    if (
      ['card.rotate', 'card.swap', 'card.remove'].includes(event.type) &&
      previous?.matches({ local: 'editing' })
    ) {
      const id = (event as unknown as { cardId: string }).cardId;
      const card = context.cards.find((c) => c.id === id);
      const before = previous.context.cards.find((c) => c.id === id);
      // a card still listed after the edit has no composite any more
      expect(card?.composite ?? null).toBeNull();
      if (event.type === 'card.rotate' && before?.front && card?.front) {
        expect(card.front.rotation).toBe((before.front.rotation + 90) % 360);
      }
      if (event.type === 'card.swap') expect(card && sides(card)).toEqual(before && sides(before).reverse());
      if (event.type === 'card.remove') expect(card).toBeUndefined();
      expect(saves).toHaveLength(1);
      expect(context.cards.filter((c) => c.id !== id)).toEqual(
        previous.context.cards.filter((c) => c.id !== id),
      );
    }

    if (event.type === 'cards.submit') {
      const complete = previous?.context.cards.some((card) => card.front && card.back) ?? false;
      expect(snapshot.matches({ local: 'composing' })).toBe(complete);
      expect(context.notice).toBe(complete ? null : CARD_TEXTS.needBothSides);
      if (complete) {
        const input = stubs.calls.filter((call) => call.src === 'composeCards').at(-1)?.input as ComposeInput;
        // only complete cards are composed
        expect(input.cards.every((card) => card.front && card.back)).toBe(true);
      }
    }
    if (event.type === 'xstate.done.actor.composeCards') {
      const input = stubs.calls.filter((call) => call.src === 'uploadCards').at(-1)?.input as UploadInput;
      expect(input.cards.every((card) => card.composite !== null)).toBe(true);
    }
    if (event.type === 'xstate.error.actor.composeCards') {
      expect(context.uploadError).toBe('Failed to load image.');
      expect(context.cards).toEqual(previous?.context.cards);
    }

    if (event.type === 'xstate.done.actor.uploadCards') {
      // the uploaded cards leave the list and the draft; the rest stay; the server list reloads
      const batch = previous?.context.batch ?? [];
      expect(context.cards.map((c) => c.id)).toEqual(
        previous?.context.cards.filter((c) => !batch.includes(c.id)).map((c) => c.id),
      );
      expect(saves).toHaveLength(1);
      expect(snapshot.matches({ server: 'loading' })).toBe(true);
    }
    if (event.type === 'xstate.error.actor.uploadCards') {
      // nothing is lost and the uploads re-enable, showing the server's message or the fallback
      expect(context.cards).toEqual(previous?.context.cards);
      expect(snapshot.matches({ local: 'editing' })).toBe(true);
      expect(context.uploadError).toBe(
        event.error instanceof TypeError ? CARD_TEXTS.uploadFallback : 'Storage is full',
      );
      expect(actionTypes(report)).not.toContain('saveDraft');
    }
    if (event.type === 'upload.progress') expect(context.progress['1']).toBe(0.5);
    if (event.type === 'cards.cancel') {
      expect(snapshot.matches({ local: 'editing' })).toBe(true);
      expect(context.cards.map((c) => c.id)).toEqual(previous?.context.cards.map((c) => c.id));
      expect(Object.keys(snapshot.children)).not.toContain('uploadCards');
      expect(Object.keys(snapshot.children)).not.toContain('composeCards');
    }
    if (event.type === 'xstate.done.actor.loadDraft' && event.output) {
      expect(context.cards.map((c) => c.id)).toEqual(['7']);
      expect(context.nextId).toBe(8);
    }
    void SAMPLE_READ;
  },
});
