import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  cardUploadMachine,
  connectCardUpload,
  SAMPLE_DROP,
  SAMPLE_READ,
  type CardDraft,
  type ComposeInput,
  type ComposeOutput,
  type ReadImage,
  type UploadInput,
  type UploadResult,
} from '../../machines/cardUpload';
import type { CardList } from '../../src/domain/card';

/** The real machine with actors the test resolves by hand. */
function start() {
  const pending: { compose?: ComposeInput; upload?: UploadInput; finishCompose?: () => void } = {};
  const machine = cardUploadMachine.provide({
    actors: {
      loadCards: fromPromise<CardList, { submissionId: string }>(async () => ({ cards: [], total: 0 })),
      loadDraft: fromPromise<CardDraft | null, { submissionId: string }>(async () => null),
      readImages: fromPromise<ReadImage[], { files: File[] }>(async () => SAMPLE_READ),
      composeCards: fromPromise<ComposeOutput, ComposeInput>(
        ({ input }) =>
          new Promise((resolve) => {
            pending.compose = input;
            pending.finishCompose = () => resolve({ composites: [] });
          }),
      ),
      uploadCards: fromPromise<UploadResult, UploadInput>(({ input }) => {
        pending.upload = input;
        return new Promise(() => {});
      }),
    },
  });
  const actor = createActor(machine, { input: { submissionId: '1' } }).start();
  const send = vi.fn(actor.send);
  return { actor, send, pending, view: () => connectCardUpload(actor.getSnapshot(), send) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Cards panel view-model', () => {
  it('says the list is kept on this device only once its latest change is stored', async () => {
    const { view, actor } = start();
    await settle();
    // an empty list has nothing to keep
    expect(view().kept).toBe(false);
    view().add(SAMPLE_DROP);
    await settle();
    // the photos are listed (change 1) but not stored yet
    expect(view().cards).toHaveLength(2);
    expect(view().kept).toBe(false);
    view().rotate('1', 'front');
    // the first save finishing after the rotation does not vouch for the rotated list
    actor.send({ type: 'draft.kept', version: 1 });
    expect(view().kept).toBe(false);
    actor.send({ type: 'draft.kept', version: 2 });
    expect(view().kept).toBe(true);
    // a further change hides it again until that one is stored
    view().swap('1');
    expect(view().kept).toBe(false);
  });

  it('shows each card’s phase and the batch’s overall progress: composing is the first half, sending the second', async () => {
    const { view, pending } = start();
    await settle();
    view().add(SAMPLE_DROP);
    await settle();
    expect(view().cards.map((card) => [card.phase, card.complete])).toEqual([
      ['ready', true],
      ['incomplete', false],
    ]);
    expect(view().canSubmit).toBe(true);

    view().submit();
    expect(view()).toMatchObject({ composing: true, canEdit: false, overall: 0 });
    expect(view().cards[0]?.phase).toBe('composing');
    pending.compose?.onComposed('1', new Blob(['avif'], { type: 'image/avif' }));
    expect(view().cards[0]?.phase).toBe('composed');
    expect(view().overall).toBe(0.5);
    // the incomplete card is not part of the batch
    expect(view().cards[1]?.phase).toBe('incomplete');

    pending.finishCompose?.();
    await settle();
    expect(view()).toMatchObject({ uploading: true, overall: 0.5 });
    pending.upload?.onProgress({ '1': 0.5 });
    expect(view().cards[0]).toMatchObject({ phase: 'uploading', progress: 0.5 });
    expect(view().overall).toBe(0.75);

    view().cancel();
    expect(view()).toMatchObject({ uploading: false, canEdit: true, overall: 0 });
    expect(view().cards).toHaveLength(2);
  });
});
