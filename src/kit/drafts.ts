import * as v from 'valibot';
import type { FormDraft } from '../../machines/recordForm';
import type { ActorRefFrom } from 'xstate';
import type { dataModeMachine } from '../../machines/dataMode';
import type { sessionMachine } from '../../machines/session';

/**
 * Where a form keeps its unsaved draft between visits (decision 0240): the browser's local storage,
 * one entry per form kind, record and user, so a reload, a closed tab or an expired session never
 * empties a form, and another person signing in on the same browser never sees it.
 */
export interface DraftStore {
  /** The draft kept under `key`, or null (none, unreadable, or older than the store keeps). */
  read(key: string): FormDraft | null;
  /** Keeps `draft` under `key`; null forgets it (saved, discarded, or back to the starting values). */
  write(key: string, draft: FormDraft | null): void;
}

/** The storage a draft store writes to: the app's local storage (reads and writes never throw). */
export interface DraftStorage {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
}

export interface DraftKeyParts {
  /** The data mode: a demo record 12 is not the server's record 12. */
  mode: string;
  /** The form's kind: 'customer', 'submission', 'cardGrade', 'settings'. */
  kind: string;
  /** null for a new record. */
  recordId: string | null;
  /** The signed-in user's id (null: nobody yet). */
  userId: string | null;
}

export const DRAFT_KEY_PREFIX = 'cgbo.draft';

export const draftKey = ({ mode, kind, recordId, userId }: DraftKeyParts): string =>
  [DRAFT_KEY_PREFIX, mode, kind, recordId ?? 'new', userId ?? 'anonymous'].map(encodeURIComponent).join(':');

/** The key of `kind`'s draft of `recordId` for the signed-in user in the current data mode. */
export function draftKeyOf(
  // The two actors by their own types: naming AppServices here would make services.tsx and this file import each other.
  services: { dataMode: ActorRefFrom<typeof dataModeMachine>; session: ActorRefFrom<typeof sessionMachine> },
  kind: string,
  recordId: string | null,
): string {
  return draftKey({
    mode: services.dataMode.getSnapshot().context.mode,
    kind,
    recordId,
    userId: services.session.getSnapshot().context.user?.id ?? null,
  });
}

/** A draft nobody came back to for this long is stale: it is forgotten when read. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const StoredDraft = v.object({
  savedAt: v.number(),
  draft: v.record(v.string(), v.unknown()),
});

export function createDraftStore(storage: DraftStorage, now: () => number = Date.now): DraftStore {
  return {
    read(key) {
      const text = storage.read(key);
      if (text === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      const result = v.safeParse(StoredDraft, parsed);
      if (!result.success || now() - result.output.savedAt > DRAFT_MAX_AGE_MS) {
        storage.write(key, null);
        return null;
      }
      return result.output.draft;
    },
    write(key, draft) {
      storage.write(key, draft === null ? null : JSON.stringify({ savedAt: now(), draft }));
    },
  };
}

/** A store that keeps nothing (tests and the gallery, where no draft should outlive the render). */
export const noDraftStore: DraftStore = { read: () => null, write: () => {} };
