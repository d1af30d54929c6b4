import { Hono } from 'hono';
import * as v from 'valibot';
import { CANCELLED, COMPLETED, isOpenStatus } from '../db/statusLabels';
import {
  findStepRow,
  findWorkflowRow,
  finishStep,
  insertStep,
  insertWorkflow,
  setWorkflowStatus,
  workflowPayload,
  workflowsOf,
} from '../db/workflowRuns';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError, badRequest, notFound } from '../http/errors';
import { numericId, parseId, readBody } from '../http/validate';
import { ok } from '../http/wrap';

const StartBody = v.object({
  submissionId: numericId('submissionId and workflowTypeId must be numeric.'),
  workflowTypeId: numericId('submissionId and workflowTypeId must be numeric.'),
});
const AddStepBody = v.object({
  workflowId: numericId('workflowId and stepTypeId must be numeric.'),
  stepTypeId: numericId('workflowId and stepTypeId must be numeric.'),
});

const closed = (what: string) =>
  new HttpError(409, 'INVALID_STATE', `This ${what} is already completed or cancelled.`);

/** Workflow runs on submissions and their steps: any staff member works them. */
export function workflowRunRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();

  const loadSubmission = async (raw: string | undefined) => {
    const row = await deps.stores.submissions.find(parseId(raw, 'Submission id'));
    if (!row) throw notFound('Submission not found', 'SUBMISSION_NOT_FOUND');
    return row;
  };
  const loadWorkflow = (id: number) => {
    const row = findWorkflowRow(db, id);
    if (!row) throw notFound('Workflow not found', 'WORKFLOW_NOT_FOUND');
    return row;
  };
  const loadStep = (raw: string | undefined) => {
    const row = findStepRow(db, parseId(raw, 'Step id'));
    if (!row) throw notFound('Step not found', 'STEP_NOT_FOUND');
    return row;
  };

  // Cancelled workflows leave the list but stay in the history (seed B §4).
  app.get('/submission/:id', async (c) => {
    const submission = await loadSubmission(c.req.param('id'));
    const history = workflowsOf(db, submission.id);
    return ok(c, {
      id: submission.id,
      submissionId: submission.id,
      workflows: history.filter((workflow) => workflow.statusCode !== CANCELLED),
      history,
    });
  });
  app.get('/submission/:id/history', async (c) =>
    ok(c, workflowsOf(db, (await loadSubmission(c.req.param('id'))).id)),
  );

  app.put('/workflow', async (c) => {
    const body = await readBody(c, StartBody);
    const submission = await loadSubmission(String(body.submissionId));
    const type = await deps.stores.workflowTypes.find(body.workflowTypeId);
    if (!type) throw notFound('Workflow not found', 'WORKFLOW_TYPE_NOT_FOUND');
    // A new workflow starts Pending with no steps (seed B §4).
    const id = insertWorkflow(
      db,
      { submissionId: submission.id, workflowTypeId: type.id, name: type.name, statusCode: 0 },
      now().toISOString(),
    );
    return ok(c, workflowPayload(db, loadWorkflow(id)), 201);
  });

  app.post('/workflow/:id/cancel', (c) => {
    const workflow = loadWorkflow(parseId(c.req.param('id'), 'Workflow id'));
    if (!isOpenStatus(workflow.status_code)) throw closed('workflow');
    setWorkflowStatus(db, workflow.id, CANCELLED, now());
    return ok(c, workflowPayload(db, loadWorkflow(workflow.id)));
  });

  app.put('/step', async (c) => {
    const body = await readBody(c, AddStepBody);
    const workflow = loadWorkflow(body.workflowId);
    const stepType = await deps.stores.workflowTypes.findStepType(body.stepTypeId);
    if (!stepType) throw notFound('Step type not found', 'STEP_TYPE_NOT_FOUND');
    if (!isOpenStatus(workflow.status_code)) throw closed('workflow');
    if (workflow.workflow_type_id !== null && stepType.workflow_type_id !== workflow.workflow_type_id) {
      throw badRequest('That step belongs to another workflow type.');
    }
    const at = now().toISOString();
    const id = db.transaction(() => {
      const created = insertStep(
        db,
        { workflowId: workflow.id, stepTypeId: stepType.id, name: stepType.name, statusCode: 0 },
        at,
      );
      db.prepare('UPDATE workflows SET updated_at = ? WHERE id = ?').run(at, workflow.id);
      return created;
    })();
    return ok(c, { id, workflowId: workflow.id }, 201);
  });

  // Steps pending or in progress can be completed or cancelled (seed B §4).
  for (const [action, code] of [
    ['complete', COMPLETED],
    ['cancel', CANCELLED],
  ] as const) {
    app.post(`/step/:id/${action}`, (c) => {
      const step = loadStep(c.req.param('id'));
      // A cancelled workflow's open steps stay as they were: completing one would complete the workflow.
      if (!isOpenStatus(loadWorkflow(step.workflow_id).status_code)) throw closed('workflow');
      if (!isOpenStatus(step.status_code)) throw closed('step');
      finishStep(db, step, code, now());
      return ok(c, workflowPayload(db, loadWorkflow(step.workflow_id)));
    });
  }

  return app;
}
