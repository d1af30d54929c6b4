import * as v from 'valibot';
import type {
  NextStepRef,
  Step,
  StepType,
  SubmissionWorkflows,
  Workflow,
  WorkflowType,
} from '../../../domain/workflow';
import {
  firstOf,
  idSchema,
  keepValid,
  lenient,
  optBoolean,
  optId,
  optText,
  withRequiredId,
  optNumber,
  versionEntry,
} from './fields';
import { listOf, type ParsedList } from './list';
import { parsePayload } from './parse';
import { isOpenStatus, isStatusCode, statusLabel } from '../../../domain/statuses';
import { optStatus, type PayloadStatus } from './status';

/** A nested reference such as workflowType or stepType: its id and name. */
const optRef = lenient(v.looseObject({ id: optId, name: optText }));

/** Where workflows and steps carry their status: a code (status or statusCode) and perhaps its label. */
const statusEntries = { status: optStatus, statusCode: optStatus, statusLabel: optText };

/**
 * Workflows and steps always carry a code: unknown text keeps its label under the Pending code. A
 * statusLabel field wins; a known code shows the shared label; otherwise the server's own text.
 */
function readableStatus(raw: { status?: PayloadStatus; statusCode?: PayloadStatus; statusLabel?: string }) {
  const status = firstOf(raw.statusCode, raw.status);
  const known = status?.code !== null && status?.code !== undefined && isStatusCode(status.code);
  const code = status?.code ?? 0;
  return {
    statusCode: code,
    statusLabel: raw.statusLabel ?? (known ? statusLabel(code) : (status?.label ?? statusLabel(code))),
  };
}

const stepSchema = v.pipe(
  v.looseObject({
    id: optId,
    stepId: optId,
    stepTypeId: optId,
    stepType: optRef,
    name: optText,
    stepTypeName: optText,
    closedBy: v.optional(v.nullable(v.string())),
    closedAt: v.optional(v.nullable(v.string())),
    ...statusEntries,
  }),
  withRequiredId((raw) => firstOf(raw.id, raw.stepId), 'A step has no id (id or stepId)'),
  v.transform(({ raw, id }): Step => {
    const typeName = firstOf(raw.stepTypeName, raw.stepType?.name);
    return {
      id,
      stepTypeId: firstOf(raw.stepTypeId, raw.stepType?.id) ?? null,
      name: firstOf(raw.name, typeName) ?? '',
      stepTypeName: firstOf(typeName, raw.name) ?? '',
      ...readableStatus(raw),
      ...(raw.closedBy === undefined ? {} : { closedBy: raw.closedBy }),
      ...(raw.closedAt === undefined ? {} : { closedAt: raw.closedAt }),
    };
  }),
);

const workflowSchema = v.pipe(
  v.looseObject({
    id: optId,
    workflowId: optId,
    submissionId: optId,
    workflowTypeId: optId,
    workflowType: optRef,
    name: optText,
    ...statusEntries,
    steps: v.optional(v.nullable(v.array(stepSchema))),
    openSteps: v.optional(v.nullable(v.array(stepSchema))),
  }),
  withRequiredId((raw) => firstOf(raw.id, raw.workflowId), 'A workflow has no id (id or workflowId)'),
  v.transform(({ raw, id }): Workflow => {
    const steps = raw.steps ?? raw.openSteps ?? [];
    return {
      id,
      submissionId: raw.submissionId ?? '',
      workflowTypeId: firstOf(raw.workflowTypeId, raw.workflowType?.id) ?? null,
      name: firstOf(raw.name, raw.workflowType?.name) ?? '',
      ...readableStatus(raw),
      steps,
      openSteps: raw.openSteps ?? steps.filter((step) => isOpenStatus(step.statusCode)),
    };
  }),
);

const nextStepSchema = v.pipe(
  v.looseObject({ toStepTypeId: optId, id: optId, stepTypeId: optId, toStepName: optText, name: optText }),
  withRequiredId(
    (raw) => firstOf(raw.toStepTypeId, raw.stepTypeId, raw.id),
    'A next step has no toStepTypeId',
  ),
  v.transform(({ raw, id }): NextStepRef => ({ id, name: firstOf(raw.toStepName, raw.name) ?? '' })),
);

const stepTypeSchema = v.pipe(
  v.looseObject({
    id: idSchema,
    workflowTypeId: optId,
    workflowType: optRef,
    name: optText,
    description: optText,
    nextStepDtos: v.optional(v.nullable(v.array(nextStepSchema))),
    nextSteps: v.optional(v.nullable(v.array(nextStepSchema))),
    nextStepTypeIds: keepValid(idSchema),
    isInitialStep: optBoolean,
    version: optNumber,
  }),
  v.transform((raw): StepType => {
    const nextSteps = raw.nextStepDtos ?? raw.nextSteps ?? [];
    return {
      id: raw.id,
      workflowTypeId: firstOf(raw.workflowTypeId, raw.workflowType?.id) ?? '',
      name: raw.name ?? '',
      description: raw.description ?? '',
      nextStepTypeIds: raw.nextStepTypeIds ?? nextSteps.map((step) => step.id),
      nextSteps,
      isInitialStep: raw.isInitialStep ?? false,
      ...versionEntry(raw.version),
    };
  }),
);

const workflowTypeSchema = v.pipe(
  v.looseObject({
    id: idSchema,
    name: optText,
    description: optText,
    primaryStepTypeId: optId,
    updatedAt: optText,
    version: optNumber,
    stepTypes: v.optional(v.nullable(v.array(stepTypeSchema))),
  }),
  v.transform((raw): WorkflowType => ({
    id: raw.id,
    name: raw.name ?? '',
    description: raw.description ?? '',
    primaryStepTypeId: raw.primaryStepTypeId ?? null,
    updatedAt: raw.updatedAt ?? null,
    ...versionEntry(raw.version),
    stepTypes: raw.stepTypes ?? [],
  })),
);

const workflowListSchema = listOf(workflowSchema, ['history', 'data', 'Data', 'items', 'results']);
const workflowTypeListSchema = listOf(workflowTypeSchema);

const submissionWorkflowsSchema = v.looseObject({
  id: optId,
  submissionId: optId,
  workflows: v.optional(v.nullable(v.array(workflowSchema))),
  openWorkflows: v.optional(v.nullable(v.array(workflowSchema))),
  history: v.optional(v.nullable(workflowListSchema)),
});

export const parseWorkflow = (payload: unknown): Workflow =>
  parsePayload(workflowSchema, payload, 'WORKFLOW_PARSE_ERROR');

export const parseStep = (payload: unknown): Step => parsePayload(stepSchema, payload, 'STEP_PARSE_ERROR');

export const parseStepType = (payload: unknown): StepType =>
  parsePayload(stepTypeSchema, payload, 'STEP_TYPE_PARSE_ERROR');

export const parseWorkflowType = (payload: unknown): WorkflowType =>
  parsePayload(workflowTypeSchema, payload, 'WORKFLOW_TYPE_PARSE_ERROR');

export const parseWorkflowTypeList = (payload: unknown): WorkflowType[] =>
  parseWorkflowTypePage(payload).items;

/** A page of the library's search: the types and the total beside them. */
export const parseWorkflowTypePage = (payload: unknown): ParsedList<WorkflowType> =>
  parsePayload(workflowTypeListSchema, payload, 'WORKFLOW_TYPE_PARSE_ERROR');

/** The history call answers with a list, or an object holding it under history. */
export const parseWorkflowHistory = (payload: unknown): Workflow[] =>
  parsePayload(workflowListSchema, payload, 'WORKFLOW_PARSE_ERROR').items;

/**
 * GET /employee/workflow/submission/{id}: workflows (or openWorkflows) and history. Workflows that do
 * not say which submission they belong to are given the one that was asked for. An empty answer means
 * none; a bare array is taken as the workflows.
 */
export function parseSubmissionWorkflows(payload: unknown, submissionId: string): SubmissionWorkflows {
  if (payload === null) return { id: submissionId, workflows: [], history: [] };
  const source = Array.isArray(payload) ? { workflows: payload } : payload;
  const raw = parsePayload(submissionWorkflowsSchema, source, 'WORKFLOW_PARSE_ERROR');
  const own = (workflow: Workflow): Workflow =>
    workflow.submissionId === '' ? { ...workflow, submissionId } : workflow;
  return {
    id: firstOf(raw.submissionId, raw.id) ?? submissionId,
    workflows: (raw.workflows ?? raw.openWorkflows ?? []).map(own),
    history: (raw.history?.items ?? []).map(own),
  };
}
