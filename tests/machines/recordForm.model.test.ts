import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { recordFormMachine, recordFormSamples, type FormDraft } from '../../machines/recordForm';
import { SAMPLE_LOADED, SAMPLE_SAVE_ERROR, sampleRules } from '../../machines/recordForm/recordForm.samples';
import { describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof recordFormMachine>;

const changed = (a: FormDraft, b: FormDraft) => JSON.stringify(a) !== JSON.stringify(b);

describeModel({
  name: 'recordForm',
  machine: recordFormMachine,
  samples: recordFormSamples,
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    const started = stubs.calls.slice(callsBefore).map((call) => call.src);
    const effects = report.actions.filter((action) => ['focusField', 'saved', 'left'].includes(action.type));
    const { event } = report;
    if (!before) {
      // a new record starts blank; an existing one is loaded first
      expect(started).toEqual(snapshot.context.recordId === null ? [] : ['loadDraft']);
      return;
    }
    const wasEditing = before.value === 'editing';
    const draftBefore = before.context.draft;
    // only a submit of a draft the rules accept saves
    if (event.type !== 'form.submit') expect(started).not.toContain('saveDraft');
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
        } else {
          expect(started).toEqual(['saveDraft']);
          expect(stubs.calls.at(-1)?.input).toEqual({
            recordId: before.context.recordId,
            draft: draftBefore,
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
        break;
      }
      case 'form.leave':
        if (wasEditing) {
          const unsaved = changed(before.context.initial, draftBefore);
          expect(snapshot.value).toBe(unsaved ? 'confirmingLeave' : 'left');
          expect(effects).toEqual(
            unsaved ? [] : [expect.objectContaining({ type: 'left', params: { to: event.to ?? null } })],
          );
        }
        break;
      case 'form.confirmLeave':
        expect(effects.map((effect) => effect.type)).toEqual(
          before.value === 'confirmingLeave' ? ['left'] : [],
        );
        break;
      case 'form.stay':
        expect(snapshot.context.draft).toEqual(draftBefore);
        break;
      case 'xstate.done.actor.loadDraft':
        expect(snapshot.context.draft).toEqual(SAMPLE_LOADED);
        expect(snapshot.value).toBe('editing');
        break;
      case 'xstate.error.actor.loadDraft':
        expect(snapshot.value).toBe(
          (event.error as Error).message === 'Customer not found' ? 'notFound' : 'failed',
        );
        break;
      case 'xstate.done.actor.saveDraft':
        expect(effects).toEqual([
          expect.objectContaining({ type: 'saved', params: { id: (event.output as { id: string }).id } }),
        ]);
        // a form that stays open is clean again: leaving now does not ask
        // (a form that finishes keeps its starting point: it is gone anyway)
        expect(snapshot.context.initial).toEqual(
          snapshot.value === 'editing' ? draftBefore : before.context.initial,
        );
        break;
      case 'xstate.error.actor.saveDraft':
        // a failed save keeps every value and shows the server's messages
        expect(snapshot.value).toBe('editing');
        expect(snapshot.context.draft).toEqual(draftBefore);
        expect(snapshot.context.saveError?.messages).toEqual(SAMPLE_SAVE_ERROR.messages);
        break;
    }
    if (event.type !== 'xstate.done.actor.saveDraft')
      expect(effects.map((effect) => effect.type)).not.toContain('saved');
  },
});
