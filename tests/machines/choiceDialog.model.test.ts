import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { choiceDialogMachine, choiceDialogSamples } from '../../machines/workflowSteps';
import { describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof choiceDialogMachine>;

describeModel({
  name: 'choiceDialog',
  machine: choiceDialogMachine,
  samples: choiceDialogSamples,
  onStep: (report, context) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, context);
    const { event } = report;
    const { texts } = snapshot.context;
    const notices = report.actions
      .filter((action) => action.type === 'notify')
      .map((action) => action.params);

    // Start a workflow preselects the first option; Add step waits for the user's choice
    if (event.type === 'xstate.done.actor.loadChoices') {
      const options = (event as unknown as { output: Array<{ id: string }> }).output;
      expect(snapshot.context.chosenId).toBe(
        snapshot.context.preselectFirst ? (options[0]?.id ?? null) : null,
      );
    }
    if (event.type === 'xstate.error.actor.loadChoices')
      expect(snapshot.context.loadError).toBe(texts.loadFailed);

    // a submit with nothing offered chosen stays and says so; with a choice it calls with it
    if (event.type === 'choice.submit' && before?.matches('choosing')) {
      const offered = before.context.choices.some((choice) => choice.id === before.context.chosenId);
      if (offered) {
        expect(context.stubs.calls.slice(callsBefore)).toEqual([
          {
            id: 'submitChoice',
            src: 'submitChoice',
            input: { subject: before.context.subject, chosenId: before.context.chosenId },
          },
        ]);
      } else {
        expect(snapshot.context.formError).toBe(texts.required);
        expect(context.stubs.calls.length).toBe(callsBefore);
      }
    }
    // choosing again clears the message
    if (event.type === 'choice.choose' && snapshot.matches('choosing'))
      expect(snapshot.context.formError).toBeNull();

    // a failed call keeps the dialog and the choice, and says so in the seed's words
    expect(notices).toEqual(event.type === 'xstate.error.actor.submitChoice' ? [texts.submitFailed] : []);
    if (event.type === 'xstate.error.actor.submitChoice')
      expect(snapshot.context.chosenId).toBe(before?.context.chosenId);

    // it ends with what the call returned, or with nothing when closed
    if (snapshot.status === 'done') {
      expect(snapshot.output).toEqual(
        event.type === 'xstate.done.actor.submitChoice'
          ? { submitted: true, result: (event as unknown as { output: unknown }).output }
          : { submitted: false },
      );
    }
  },
});
