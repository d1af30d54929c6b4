import type { Submission } from '../submission';
import type { Step, StepType, Workflow, WorkflowType } from '../workflow';
import { after, before, DAY, HOUR } from './random';
import { statusLabel } from '../statuses';

type StepSpec = readonly [id: number, name: string, description: string, next: readonly number[]];

const TYPE_SPECS: readonly (readonly [id: number, name: string, description: string, steps: StepSpec[]])[] = [
  [
    101,
    'Standard grading',
    'Intake through return shipping for a grading submission.',
    [
      [501, 'Intake', 'Count and sleeve the cards against the submission form.', [502, 503]],
      [502, 'Prescreen', 'Recommend which cards are worth grading.', [503]],
      [503, 'Ship to grader', 'Pack and ship the batch to the grading partner.', [504]],
      [504, 'Grades posted', 'Record the grades the partner posted.', [505]],
      [505, 'Return shipped', 'Ship the graded cards back to the customer.', []],
    ],
  ],
  [
    102,
    'Consignment intake',
    'Check-in, cataloguing and photography of consigned cards.',
    [
      [506, 'Check-in', 'Log the consigned items on arrival.', [507]],
      [507, 'Catalog & photo', 'Catalogue each item and shoot the photo set.', [508]],
      [508, 'Ready for listing', 'Hand the item to the listing team.', []],
    ],
  ],
  [
    103,
    'Invoice change request',
    'Review and reissue an invoice the customer asked to change.',
    [
      [509, 'Review request', 'Confirm what the customer wants changed.', [510]],
      [510, 'Reissue invoice', 'Send the corrected invoice.', []],
    ],
  ],
  [104, 'Comic pressing', '', []],
];

/** Workflow types from id 101 with step types from 501, linked by next steps, the first one initial. */
export function sampleWorkflowTypes(now: Date): WorkflowType[] {
  return TYPE_SPECS.map(([id, name, description, steps], index) => {
    const names = new Map(steps.map(([stepId, stepName]) => [stepId, stepName]));
    const stepTypes: StepType[] = steps.map(([stepId, stepName, stepDescription, next], position) => ({
      id: String(stepId),
      workflowTypeId: String(id),
      name: stepName,
      description: stepDescription,
      nextStepTypeIds: next.map(String),
      nextSteps: next.map((nextId) => ({ id: String(nextId), name: names.get(nextId) ?? '' })),
      isInitialStep: position === 0,
    }));
    return {
      id: String(id),
      name,
      description,
      primaryStepTypeId: stepTypes[0]?.id ?? null,
      updatedAt: before(now, (index + 2) * 11 * DAY),
      stepTypes,
    };
  });
}

export interface SampleWorkflows {
  workflows: Workflow[];
  /** When each submission's open Prescreen step was created: the prescreen queue's stepCreatedDate. */
  prescreenOpenedAt: Map<string, string>;
}

/**
 * Workflows per submission that match its status: open ones with open and finished steps, finished
 * ones, and an earlier cancelled run on some submissions so the history has something to show.
 */
export function sampleWorkflows(
  submissions: readonly Submission[],
  types: readonly WorkflowType[],
): SampleWorkflows {
  const stepTypes = new Map(
    types.flatMap((type) => type.stepTypes).map((stepType) => [stepType.id, stepType]),
  );
  const typeNames = new Map(types.map((type) => [type.id, type.name]));
  let nextWorkflowId = 1001;
  let nextStepId = 5001;
  const workflows: Workflow[] = [];
  const prescreenOpenedAt = new Map<string, string>();

  const add = (
    submission: Submission,
    typeId: number,
    status: number,
    steps: (readonly [number, number])[],
  ) => {
    const made = steps.map(([stepTypeId, code]): Step => {
      const name = stepTypes.get(String(stepTypeId))?.name ?? 'Step';
      return {
        id: String(nextStepId++),
        stepTypeId: String(stepTypeId),
        name,
        ...label(code),
        stepTypeName: name,
      };
    });
    workflows.push({
      id: String(nextWorkflowId++),
      submissionId: submission.id,
      workflowTypeId: String(typeId),
      name: typeNames.get(String(typeId)) ?? 'Workflow',
      ...label(status),
      steps: made,
      openSteps: made.filter((step) => step.statusCode !== 2 && step.statusCode !== 3),
    });
  };

  submissions.forEach((submission, index) => {
    const prescreened = submission.prescreening !== 1;
    const intake = [501, 2] as const;
    if (index % 4 === 1 && submission.statusCode !== 0) add(submission, 101, 3, [[501, 3]]);
    switch (submission.statusCode) {
      case 0:
        if (prescreened) {
          add(submission, 101, 1, [intake, [502, 0]]);
          prescreenOpenedAt.set(submission.id, prescreenStart(submission));
        } else if (index % 2 === 0) add(submission, 101, 0, []);
        break;
      case 1:
        add(submission, 101, 1, [intake, ...(prescreened ? [[502, 2] as const] : []), [503, 1]]);
        break;
      case 2:
        add(submission, 101, 2, [
          intake,
          ...(prescreened ? [[502, 2] as const] : []),
          [503, 2],
          [504, 2],
          [505, 2],
        ]);
        if (submission.consignAfterGrading)
          add(submission, 102, 1, [
            [506, 2],
            [507, 0],
          ]);
        break;
      case 3:
        add(submission, 101, 3, [intake, [503, 3]]);
        break;
      case 4:
        add(submission, 101, 1, prescreened ? [intake, [502, 0]] : [intake]);
        if (prescreened) prescreenOpenedAt.set(submission.id, prescreenStart(submission));
        add(submission, 103, 4, [[509, 4]]);
        break;
      default:
        add(submission, 101, 5, [intake, [503, 5]]);
    }
  });
  return { workflows, prescreenOpenedAt };
}

const label = (statusCode: number) => ({
  statusCode,
  statusLabel: statusLabel(statusCode),
});

/** The prescreen step opens shortly after intake, never after the submission was last touched. */
function prescreenStart(submission: Submission): string {
  const created = submission.createdAt ?? new Date(0).toISOString();
  const updated = submission.updatedAt ?? created;
  const opened = after(created, HOUR);
  return opened < updated ? opened : updated;
}
