import { Hono } from 'hono';
import * as v from 'valibot';
import { STATUS, isOpenStatus } from '../../src/domain/statuses';
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
  const { now } = deps;
  const runs = deps.stores.workflowRuns;
  const app = new Hono<AppEnv>();

  const loadSubmission = async (raw: string | undefined) => {
    const row = await deps.stores.submissions.find(parseId(raw, 'Submission id'));
    if (!row) throw notFound('Submission not found', 'SUBMISSION_NOT_FOUND');
    return row;
  };
  const loadWorkflow = async (id: number) => {
    const row = await runs.find(id);
    if (!row) throw notFound('Workflow not found', 'WORKFLOW_NOT_FOUND');
    return row;
  };
  const loadStep = async (raw: string | undefined) => {
    const row = await runs.findStep(parseId(raw, 'Step id'));
    if (!row) throw notFound('Step not found', 'STEP_NOT_FOUND');
    return row;
  };

  // Cancelled workflows leave the list but stay in the history (seed B §4).
  app.get('/submission/:id', async (c) => {
    const submission = await loadSubmission(c.req.param('id'));
    const history = await runs.ofSubmission(submission.id);
    return ok(c, {
      id: submission.id,
      submissionId: submission.id,
      workflows: history.filter((workflow) => workflow.statusCode !== STATUS.cancelled),
      history,
    });
  });
  app.get('/submission/:id/history', async (c) =>
    ok(c, await runs.ofSubmission((await loadSubmission(c.req.param('id'))).id)),
  );

  app.put('/workflow', async (c) => {
    const body = await readBody(c, StartBody);
    const submission = await loadSubmission(String(body.submissionId));
    const type = await deps.stores.workflowTypes.find(body.workflowTypeId);
    if (!type) throw notFound('Workflow not found', 'WORKFLOW_TYPE_NOT_FOUND');
    // A new workflow starts Pending with no steps (seed B §4).
    const id = await runs.insert(
      { submissionId: submission.id, workflowTypeId: type.id, name: type.name, statusCode: 0 },
      now().toISOString(),
    );
    return ok(c, await runs.payload(await loadWorkflow(id)), 201);
  });

  app.post('/workflow/:id/cancel', async (c) => {
    const workflow = await loadWorkflow(parseId(c.req.param('id'), 'Workflow id'));
    if (!isOpenStatus(workflow.status_code)) throw closed('workflow');
    await runs.setStatus(workflow.id, STATUS.cancelled, now());
    return ok(c, await runs.payload(await loadWorkflow(workflow.id)));
  });

  app.put('/step', async (c) => {
    const body = await readBody(c, AddStepBody);
    const workflow = await loadWorkflow(body.workflowId);
    const stepType = await deps.stores.workflowTypes.findStepType(body.stepTypeId);
    if (!stepType) throw notFound('Step type not found', 'STEP_TYPE_NOT_FOUND');
    if (!isOpenStatus(workflow.status_code)) throw closed('workflow');
    if (workflow.workflow_type_id !== null && stepType.workflow_type_id !== workflow.workflow_type_id) {
      throw badRequest('That step belongs to another workflow type.');
    }
    const at = now().toISOString();
    const id = await runs.addStep(
      { workflowId: workflow.id, stepTypeId: stepType.id, name: stepType.name, statusCode: 0 },
      at,
    );
    return ok(c, { id, workflowId: workflow.id }, 201);
  });

  // Steps pending or in progress can be completed or cancelled (seed B §4).
  for (const [action, code] of [
    ['complete', STATUS.completed],
    ['cancel', STATUS.cancelled],
  ] as const) {
    app.post(`/step/:id/${action}`, async (c) => {
      const step = await loadStep(c.req.param('id'));
      // A cancelled workflow's open steps stay as they were: completing one would complete the workflow.
      if (!isOpenStatus((await loadWorkflow(step.workflow_id)).status_code)) throw closed('workflow');
      if (!isOpenStatus(step.status_code)) throw closed('step');
      await runs.finishStep(step, code, now());
      return ok(c, await runs.payload(await loadWorkflow(step.workflow_id)));
    });
  }

  return app;
}
