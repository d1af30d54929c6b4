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

export function createCardDraftStore(
  store: UseStore = createStore('cgbo-card-drafts', 'drafts'),
): CardDraftStore {
  return {
    async load(submissionId) {
      const parsed = v.safeParse(draftSchema, await get(keyOf(submissionId), store));
      // Something unreadable (an older shape, a damaged entry) is not worth blocking the panel for.
      if (!parsed.success) return null;
      return { cards: parsed.output.cards.map((card) => ({ ...card, composite: null })) };
    },
    async save(submissionId, cards) {
      if (cards.length === 0) return del(keyOf(submissionId), store);
      const draft = {
        version: 1,
        cards: cards.map(({ id, front, back }) => ({ id, front, back })),
      };
      return set(keyOf(submissionId), draft, store);
    },
  };
}
