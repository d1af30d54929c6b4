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
import type { AppDeps, AppEnv } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import { LIMITS, listOf, optionalText, requiredText } from '../http/fields';
import { nullableNumericId, numericId, parseId, readBody } from '../http/validate';
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

  const loadType = (raw: string | undefined) => {
    const type = getWorkflowType(db, parseId(raw, 'Workflow type id'));
    if (!type) throw notFound('Workflow not found', 'WORKFLOW_TYPE_NOT_FOUND');
    return type;
  };
  const loadStepType = (raw: string | undefined) => {
    const row = findStepTypeRow(db, parseId(raw, 'Step type id'));
    if (!row) throw notFound('Step type not found', 'STEP_TYPE_NOT_FOUND');
    return row;
  };
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

  app.get('/workflowtype', (c) => ok(c, listWorkflowTypes(db)));
  app.get('/workflowtype/:id', (c) => ok(c, loadType(c.req.param('id'))));
  app.put('/workflowtype', async (c) => {
    const body = await readBody(c, CreateTypeBody);
    // A new type has no steps yet, so it cannot name a primary one.
    checkPrimary(null, body.primaryStepTypeId);
    return ok(c, insertWorkflowType(db, body, now()), 201);
  });
  app.post('/workflowtype/:id', async (c) => {
    const type = loadType(c.req.param('id'));
    const body = await readBody(c, UpdateTypeBody);
    checkPrimary(type.id, body.primaryStepTypeId);
    updateWorkflowType(db, type.id, body, now());
    return ok(c, type.id);
  });
  app.delete('/workflowtype/:id', (c) => {
    deleteWorkflowType(db, loadType(c.req.param('id')).id);
    return ok(c, null);
  });

  app.get('/steptype/:id', (c) => ok(c, stepTypePayload(db, loadStepType(c.req.param('id')))));
  app.put('/steptype', async (c) => {
    const body = await readBody(c, StepTypeBody);
    checkStepType(body);
    const id = db.transaction(() => insertStepType(db, body, now()))();
    return ok(c, id, 201);
  });
  app.post('/steptype/:id', async (c) => {
    const row = loadStepType(c.req.param('id'));
    const body = await readBody(c, StepTypeBody);
    checkStepType(body);
    db.transaction(() => updateStepType(db, row.id, body, now()))();
    return ok(c, row.id);
  });
  app.delete('/steptype/:id', (c) => {
    const row = loadStepType(c.req.param('id'));
    db.transaction(() => deleteStepType(db, row.id, now()))();
    return ok(c, null);
  });

  return app;
}
