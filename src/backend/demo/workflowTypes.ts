import { AppError } from '../../domain/errors';
import {
  matchesWorkflowTypeSearch,
  type StepType,
  type StepTypeInput,
  type WorkflowType,
  type WorkflowTypeInput,
} from '../../domain/workflow';
import { WORKFLOW_MESSAGES } from '../../domain/workflowForms';
import type { WorkflowsApi } from '../backend';
import { compareIds, compareText, findStored, pageOf, trimmed, type LookupCodes } from './query';
import type { DemoContext, DemoStore, StoredStepType, StoredWorkflowType } from './store';
import { bumpVersion, checkVersion, refusal, versionOf } from './writes';
import { STEP_TYPE_AUDIT_FIELDS, WORKFLOW_TYPE_AUDIT_FIELDS } from '../../domain/audit';

type WorkflowTypeCalls = Pick<
  WorkflowsApi,
  | 'listTypes'
  | 'searchTypes'
  | 'getType'
  | 'createType'
  | 'updateType'
  | 'removeType'
  | 'getStepType'
  | 'createStepType'
  | 'updateStepType'
  | 'removeStepType'
>;

/** A step type with its next steps' current names. */
function readStepType(store: DemoStore, stepType: StoredStepType): StepType {
  return {
    ...stepType,
    nextStepTypeIds: [...stepType.nextStepTypeIds],
    nextSteps: stepType.nextStepTypeIds.map((id) => ({ id, name: store.stepTypes.get(id)?.name ?? '' })),
  };
}

export function readWorkflowType(store: DemoStore, type: StoredWorkflowType): WorkflowType {
  const stepTypes = [...store.stepTypes.values()]
    .filter((stepType) => stepType.workflowTypeId === type.id)
    .sort((a, b) => compareIds(a.id, b.id))
    .map((stepType) => readStepType(store, stepType));
  return { ...type, stepTypes };
}

/** Workflow runs look up types and step types too, and fail the same way. */
export const WORKFLOW_TYPE_CODES: LookupCodes = {
  blank: 'MISSING_WORKFLOW_TYPE_ID',
  notFound: 'WORKFLOW_TYPE_NOT_FOUND',
};
export const STEP_TYPE_CODES: LookupCodes = {
  blank: 'MISSING_STEP_TYPE_ID',
  notFound: 'STEP_TYPE_NOT_FOUND',
};

/** A positive whole number as an id string, or null. */
const positiveId = (value: unknown): string | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? String(value) : null;

/**
 * Workflow types and their step types (seed B §5, §7). In this mock a blank name becomes 'New workflow'
 * or 'New step', and marking a step type initial clears the flag on the other step types of the same
 * workflow type.
 */
export function createDemoWorkflowTypes(context: DemoContext): WorkflowTypeCalls {
  const { store, latency } = context;
  const wait = (signal?: AbortSignal) => latency.wait('workflows', signal);
  const touch = (type: StoredWorkflowType) => {
    type.updatedAt = context.now().toISOString();
  };

  /** The library's order (seed B §9): by name, then id. */
  const byName = () =>
    [...store.workflowTypes.values()].sort((a, b) => compareText(a.name, b.name) || compareIds(a.id, b.id));
  const findType = (id: string): StoredWorkflowType =>
    findStored(store.workflowTypes, id, 'Workflow type', WORKFLOW_TYPE_CODES);
  const findStepType = (id: string): StoredStepType =>
    findStored(store.stepTypes, id, 'Step type', STEP_TYPE_CODES);
  const typeFields = (input: WorkflowTypeInput) => ({
    name: trimmed(input.name) || 'New workflow',
    description: trimmed(input.description),
    primaryStepTypeId: positiveId(input.primaryStepTypeId),
  });
  /** The workflow type a step type input names: it must be a positive number that exists. */
  const ownerOf = (input: StepTypeInput): StoredWorkflowType => {
    const typeId = positiveId(input.workflowTypeId);
    if (typeId === null) throw new AppError('MISSING_WORKFLOW_TYPE_ID', 'Workflow type id is required');
    return findType(typeId);
  };
  /** Applies a step type input; marking it initial clears the flag on its siblings. */
  const applyStepType = (stepType: StoredStepType, input: StepTypeInput): StoredStepType => {
    const owner = ownerOf(input);
    const typeId = owner.id;
    const next = [...new Set((input.nextStepTypeIds ?? []).map(positiveId))].filter(
      (id): id is string => id !== null && id !== stepType.id && store.stepTypes.has(id),
    );
    Object.assign(stepType, {
      workflowTypeId: typeId,
      name: trimmed(input.name) || 'New step',
      description: trimmed(input.description),
      nextStepTypeIds: next,
      isInitialStep: input.isInitialStep === true,
    });
    store.stepTypes.set(stepType.id, stepType);
    if (stepType.isInitialStep) {
      for (const other of store.stepTypes.values()) {
        if (other.workflowTypeId === typeId && other.id !== stepType.id && other.isInitialStep) {
          other.isInitialStep = false;
          bumpVersion(other);
        }
      }
    }
    touch(owner);
    return stepType;
  };

  return {
    async listTypes(options) {
      await wait(options?.signal);
      return byName().map((type) => readWorkflowType(store, type));
    },
    async searchTypes(query, options) {
      await wait(options?.signal);
      const matching = byName().filter((type) => matchesWorkflowTypeSearch(type, query.search));
      const page = pageOf(matching, query.pageNumber, query.pageSize);
      return { ...page, items: page.items.map((type) => readWorkflowType(store, type)) };
    },
    async getType(id, options) {
      await wait(options?.signal);
      const type = findType(id);
      return { ...readWorkflowType(store, type), version: versionOf(type) };
    },
    createType: (input, options) =>
      context.writes.once(options?.idempotencyKey, ['workflows.createType', input], async () => {
        await wait(options?.signal);
        const type: StoredWorkflowType = {
          id: store.nextId('workflowTypes'),
          ...typeFields(input),
          updatedAt: context.now().toISOString(),
          version: 1,
        };
        store.workflowTypes.set(type.id, type);
        context.audit.recordVersioned('workflowType', WORKFLOW_TYPE_AUDIT_FIELDS, null, type);
        return readWorkflowType(store, type);
      }),
    async updateType(id, input, options) {
      await wait(options?.signal);
      const type = findType(id);
      checkVersion(type, options?.version);
      const before = { ...type };
      Object.assign(type, typeFields(input));
      touch(type);
      bumpVersion(type);
      context.audit.recordVersioned('workflowType', WORKFLOW_TYPE_AUDIT_FIELDS, before, type);
      return readWorkflowType(store, type);
    },
    async removeType(id, options) {
      await wait(options?.signal);
      const type = findType(id);
      // as the server: a type with runs stays (decision 0363)
      if ([...store.workflows.values()].some((run) => run.workflowTypeId === type.id))
        throw refusal(409, WORKFLOW_MESSAGES.workflowTypeInUse);
      store.workflowTypes.delete(type.id);
      context.audit.recordRemoved('workflowType', WORKFLOW_TYPE_AUDIT_FIELDS, type);
      for (const stepType of [...store.stepTypes.values()]) {
        if (stepType.workflowTypeId === type.id) store.stepTypes.delete(stepType.id);
      }
    },
    async getStepType(id, options) {
      await wait(options?.signal);
      const stepType = findStepType(id);
      return { ...readStepType(store, stepType), version: versionOf(stepType) };
    },
    async createStepType(input, options) {
      await wait(options?.signal);
      // Validate before taking an id, so a rejected create does not burn one.
      ownerOf(input);
      const draft: StoredStepType = {
        id: store.nextId('stepTypes'),
        workflowTypeId: '',
        name: '',
        description: '',
        nextStepTypeIds: [],
        isInitialStep: false,
      };
      const created = applyStepType(draft, input);
      context.audit.recordVersioned('stepType', STEP_TYPE_AUDIT_FIELDS, null, created);
      return readStepType(store, created);
    },
    async updateStepType(id, input, options) {
      await wait(options?.signal);
      const stepType = findStepType(id);
      checkVersion(stepType, options?.version);
      const before = { ...stepType };
      applyStepType(stepType, input);
      bumpVersion(stepType);
      context.audit.recordVersioned('stepType', STEP_TYPE_AUDIT_FIELDS, before, stepType);
      return { ...readStepType(store, stepType), version: versionOf(stepType) };
    },
    async removeStepType(id, options) {
      await wait(options?.signal);
      const stepType = findStepType(id);
      store.stepTypes.delete(stepType.id);
      context.audit.recordRemoved('stepType', STEP_TYPE_AUDIT_FIELDS, stepType);
      for (const other of store.stepTypes.values()) {
        other.nextStepTypeIds = other.nextStepTypeIds.filter((next) => next !== stepType.id);
      }
      const owner = store.workflowTypes.get(stepType.workflowTypeId);
      if (owner?.primaryStepTypeId === stepType.id) owner.primaryStepTypeId = null;
      if (owner) touch(owner);
    },
  };
}
