import type { Workflow } from '../../src/domain/workflow';
import type { WorkflowNotice } from './workflowSteps.types';

/** One option of the dialog (a workflow type, a step type). */
export interface Choice {
  id: string;
  name: string;
}

/** What the dialog is about: the submission, and for Add step the workflow it adds to. */
export interface ChoiceSubject {
  submissionId: string;
  workflow: Workflow | null;
}

/** The texts users see, from the seed (B §5, §8). */
export interface ChoiceDialogTexts {
  /** Submitting with nothing chosen ('Select a workflow type to start.'). */
  required: string;
  /** The options could not be loaded ('Unable to load workflow types.'). */
  loadFailed: string;
  /** The toast when the submit fails. */
  submitFailed: WorkflowNotice;
  /** Shown when nothing can be offered; such a dialog cannot submit then. */
  empty?: string;
}

export interface ChoiceDialogInput {
  subject: ChoiceSubject;
  texts: ChoiceDialogTexts;
  /** Choose the first option once they load (Start a workflow does). */
  preselectFirst?: boolean;
}

export interface ChoiceDialogContext {
  subject: ChoiceSubject;
  texts: ChoiceDialogTexts;
  preselectFirst: boolean;
  choices: Choice[];
  chosenId: string | null;
  /** The validation message, after a submit with nothing chosen. */
  formError: string | null;
  /** The options could not be loaded. */
  loadError: string | null;
  /** What the dialog ends with. */
  outcome: ChoiceDialogOutput;
}

export type ChoiceDialogEvent =
  { type: 'choice.choose'; id: string } | { type: 'choice.submit' } | { type: 'choice.close' };

/** Submitted (with what the submit returned), or closed without submitting. */
export type ChoiceDialogOutput = { submitted: true; result: unknown } | { submitted: false };

/** Params of the submit call. */
export interface SubmitChoiceInput {
  subject: ChoiceSubject;
  chosenId: string;
}
