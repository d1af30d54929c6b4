import { AppError } from '../../../domain/errors';
import type { StepTypeInput, WorkflowTypeInput } from '../../../domain/workflow';
import type { CallOptions, WorkflowsApi } from '../../backend';
import type { HttpClient, RequestSpec } from '../client';
import { readCreatedId, requireId, segment, toWholeNumber } from '../ids';
import { isRecord } from '../schemas/fields';
import { searchText } from './paging';
import { createRecordCalls } from './recordCalls';
import { createHeaders } from '../writeHeaders';
import {
  parseStepType,
  parseSubmissionWorkflows,
  parseWorkflow,
  parseWorkflowHistory,
  parseWorkflowType,
  parseWorkflowTypeList,
  parseWorkflowTypePage,
} from '../schemas/workflow';

const BASE = 'employee/workflow';

const typeId = (id: string) => requireId(id, 'MISSING_WORKFLOW_TYPE_ID', 'Workflow type id is required');
const stepTypeId = (id: string) => requireId(id, 'MISSING_STEP_TYPE_ID', 'Step type id is required');
const workflowId = (id: string) => requireId(id, 'MISSING_WORKFLOW_ID', 'Workflow id is required');
const stepId = (id: string) => requireId(id, 'VALIDATION_ERROR', 'Step id is required');
const submissionId = (id: string) => requireId(id, 'MISSING_SUBMISSION_ID', 'Submission id is required');

/** Both ids must be whole numbers for the contract; nothing is sent otherwise. */
function numericPair(first: string, second: string, message: string): [number, number] {
  const a = toWholeNumber(first);
  const b = toWholeNumber(second);
  if (a === null || b === null) throw new AppError('INVALID_WORKFLOW_CREATE_PAYLOAD', message);
  return [a, b];
}

/** A create answer that is the workflow itself rather than only its id. */
const WORKFLOW_FIELDS = [
  'workflowId',
  'workflowTypeId',
  'workflowType',
  'steps',
  'openSteps',
  'status',
  'statusCode',
];
const looksLikeWorkflow = (payload: unknown): payload is Record<string, unknown> =>
  isRecord(payload) && WORKFLOW_FIELDS.some((field) => field in payload);

const typeBody = (input: WorkflowTypeInput) => ({
  name: input.name,
  description: input.description,
  primaryStepTypeId: input.primaryStepTypeId,
});

const stepTypeBody = (input: StepTypeInput) => ({
  workflowTypeId: input.workflowTypeId,
  name: input.name,
  description: input.description,
  nextStepTypeIds: input.nextStepTypeIds,
  isInitialStep: input.isInitialStep,
});

export function createWorkflowsApi(client: HttpClient): WorkflowsApi {
  const call = (spec: Omit<RequestSpec, 'signal'>, options?: CallOptions) =>
    client.request({ ...spec, signal: options?.signal });
  const read = (path: string, fallback: string, options?: CallOptions) =>
    call({ method: 'get', path, fallback }, options);
  /** POST to an action path (…/cancel, …/complete): the answer only says whether it worked. */
  const act = async (path: string, fallback: string, options?: CallOptions): Promise<void> => {
    await call({ method: 'post', path, fallback }, options);
  };

  const types = createRecordCalls(client, {
    base: `${BASE}/workflowtype`,
    checkId: typeId,
    parse: parseWorkflowType,
    toBody: typeBody,
    missingId: {
      code: 'MISSING_WORKFLOW_TYPE_ID',
      message: 'Workflow type creation succeeded but no id was returned',
    },
    fallbacks: {
      get: 'Failed to load workflow type',
      create: 'Failed to create workflow type',
      update: 'Failed to update workflow type',
      remove: 'Failed to delete workflow type',
    },
  });

  const stepTypes = createRecordCalls(client, {
    base: `${BASE}/steptype`,
    checkId: stepTypeId,
    parse: parseStepType,
    toBody: stepTypeBody,
    missingId: {
      code: 'MISSING_STEP_TYPE_ID',
      message: 'Step type creation succeeded but no id was returned',
    },
    fallbacks: {
      get: 'Failed to load step type',
      create: 'Failed to create step type',
      update: 'Failed to update step type',
      remove: 'Failed to delete step type',
    },
  });

  const forSubmission: WorkflowsApi['forSubmission'] = async (id, options) => {
    const submission = submissionId(id);
    const payload = await read(
      `${BASE}/submission/${segment(submission)}`,
      'Failed to load workflows',
      options,
    );
    return parseSubmissionWorkflows(payload, submission);
  };

  return {
    async listTypes(options) {
      return parseWorkflowTypeList(
        await read(`${BASE}/workflowtype`, 'Failed to load workflow types', options),
      );
    },
    searchTypes: (query, options) =>
      searchText(
        client,
        `${BASE}/workflowtype/search`,
        query,
        parseWorkflowTypePage,
        'Failed to load workflow types',
        options,
      ),
    getType: types.get,
    createType: types.create,
    updateType: types.update,
    removeType: types.remove,
    getStepType: stepTypes.get,
    async createStepType(input, options) {
      if (!Number.isSafeInteger(input.workflowTypeId) || input.workflowTypeId <= 0) {
        throw new AppError('MISSING_WORKFLOW_TYPE_ID', 'workflowTypeId must be a positive number.');
      }
      return stepTypes.create(input, options);
    },
    updateStepType: stepTypes.update,
    removeStepType: stepTypes.remove,
    forSubmission,
    async history(id, options) {
      const path = `${BASE}/submission/${segment(submissionId(id))}/history`;
      return parseWorkflowHistory(await read(path, 'Failed to load workflow history', options));
    },
    async start(submission, workflowType, options) {
      const [submissionNumber, typeNumber] = numericPair(
        submission,
        workflowType,
        'submissionId and workflowTypeId must be numeric.',
      );
      const payload = await call(
        {
          method: 'put',
          path: `${BASE}/workflow`,
          json: { submissionId: submissionNumber, workflowTypeId: typeNumber },
          ...createHeaders(options),
          fallback: 'Failed to create workflow',
        },
        options,
      );
      if (looksLikeWorkflow(payload)) return parseWorkflow({ submissionId: submissionNumber, ...payload });
      // Only an id came back: the new workflow is read from the submission's workflows.
      const id = readCreatedId(payload);
      if (id === null)
        throw new AppError('MISSING_WORKFLOW_ID', 'Workflow creation succeeded but no id was returned');
      const found = (await forSubmission(String(submissionNumber), options)).workflows.find(
        (item) => item.id === id,
      );
      if (!found) throw new AppError('WORKFLOW_NOT_FOUND', 'Workflow not found');
      return found;
    },
    async cancel(id, options) {
      await act(`${BASE}/workflow/${segment(workflowId(id))}/cancel`, 'Failed to cancel workflow', options);
    },
    async addStep(workflow, stepType, options) {
      const [workflowNumber, stepTypeNumber] = numericPair(
        workflowId(workflow),
        stepTypeId(stepType),
        'workflowId and stepTypeId must be numeric.',
      );
      await call(
        {
          method: 'put',
          path: `${BASE}/step`,
          json: { workflowId: workflowNumber, stepTypeId: stepTypeNumber },
          ...createHeaders(options),
          fallback: 'Failed to add step',
        },
        options,
      );
    },
    async completeStep(id, options) {
      await act(`${BASE}/step/${segment(stepId(id))}/complete`, 'Failed to complete step', options);
    },
    async cancelStep(id, options) {
      await act(`${BASE}/step/${segment(stepId(id))}/cancel`, 'Failed to cancel step', options);
    },
  };
}
