import type { SnapshotFrom } from 'xstate';
import type { choiceDialogMachine } from './choiceDialog.machine';
import type { ChoiceDialogEvent } from './choiceDialog.types';

type Snapshot = SnapshotFrom<typeof choiceDialogMachine>;

export interface ChoiceView {
  value: string;
  label: string;
}

/** What a dialog that picks one option and submits it binds (Start a workflow, Add step). */
export interface ChoiceDialogView {
  open: boolean;
  loading: boolean;
  /** The options could not be loaded. */
  error: string | null;
  options: ChoiceView[];
  /** Nothing can be offered (Add step: 'No steps are available to add yet.'). */
  empty: string | null;
  chosen: string | null;
  formError: string | null;
  submitting: boolean;
  canSubmit: boolean;
  choose: (id: string) => void;
  submit: () => void;
  close: () => void;
}

const NO_OPTIONS: ChoiceView[] = [];

/** `snapshot` is undefined while no dialog runs: the dialog is closed. */
export function connectChoiceDialog(
  snapshot: Snapshot | undefined,
  send: (event: ChoiceDialogEvent) => void,
): ChoiceDialogView {
  const running = snapshot?.status === 'active' ? snapshot : undefined;
  const choosing = running?.matches('choosing') ?? false;
  const context = running?.context;
  const nothingOffered = context?.texts.empty !== undefined && context.choices.length === 0;
  return {
    open: running !== undefined,
    loading: running?.matches('loading') ?? false,
    error: context?.loadError ?? null,
    options: context?.choices.map((choice) => ({ value: choice.id, label: choice.name })) ?? NO_OPTIONS,
    empty: choosing && nothingOffered ? (context?.texts.empty ?? null) : null,
    chosen: context?.chosenId ?? null,
    formError: context?.formError ?? null,
    submitting: running?.matches('submitting') ?? false,
    canSubmit: choosing && !nothingOffered,
    choose: (id) => send({ type: 'choice.choose', id }),
    submit: () => send({ type: 'choice.submit' }),
    close: () => send({ type: 'choice.close' }),
  };
}
