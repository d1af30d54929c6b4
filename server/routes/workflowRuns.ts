import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { STATUS, isOpenStatus, statusLabel } from '../../src/domain/statuses';
import { type Change, actorOf, recordChange } from '../http/audit';
import type { AppDeps, AppEnv } from '../http/env';
import type { Stores } from '../store/stores';
import type { StepRow, WorkflowRow } from '../store/workflowRuns';
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

/** Records a workflow's or step's change, as a write reports it; the recorder adds who and when. */
type Recorder = (
  recordType: 'workflow' | 'step',
  recordId: number,
  before: Change['before'],
  after: Change['after'],
) => Promise<void>;

/** What a workflow run's history keeps: its submission, name and status. */
const workflowAuditFields = (row: WorkflowRow) => ({
  submissionId: row.submission_id,
  name: row.name,
  status: statusLabel(row.status_code),
});

/** A step's: its workflow, name and status (who completed it is the entry's person). */
const stepAuditFields = (row: StepRow) => ({
  workflowId: row.workflow_id,
  name: row.name,
  status: statusLabel(row.status_code),
});

/** Workflow runs on submissions and their steps: any staff member works them. */
export function workflowRunRoutes(deps: AppDeps) {
  const { now } = deps;
  const runs = deps.stores.workflowRuns;
  const app = new Hono<AppEnv>();

  const loadSubmission = async (raw: string | undefined, stores = deps.stores) => {
    const row = await stores.submissions.find(parseId(raw, 'Submission id'));
    if (!row) throw notFound('Submission not found', 'SUBMISSION_NOT_FOUND');
    return row;
  };
  const loadWorkflow = async (id: number, stores = deps.stores) => {
    const row = await stores.workflowRuns.find(id);
    if (!row) throw notFound('Workflow not found', 'WORKFLOW_NOT_FOUND');
    return row;
  };
  const loadStep = async (raw: string | undefined, stores = deps.stores) => {
    const row = await stores.workflowRuns.findStep(parseId(raw, 'Step id'));
    if (!row) throw notFound('Step not found', 'STEP_NOT_FOUND');
    return row;
  };

  /** A submission's runs, each closed step naming who closed it and when (from the audit trail). */
  const runsOf = async (submissionId: number) => {
    const history = await runs.ofSubmission(submissionId);
    const closed = history.flatMap((run) => run.steps).filter((step) => !isOpenStatus(step.statusCode));
    const closers = await deps.stores.audit.lastUpdates(
      'step',
      closed.map((step) => step.id),
    );
    return history.map((run) => ({
      ...run,
      steps: run.steps.map((step) => {
        const closer = isOpenStatus(step.statusCode) ? undefined : closers.get(step.id);
        return { ...step, closedBy: closer?.by ?? null, closedAt: closer?.at ?? null };
      }),
    }));
  };

  // Cancelled workflows leave the list but stay in the history (seed B §4).
  app.get('/submission/:id', async (c) => {
    const submission = await loadSubmission(c.req.param('id'));
    const history = await runsOf(submission.id);
    return ok(c, {
      id: submission.id,
      submissionId: submission.id,
      workflows: history.filter((workflow) => workflow.statusCode !== STATUS.cancelled),
      history,
    });
  });
  app.get('/submission/:id/history', async (c) =>
    ok(c, await runsOf((await loadSubmission(c.req.param('id'))).id)),
  );

  /** Runs a write in one transaction whose stores it hands over, with a recorder for its changes. */
  const write = <T>(c: Context<AppEnv>, work: (stores: Stores, record: Recorder) => Promise<T>): Promise<T> =>
    deps.stores.transaction((stores) =>
      work(stores, (recordType, recordId, before, after) =>
        recordChange(stores, {
          recordType,
          recordId,
          before,
          after,
          actor: actorOf(c),
          at: now(),
          version: null,
        }),
      ),
    );

  app.put('/workflow', async (c) => {
    const body = await readBody(c, StartBody);
    return write(c, async (stores, record) => {
      const submission = await loadSubmission(String(body.submissionId), stores);
      const type = await stores.workflowTypes.find(body.workflowTypeId);
      if (!type) throw notFound('Workflow not found', 'WORKFLOW_TYPE_NOT_FOUND');
      // A new workflow starts Pending with no steps (seed B §4).
      const id = await stores.workflowRuns.insert(
        { submissionId: submission.id, workflowTypeId: type.id, name: type.name, statusCode: 0 },
        now().toISOString(),
      );
      const created = await loadWorkflow(id, stores);
      await record('workflow', id, null, workflowAuditFields(created));
      return ok(c, await stores.workflowRuns.payload(created), 201);
    });
  });

  app.post('/workflow/:id/cancel', (c) =>
    write(c, async (stores, record) => {
      const workflow = await loadWorkflow(parseId(c.req.param('id'), 'Workflow id'), stores);
      if (!isOpenStatus(workflow.status_code)) throw closed('workflow');
      await stores.workflowRuns.setStatus(workflow.id, STATUS.cancelled, now());
      const after = await loadWorkflow(workflow.id, stores);
      await record('workflow', workflow.id, workflowAuditFields(workflow), workflowAuditFields(after));
      return ok(c, await stores.workflowRuns.payload(after));
    }),
  );

  app.put('/step', async (c) => {
    const body = await readBody(c, AddStepBody);
    return write(c, async (stores, record) => {
      const workflow = await loadWorkflow(body.workflowId, stores);
      const stepType = await stores.workflowTypes.findStepType(body.stepTypeId);
      if (!stepType) throw notFound('Step type not found', 'STEP_TYPE_NOT_FOUND');
      if (!isOpenStatus(workflow.status_code)) throw closed('workflow');
      if (workflow.workflow_type_id !== null && stepType.workflow_type_id !== workflow.workflow_type_id) {
        throw badRequest('That step belongs to another workflow type.');
      }
      const at = now().toISOString();
      const id = await stores.workflowRuns.addStep(
        { workflowId: workflow.id, stepTypeId: stepType.id, name: stepType.name, statusCode: 0 },
        at,
      );
      const step = await stores.workflowRuns.findStep(id);
      await record('step', id, null, step && stepAuditFields(step));
      return ok(c, { id, workflowId: workflow.id }, 201);
    });
  });

  // Steps pending or in progress can be completed or cancelled (seed B §4).
  for (const [action, code] of [
    ['complete', STATUS.completed],
    ['cancel', STATUS.cancelled],
  ] as const) {
    app.post(`/step/:id/${action}`, (c) =>
      write(c, async (stores, record) => {
        const step = await loadStep(c.req.param('id'), stores);
        const workflow = await loadWorkflow(step.workflow_id, stores);
        // A cancelled workflow's open steps stay as they were: completing one would complete the workflow.
        if (!isOpenStatus(workflow.status_code)) throw closed('workflow');
        if (!isOpenStatus(step.status_code)) throw closed('step');
        await stores.workflowRuns.finishStep(step, code, now());
        const [stepAfter, workflowAfter] = [
          await stores.workflowRuns.findStep(step.id),
          await loadWorkflow(step.workflow_id, stores),
        ];
        await record('step', step.id, stepAuditFields(step), stepAfter && stepAuditFields(stepAfter));
        // Completing the last open step completed the workflow: that is a change to it as well.
        await record(
          'workflow',
          workflow.id,
          workflowAuditFields(workflow),
          workflowAuditFields(workflowAfter),
        );
        return ok(c, await stores.workflowRuns.payload(workflowAfter));
      }),
    );
  }

  return app;
}
