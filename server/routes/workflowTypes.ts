import { Hono } from 'hono';
import * as v from 'valibot';
import { WORKFLOW_MESSAGES } from '../../src/domain/workflowForms';
import { requireAdminForWrites } from '../auth/guard';
import {
  deleteStepType,
  deleteWorkflowType,
  findStepTypeRow,
  foreignStepTypeIds,
  getWorkflowType,
  insertStepType,
  insertWorkflowType,
  listWorkflowTypes,
  stepTypePayload,
  updateStepType,
  updateWorkflowType,
  workflowTypeExists,
} from '../db/workflowTypes';
import { crudRoutes } from '../http/crud';
import type { AppDeps, AppEnv } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import { LIMITS, listOf, optionalText, requiredText } from '../http/fields';
import { nullableNumericId, numericId } from '../http/validate';
import { ok } from '../http/wrap';

const primaryStep = nullableNumericId('primaryStepTypeId must be a step type id or null');
const CreateTypeBody = v.object({
  name: requiredText(WORKFLOW_MESSAGES.workflowNameRequired, LIMITS.name),
  description: optionalText(LIMITS.description),
  primaryStepTypeId: primaryStep,
});
const UpdateTypeBody = v.object({
  name: requiredText(WORKFLOW_MESSAGES.workflowNameEmpty, LIMITS.name),
  description: optionalText(LIMITS.description),
  primaryStepTypeId: primaryStep,
});
const StepTypeBody = v.object({
  workflowTypeId: numericId('workflowTypeId must be a positive number'),
  name: requiredText(WORKFLOW_MESSAGES.stepNameRequired, LIMITS.name),
  description: optionalText(LIMITS.description),
  nextStepTypeIds: v.optional(
    listOf(numericId('nextStepTypeIds must be step type ids'), 100, 'nextStepTypeIds'),
    [],
  ),
  isInitialStep: v.optional(v.boolean('isInitialStep must be true or false'), false),
});

/** Workflow types and step types: staff read them, only admins change them. */
export function workflowTypeRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  // Scoped to these paths: workflow runs share the /employee/workflow prefix and are staff work.
  app.use('/workflowtype/*', requireAdminForWrites());
  app.use('/steptype/*', requireAdminForWrites());

  const checkPrimary = (typeId: number | null, primary: number | null) => {
    if (primary === null) return;
    if (typeId === null || foreignStepTypeIds(db, typeId, [primary]).length > 0) {
      throw badRequest("The primary step must be one of this workflow's steps.");
    }
  };
  const checkStepType = (body: v.InferOutput<typeof StepTypeBody>) => {
    if (!workflowTypeExists(db, body.workflowTypeId)) {
      throw notFound('Workflow not found', 'WORKFLOW_TYPE_NOT_FOUND');
    }
    if (foreignStepTypeIds(db, body.workflowTypeId, body.nextStepTypeIds).length > 0) {
      throw badRequest('Next steps must be steps of the same workflow.');
    }
  };

  crudRoutes(app, '/workflowtype', {
    idLabel: 'Workflow type id',
    missing: { message: 'Workflow not found', code: 'WORKFLOW_TYPE_NOT_FOUND' },
    find: (id) => getWorkflowType(db, id),
    idOf: (type) => type.id,
    list: (c) => ok(c, listWorkflowTypes(db)),
    create: {
      body: CreateTypeBody,
      save: (body) => {
        // A new type has no steps yet, so it cannot name a primary one.
        checkPrimary(null, body.primaryStepTypeId);
        return insertWorkflowType(db, body, now());
      },
    },
    update: {
      body: UpdateTypeBody,
      save: (type, body) => {
        checkPrimary(type.id, body.primaryStepTypeId);
        updateWorkflowType(db, type.id, body, now());
      },
    },
    remove: (type) => deleteWorkflowType(db, type.id),
  });

  crudRoutes(app, '/steptype', {
    idLabel: 'Step type id',
    missing: { message: 'Step type not found', code: 'STEP_TYPE_NOT_FOUND' },
    find: (id) => findStepTypeRow(db, id),
    idOf: (row) => row.id,
    show: (row) => stepTypePayload(db, row),
    create: {
      body: StepTypeBody,
      save: (body) => {
        checkStepType(body);
        return db.transaction(() => insertStepType(db, body, now()))();
      },
    },
    update: {
      body: StepTypeBody,
      save: (row, body) => {
        checkStepType(body);
        db.transaction(() => updateStepType(db, row.id, body, now()))();
      },
    },
    remove: (row) => db.transaction(() => deleteStepType(db, row.id, now()))(),
  });

  return app;
}
