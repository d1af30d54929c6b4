import { STATUS, isOpenStatus, statusLabel } from '../../src/domain/statuses';
import type { Selectable } from 'kysely';
import type { Db } from './database';
import type { StepsTable, WorkflowsTable } from './schema';
import { inTransaction } from './transaction';

export type WorkflowRow = Selectable<WorkflowsTable>;

export type StepRow = Selectable<StepsTable>;

export interface NewWorkflow {
  submissionId: number;
  workflowTypeId: number | null;
  name: string;
  statusCode: number;
}

export interface NewStep {
  workflowId: number;
  stepTypeId: number | null;
  name: string;
  statusCode: number;
}

/** Codes that close a workflow or step; bound as values, never spliced. */
const FINISHED = [STATUS.completed, STATUS.cancelled];

const status = (code: number) => ({
  status: statusLabel(code),
  statusCode: code,
  statusLabel: statusLabel(code),
});

function stepPayload(row: StepRow) {
  return {
    id: row.id,
    workflowId: row.workflow_id,
    stepTypeId: row.step_type_id,
    name: row.name,
    stepTypeName: row.name,
    ...status(row.status_code),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function workflowOf(row: WorkflowRow, stepRows: readonly StepRow[]) {
  const steps = stepRows.map(stepPayload);
  return {
    id: row.id,
    submissionId: row.submission_id,
    workflowTypeId: row.workflow_type_id,
    name: row.name,
    ...status(row.status_code),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    steps,
    // Open steps are neither Completed nor Cancelled (seed B §4).
    openSteps: steps.filter((step) => isOpenStatus(step.statusCode)),
  };
}

export type WorkflowPayload = ReturnType<typeof workflowOf>;

/** Workflow runs on submissions and their steps: the one place their SQL lives. */
export function workflowRunStore(db: Db) {
  /** Payloads with their steps (by id), in two queries however many workflows. */
  const payloads = async (rows: readonly WorkflowRow[]): Promise<WorkflowPayload[]> => {
    if (rows.length === 0) return [];
    const steps = await db
      .selectFrom('steps')
      .selectAll()
      .where(
        'workflow_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) =>
      workflowOf(
        row,
        steps.filter((step) => step.workflow_id === row.id),
      ),
    );
  };

  const setStatus = async (trx: Db, id: number, code: number, at: Date) => {
    await trx
      .updateTable('workflows')
      .set({ status_code: code, updated_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
  };

  return {
    /** Every workflow run of a submission, newest first. */
    async ofSubmission(submissionId: number): Promise<WorkflowPayload[]> {
      const rows = await db
        .selectFrom('workflows')
        .selectAll()
        .where('submission_id', '=', submissionId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return payloads(rows);
    },

    async find(id: number): Promise<WorkflowRow | null> {
      return (await db.selectFrom('workflows').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async findStep(id: number): Promise<StepRow | null> {
      return (await db.selectFrom('steps').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async payload(row: WorkflowRow): Promise<WorkflowPayload> {
      const [payload] = await payloads([row]);
      if (!payload) throw new Error(`Workflow ${row.id} has no payload`);
      return payload;
    },

    async insert(run: NewWorkflow, at: string): Promise<number> {
      const row = await db
        .insertInto('workflows')
        .values({
          submission_id: run.submissionId,
          workflow_type_id: run.workflowTypeId,
          name: run.name,
          status_code: run.statusCode,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A new step, and its workflow marked as changed, in one transaction. */
    addStep(step: NewStep, at: string): Promise<number> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('steps')
          .values({
            workflow_id: step.workflowId,
            step_type_id: step.stepTypeId,
            name: step.name,
            status_code: step.statusCode,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('workflows')
          .set({ updated_at: at })
          .where('id', '=', step.workflowId)
          .execute();
        return row.id;
      });
    },

    async setStatus(id: number, code: number, at: Date): Promise<void> {
      await setStatus(db, id, code, at);
    },

    /**
     * Completing or cancelling a step. When the last open step of a workflow is completed, the workflow
     * becomes Completed too (seed B §4); with steps still open, a Pending workflow becomes In progress
     * (issue 37, decision 0363). Cancelling a step never changes its workflow's status.
     */
    finishStep(
      step: StepRow,
      code: typeof STATUS.completed | typeof STATUS.cancelled,
      at: Date,
    ): Promise<void> {
      return inTransaction(db, async (trx) => {
        await trx
          .updateTable('steps')
          .set({ status_code: code, updated_at: at.toISOString() })
          .where('id', '=', step.id)
          .execute();
        await trx
          .updateTable('workflows')
          .set({ updated_at: at.toISOString() })
          .where('id', '=', step.workflow_id)
          .execute();
        if (code !== STATUS.completed) return;
        const open = await trx
          .selectFrom('steps')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('workflow_id', '=', step.workflow_id)
          .where('status_code', 'not in', FINISHED)
          .executeTakeFirst();
        if (Number(open?.n ?? 0) === 0) await setStatus(trx, step.workflow_id, STATUS.completed, at);
        else
          await trx
            .updateTable('workflows')
            .set({ status_code: STATUS.inProgress })
            .where('id', '=', step.workflow_id)
            .where('status_code', '=', STATUS.pending)
            .execute();
      });
    },
  };
}

export type WorkflowRunStore = ReturnType<typeof workflowRunStore>;
