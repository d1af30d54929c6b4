import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';
import type { CardDraft, LocalCard } from '../../../machines/cardUpload';

/**
 * The local list of each submission, kept in IndexedDB (files, pairing and rotation) so a reload, a
 * crash, going offline or signing out and in again brings the prepared cards back. Composites are not
 * kept: they are rebuilt on the next upload. A list is removed once the server has confirmed it.
 */
const imageSchema = v.object({
  name: v.string(),
  type: v.string(),
  blob: v.instance(Blob),
  width: v.number(),
  height: v.number(),
  rotation: v.number(),
  thumbnail: v.optional(v.nullable(v.instance(Blob)), null),
});
const draftSchema = v.object({
  version: v.literal(1),
  cards: v.array(
    v.object({
      id: v.string(),
      front: v.nullable(imageSchema),
      back: v.nullable(imageSchema),
    }),
  ),
});

const keyOf = (submissionId: string) => `submission:${submissionId}`;

export interface CardDraftStore {
  load(submissionId: string): Promise<CardDraft | null>;
  save(submissionId: string, cards: readonly LocalCard[]): Promise<void>;
}

/**
 * The database opens on first use, inside the call, so a browser without IndexedDB (or a test
 * environment) gets a rejected call the machine handles, never an error while rendering.
 */
export function createCardDraftStore(
  open: () => UseStore = () => createStore('cgbo-card-drafts', 'drafts'),
): CardDraftStore {
  let store: UseStore | null = null;
  const database = () => (store ??= open());
  return {
    async load(submissionId) {
      const parsed = v.safeParse(draftSchema, await get(keyOf(submissionId), database()));
      // Something unreadable (an older shape, a damaged entry) is not worth blocking the panel for.
      if (!parsed.success) return null;
      return { cards: parsed.output.cards.map((card) => ({ ...card, composite: null })) };
    },
    async save(submissionId, cards) {
      if (cards.length === 0) return del(keyOf(submissionId), database());
      const draft = {
        version: 1,
        cards: cards.map(({ id, front, back }) => ({ id, front, back })),
      };
      return set(keyOf(submissionId), draft, database());
    },
  };
}

let shared: CardDraftStore | null = null;

/** The app's one draft store, opened on first use (opening IndexedDB per render would leak connections). */
export const sharedCardDraftStore = (): CardDraftStore => (shared ??= createCardDraftStore());
