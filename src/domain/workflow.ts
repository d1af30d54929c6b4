export interface NextStepRef {
  id: string;
  name: string;
}

export interface StepType {
  id: string;
  workflowTypeId: string;
  name: string;
  description: string;
  nextStepTypeIds: string[];
  nextSteps: NextStepRef[];
  isInitialStep: boolean;
  /** Bumped by the server on each update; sent back with a save (decisions 0232, 0334). */
  version?: number;
}

export interface WorkflowType {
  id: string;
  name: string;
  description: string;
  primaryStepTypeId: string | null;
  updatedAt: string | null;
  /** Bumped by the server on each update; sent back with a save (decision 0232). Absent from older servers. */
  version?: number;
  stepTypes: StepType[];
}

/** The library's search (seed B §2): the text in the name or description, ignoring case; blank matches all. */
export function matchesWorkflowTypeSearch(
  type: Pick<WorkflowType, 'name' | 'description'>,
  search: string | undefined,
): boolean {
  const term = (search ?? '').trim().toLowerCase();
  return !term || `${type.name}\n${type.description}`.toLowerCase().includes(term);
}

export interface WorkflowTypeInput {
  name: string;
  description: string;
  primaryStepTypeId: number | null;
}

export interface StepTypeInput {
  workflowTypeId: number;
  name: string;
  description: string;
  nextStepTypeIds: number[];
  isInitialStep: boolean;
}

export interface Step {
  id: string;
  stepTypeId: string | null;
  name: string;
  statusCode: number;
  statusLabel: string;
  stepTypeName: string;
  /** Who completed or cancelled it, as the audit trail names them (issue 41); null while open. */
  closedBy?: string | null;
  /** When (ISO); null while open. */
  closedAt?: string | null;
}

export interface Workflow {
  id: string;
  submissionId: string;
  workflowTypeId: string | null;
  name: string;
  statusCode: number;
  statusLabel: string;
  steps: Step[];
  openSteps: Step[];
}

/** GET /employee/workflow/submission/{id}: open workflows and the history. */
export interface SubmissionWorkflows {
  id: string;
  workflows: Workflow[];
  history: Workflow[];
}
