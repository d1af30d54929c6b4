import type { SnapshotFrom } from 'xstate';
import type { Card } from '../../src/domain/card';
import type { AppError } from '../../src/domain/errors';
import type { PrescreenOption, PrescreenValues } from '../../src/domain/prescreenNotes';
import type { prescreenDraftMachine } from './prescreenDraft.machine';
import { currentCard, currentIsDirty, hasPreview, valuesOf, waitingForReview } from './prescreenDraft.rules';
import type { PrescreenDraftEvent } from './prescreenDraft.types';

type Snapshot = SnapshotFrom<typeof prescreenDraftMachine>;
type Send = (event: PrescreenDraftEvent) => void;

export interface PrescreenDraftView {
  status: 'loading' | 'failed' | 'empty' | 'reviewing';
  error: AppError | null;
  customer: { id: string | null; name: string } | null;
  cards: readonly Card[];
  /** Cards with no saved recommendation yet ('2 cards waiting for review'). */
  waiting: number;
  /** 0-based position of the card on screen. */
  index: number;
  card: Card | null;
  values: PrescreenValues | null;
  recommendations: readonly PrescreenOption[];
  grades: readonly PrescreenOption[];
  /** Ids of cards with an unsaved draft (the navigator marks them); an array so useView compares it. */
  unsaved: readonly string[];
  /** The card on screen has an unsaved draft. */
  dirty: boolean;
  /** The card on screen is being saved. */
  saving: boolean;
  /** Any save is running (one at a time). */
  busy: boolean;
  canSave: boolean;
  /** The last save of the card on screen failed; its draft is kept. */
  failed: boolean;
  annotating: boolean;
  canAnnotate: boolean;
  /** Completed saves so far (changes after each save, for the screen-reader announcement). */
  saves: number;
  retry: () => void;
  next: () => void;
  previous: () => void;
  select: (index: number) => void;
  change: (values: Partial<PrescreenValues>) => void;
  reset: () => void;
  clear: () => void;
  save: () => void;
  /** Save pressed by its key (S): the toast offers Undo. */
  saveByShortcut: () => void;
  /** The toast's Undo of the shortcut save `id` (`notifySaved`'s `undoId`). */
  undoSave: (id: number) => void;
  toggleAnnotate: () => void;
}

/** The review machine's snapshot as what the review screen binds. */
export function connectPrescreenDraft(snapshot: Snapshot, send: Send): PrescreenDraftView {
  const { context } = snapshot;
  const card = currentCard(context);
  const status = snapshot.matches('reviewing')
    ? 'reviewing'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('empty')
        ? 'empty'
        : 'loading';
  const busy = snapshot.matches({ reviewing: 'saving' });
  const saving = busy && card !== null && context.sending?.cardId === card.id;
  const dirty = currentIsDirty(context);
  return {
    status,
    error: context.error,
    customer: context.customer,
    cards: context.cards,
    waiting: waitingForReview(context),
    index: context.index,
    card,
    values: card ? valuesOf(context, card.id) : null,
    recommendations: context.recommendations,
    grades: context.grades,
    unsaved: Object.keys(context.drafts),
    dirty,
    saving,
    busy,
    canSave: dirty && !busy,
    failed: card !== null && context.failedCardId === card.id && dirty,
    annotating: context.annotating,
    canAnnotate: hasPreview(card),
    saves: context.saves,
    retry: () => send({ type: 'prescreen.retry' }),
    next: () => send({ type: 'prescreen.next' }),
    previous: () => send({ type: 'prescreen.previous' }),
    select: (index) => send({ type: 'prescreen.select', index }),
    change: (values) => send({ type: 'prescreen.change', values }),
    reset: () => send({ type: 'prescreen.reset' }),
    clear: () => send({ type: 'prescreen.clear' }),
    save: () => send({ type: 'prescreen.save' }),
    saveByShortcut: () => send({ type: 'prescreen.save', byShortcut: true }),
    undoSave: (id) => send({ type: 'prescreen.undoSave', id }),
    toggleAnnotate: () => send({ type: 'prescreen.annotate' }),
  };
}
