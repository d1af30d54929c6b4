import type { SnapshotFrom } from 'xstate';
import type { CardSide } from '../../src/domain/cardPairing';
import { overallProgress } from '../../src/domain/uploadProgress';
import type { cardUploadMachine } from './cardUpload.machine';
import { isComplete } from './cardUpload.rules';
import type { CardUploadEvent, LocalImage } from './cardUpload.types';

type Snapshot = SnapshotFrom<typeof cardUploadMachine>;

export type LocalCardPhase = 'ready' | 'incomplete' | 'composing' | 'composed' | 'uploading';

export interface LocalCardView {
  id: string;
  front: LocalImage | null;
  back: LocalImage | null;
  complete: boolean;
  phase: LocalCardPhase;
  /** Upload progress 0..1 while the card is in the batch being sent. */
  progress: number;
}

/**
 * What the Cards panel binds: flags, texts and handlers derived from one snapshot, so the view never
 * calls matches() and this can be tested without React.
 */
export function connectCardUpload(snapshot: Snapshot, send: (event: CardUploadEvent) => void) {
  const { context } = snapshot;
  const composing = snapshot.matches({ local: 'composing' });
  const uploading = snapshot.matches({ local: 'uploading' });
  const editing = snapshot.matches({ local: 'editing' });
  const reading = snapshot.matches({ local: 'reading' });
  const cards: LocalCardView[] = context.cards.map((card) => {
    const inBatch = context.batch.includes(card.id);
    let phase: LocalCardPhase = isComplete(card) ? 'ready' : 'incomplete';
    if (inBatch && composing) phase = card.composite ? 'composed' : 'composing';
    if (inBatch && uploading) phase = 'uploading';
    return {
      id: card.id,
      front: card.front,
      back: card.back,
      complete: isComplete(card),
      phase,
      progress: context.progress[card.id] ?? 0,
    };
  });
  const batch = cards.filter((card) => context.batch.includes(card.id));
  const composedShare = batch.length
    ? batch.filter((card) => card.phase === 'composed').length / batch.length
    : 0;
  return {
    server: {
      loading: snapshot.matches({ server: 'loading' }),
      error: context.serverError,
      cards: context.serverCards,
    },
    restoring: snapshot.matches({ local: 'restoring' }),
    reading,
    composing,
    uploading,
    /** Edits and new files are taken only while nothing is being read, composed or sent. */
    canEdit: editing,
    canSubmit: editing && context.cards.length > 0,
    /**
     * Every change to the list on screen is stored on this device (decision 0455): shown beside Upload
     * cards while the list is edited, hidden while a newer change is still being written or a batch is sent.
     */
    kept: (editing || reading) && context.cards.length > 0 && context.keptVersion >= context.draftVersion,
    notice: context.notice,
    uploadError: context.uploadError,
    cards,
    /** Overall progress of the batch, 0..1: composing counts as the first half, sending as the second. */
    overall: composing
      ? composedShare / 2
      : uploading
        ? 0.5 + overallProgress(batch.map((card) => card.progress)) / 2
        : 0,
    add: (files: readonly File[]) => send({ type: 'cards.add', files }),
    rotate: (cardId: string, side: CardSide) => send({ type: 'card.rotate', cardId, side }),
    swap: (cardId: string) => send({ type: 'card.swap', cardId }),
    replace: (cardId: string, side: CardSide, file: File) =>
      send({ type: 'card.replace', cardId, side, file }),
    remove: (cardId: string) => send({ type: 'card.remove', cardId }),
    submit: () => send({ type: 'cards.submit' }),
    cancel: () => send({ type: 'cards.cancel' }),
    reload: () => send({ type: 'cards.reload' }),
    dismissNotice: () => send({ type: 'notice.dismiss' }),
  };
}

export type CardUploadView = ReturnType<typeof connectCardUpload>;
