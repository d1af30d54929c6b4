import { del, get, set } from 'idb-keyval';
import * as v from 'valibot';
import type { PrescreenDrafts } from '../../../machines/prescreenDraft';
import { cleanMarkup } from '../../domain/prescreenNotes';

const DraftSchema = v.object({
  recommendationId: v.nullable(v.number()),
  estimatedGrade: v.nullable(v.number()),
  notes: v.string(),
  markup: v.array(v.unknown()),
});
const DraftsSchema = v.record(v.string(), DraftSchema);

/**
 * The unsaved drafts of a submission's cards, kept in IndexedDB so a reload (or a crash) loses no
 * half-written note. What was stored by another build is checked on the way in; unreadable is none.
 * `key` names the submission, the user and the data mode (the kit's `draftKeyOf`), so another person
 * on the same browser never sees them.
 */
export async function readDrafts(key: string): Promise<PrescreenDrafts> {
  try {
    const parsed = v.safeParse(DraftsSchema, await get(key));
    if (!parsed.success) return {};
    return Object.fromEntries(
      Object.entries(parsed.output).map(([id, draft]) => [
        id,
        { ...draft, markup: cleanMarkup(draft.markup) },
      ]),
    );
  } catch {
    return {};
  }
}

export function writeDrafts(key: string, drafts: PrescreenDrafts): void {
  // Storage can be unavailable (private windows, IndexedDB turned off, where idb-keyval throws before it
  // returns a promise); the drafts still live for this visit.
  const write = async () => (Object.keys(drafts).length > 0 ? set(key, drafts) : del(key));
  write().catch(() => undefined);
}
