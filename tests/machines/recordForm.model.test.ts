import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  connectRecordForm,
  recordFormMachine,
  recordFormSamples,
  type FormDraft,
  type LoadedDraft,
} from '../../machines/recordForm';
import { OFFLINE_SAVE_MESSAGE } from '../../machines/recordForm/recordForm.rules';
import {
  SAMPLE_CONFLICT,
  SAMPLE_LOADED,
  SAMPLE_SAVE_ERROR,
  sampleRules,
} from '../../machines/recordForm/recordForm.samples';
import { describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof recordFormMachine>;

const changed = (a: FormDraft, b: FormDraft) => JSON.stringify(a) !== JSON.stringify(b);
/** The fields `to` changed over `from`. */
const edits = (from: FormDraft, to: FormDraft) =>
  Object.keys({ ...from, ...to }).filter((field) => changed({ v: from[field] }, { v: to[field] }));

describeModel({
  name: 'recordForm',
  machine: recordFormMachine,
  samples: recordFormSamples,
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    // the connectivity listener runs for the form's whole life; the rest are its requests
    const started = stubs.calls
      .slice(callsBefore)
      .map((call) => call.src)
      .filter((src) => src !== 'connectivity');
    const effects = report.actions.filter((action) => ['focusField', 'saved', 'left'].includes(action.type));
    /** What the form asked the browser to keep: a draft, null (forget it), or nothing (no call). */
    const kept = report.actions
      .filter((action) => action.type === 'storeDraft')
      .map((action) => (action.params as { draft: FormDraft | null }).draft);
    const { event } = report;
    if (!before) {
      // a new record starts blank; an existing one is loaded first
      expect(started).toEqual(snapshot.context.recordId === null ? [] : ['loadDraft']);
      return;
    }
    // while the offer is open the form waits: no typing reaches the draft
    if (before.value === 'offeringDraft' && !['draft.restore', 'draft.discard'].includes(event.type))
      expect(snapshot.context.draft).toEqual(before.context.draft);
    const wasEditing = before.value === 'editing';
    const draftBefore = before.context.draft;
    // only a submit of a draft the rules accept saves (or saving over theirs, once asked)
    if (event.type !== 'form.submit' && event.type !== 'form.saveMine')
      expect(started).not.toContain('saveDraft');
    // the create's key stays with the draft until a save is acknowledged
    if (event.type !== 'xstate.done.actor.saveDraft')
      expect(snapshot.context.idempotencyKey).toBe(before.context.idempotencyKey);
    switch (event.type) {
      case 'form.submit': {
        if (!wasEditing) {
          expect(started).toEqual([]);
          break;
        }
        const errors = sampleRules(draftBefore);
        const first = Object.keys(errors)[0];
        if (first) {
          // refused: nothing is sent, the messages show and the first field in error takes focus
          expect(started).toEqual([]);
          expect(snapshot.context.errors).toEqual(errors);
          expect(effects).toEqual([
            expect.objectContaining({ type: 'focusField', params: { field: first } }),
          ]);
        } else if (!before.context.online) {
          // offline: refused at once with the offline message, nothing sent, every value kept
          expect(started).toEqual([]);
          expect(snapshot.value).toBe('editing');
          expect(snapshot.context.saveError?.message).toBe(OFFLINE_SAVE_MESSAGE);
          expect(snapshot.context.draft).toEqual(draftBefore);
        } else {
          expect(started).toEqual(['saveDraft']);
          // with the intent's key and the version the draft started from
          expect(stubs.calls.at(-1)?.input).toEqual({
            recordId: before.context.recordId,
            draft: draftBefore,
            idempotencyKey: before.context.idempotencyKey,
            version: before.context.version,
          });
        }
        break;
      }
      case 'form.change':
      case 'form.set': {
        const values = event.type === 'form.change' ? { [event.field]: event.value } : event.values;
        // typing is possible while editing only (not while a save runs)
        expect(snapshot.context.draft).toEqual(wasEditing ? { ...draftBefore, ...values } : draftBefore);
        // once shown, the messages follow each change
        if (wasEditing && before.context.showErrors)
          expect(snapshot.context.errors).toEqual(sampleRules(snapshot.context.draft));
        // every change is kept in the browser; back to the starting values, nothing is kept
        if (wasEditing)
          expect(kept).toEqual([
            changed(snapshot.context.initial, snapshot.context.draft) ? snapshot.context.draft : null,
          ]);
        else expect(kept).toEqual([]);
        break;
      }
      case 'draft.restore':
        if (before.value === 'offeringDraft') {
          // the kept values are back in the form, and stay kept until saved or discarded
          const restored = { ...draftBefore, ...before.context.storedDraft };
          expect(snapshot.value).toBe('editing');
          expect(snapshot.context.draft).toEqual(restored);
          expect(changed(snapshot.context.initial, snapshot.context.draft)).toBe(true);
          expect(kept).toEqual([restored]);
        } else expect(kept).toEqual([]);
        break;
      case 'draft.discard':
        if (before.value === 'offeringDraft') {
          // the form shows the record (or the blank form) and the kept draft is forgotten
          expect(snapshot.value).toBe('editing');
          expect(snapshot.context.draft).toEqual(before.context.initial);
          expect(kept).toEqual([null]);
        } else expect(kept).toEqual([]);
        break;
      case 'network.offline':
        expect(snapshot.context.online).toBe(false);
        expect(snapshot.context.draft).toEqual(draftBefore);
        break;
      case 'network.online':
        expect(snapshot.context.online).toBe(true);
        // the offline refusal no longer holds: Save works again; a server's refusal stays shown
        if (before.context.saveError?.message === OFFLINE_SAVE_MESSAGE)
          expect(snapshot.context.saveError).toBeNull();
        else expect(snapshot.context.saveError).toEqual(before.context.saveError);
        break;
      case 'form.leave':
        // leaving before answering the offer keeps the draft for the next visit
        if (before.value === 'offeringDraft') {
          expect(snapshot.value).toBe('left');
          expect(kept).toEqual([]);
        }
        if (wasEditing) {
          {
            const unsaved = changed(before.context.initial, draftBefore);
            expect(snapshot.value).toBe(unsaved ? 'confirmingLeave' : 'left');
            expect(effects).toEqual(
              unsaved ? [] : [expect.objectContaining({ type: 'left', params: { to: event.to ?? null } })],
            );
          }
        }
        break;
      case 'form.confirmLeave':
        expect(effects.map((effect) => effect.type)).toEqual(
          before.value === 'confirmingLeave' ? ['left'] : [],
        );
        // the user agreed to lose the changes: the kept draft goes too
        expect(kept).toEqual(before.value === 'confirmingLeave' ? [null] : []);
        break;
      case 'form.stay':
        expect(snapshot.context.draft).toEqual(draftBefore);
        break;
      case 'xstate.done.actor.loadDraft': {
        // the record shows; a kept draft that differs from it is offered first
        expect(snapshot.context.draft).toEqual(SAMPLE_LOADED);
        const stored = before.context.storedDraft;
        const offer = stored !== null && changed(SAMPLE_LOADED, { ...SAMPLE_LOADED, ...stored });
        expect(snapshot.value).toBe(offer ? 'offeringDraft' : 'editing');
        expect(snapshot.context.version).toBe(3);
        expect(kept).toEqual(offer ? [] : [null]);
        break;
      }
      case 'xstate.error.actor.loadDraft':
        expect(snapshot.value).toBe(
          (event.error as Error).message === 'Customer not found' ? 'notFound' : 'failed',
        );
        break;
      case 'xstate.done.actor.saveDraft':
        // an acknowledged save ends the intent: a form that stays open makes its next create with a new key
        if (snapshot.value === 'editing')
          expect(snapshot.context.idempotencyKey).not.toBe(before.context.idempotencyKey);
        expect(effects).toEqual([
          expect.objectContaining({ type: 'saved', params: { id: (event.output as { id: string }).id } }),
        ]);
        // a form that stays open is clean again: leaving now does not ask
        // (a form that finishes keeps its starting point: it is gone anyway)
        expect(snapshot.context.initial).toEqual(
          snapshot.value === 'editing' ? draftBefore : before.context.initial,
        );
        // saved: nothing is left to restore
        expect(kept).toEqual([null]);
        break;
      case 'xstate.error.actor.saveDraft': {
        // a failed save keeps every value and shows the server's messages
        const conflict = event.error === SAMPLE_CONFLICT;
        expect(snapshot.context.draft).toEqual(draftBefore);
        expect(snapshot.context.saveError?.messages).toEqual(
          (conflict ? SAMPLE_CONFLICT : SAMPLE_SAVE_ERROR).messages,
        );
        // refused for a newer version: the record as it is now is read before asking
        expect(snapshot.value).toBe(conflict ? 'readingTheirs' : 'editing');
        expect(started).toEqual(conflict ? ['loadDraft'] : []);
        break;
      }
      case 'xstate.done.actor.loadTheirs': {
        // the question opens; nothing typed changes yet
        const theirs = event.output as LoadedDraft;
        expect(snapshot.value).toBe('changedElsewhere');
        expect(snapshot.context.draft).toEqual(draftBefore);
        expect(snapshot.context.theirs).toEqual(theirs);
        // it names the fields the other person changed, and those both changed differently
        const { conflict } = connectRecordForm(snapshot, () => undefined);
        const theirEdits = edits(before.context.initial, theirs.draft);
        const mine = edits(before.context.initial, draftBefore);
        expect(conflict.theirChanges).toEqual(theirEdits);
        expect(conflict.bothChanged).toEqual(
          theirEdits.filter((field) => mine.includes(field) && theirs.draft[field] !== draftBefore[field]),
        );
        break;
      }
      case 'xstate.error.actor.loadTheirs':
        // back to the draft with the refusal's message: Save may try again
        expect(snapshot.value).toBe('editing');
        expect(snapshot.context.draft).toEqual(draftBefore);
        expect(snapshot.context.saveError?.code).toBe('VERSION_CONFLICT');
        break;
      case 'form.loadTheirs':
        if (before.value !== 'changedElsewhere') break;
        // their version becomes the clean starting point; mine is set aside, not lost
        expect(snapshot.value).toBe('editing');
        expect(snapshot.context.draft).toEqual(before.context.theirs?.draft);
        expect(snapshot.context.initial).toEqual(before.context.theirs?.draft);
        expect(snapshot.context.version).toBe(before.context.theirs?.version);
        expect(snapshot.context.setAside).toEqual({ draft: draftBefore, base: before.context.initial });
        break;
      case 'form.saveMine': {
        if (before.value !== 'changedElsewhere') break;
        const theirs = before.context.theirs as LoadedDraft;
        const mine = edits(before.context.initial, draftBefore);
        const sent = (stubs.calls.at(-1)?.input as { draft: FormDraft; version: number }) ?? null;
        expect(started).toEqual(['saveDraft']);
        // saved over their version: every field typed here is mine …
        expect(sent.version).toBe(theirs.version);
        for (const field of mine) expect(sent.draft[field]).toEqual(draftBefore[field]);
        // … and every field only they changed keeps their value (the issue: their phone, my city)
        for (const field of Object.keys(theirs.draft).filter((f) => !mine.includes(f)))
          expect(sent.draft[field]).toEqual(theirs.draft[field]);
        // their version is the new starting point, should this save fail too
        expect(snapshot.context.initial).toEqual(theirs.draft);
        break;
      }
      case 'form.restoreMine': {
        const setAside = wasEditing ? before.context.setAside : null;
        if (!setAside) {
          expect(snapshot.context.draft).toEqual(draftBefore);
          break;
        }
        // the fields typed before loading theirs come back; the rest stay as they are now
        const mine = edits(setAside.base, setAside.draft);
        for (const field of Object.keys(snapshot.context.draft))
          expect(snapshot.context.draft[field]).toEqual(
            mine.includes(field) ? setAside.draft[field] : draftBefore[field],
          );
        expect(snapshot.context.setAside).toBeNull();
        break;
      }
    }
    if (event.type !== 'xstate.done.actor.saveDraft')
      expect(effects.map((effect) => effect.type)).not.toContain('saved');
  },
});
