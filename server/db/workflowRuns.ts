import type { Database } from 'better-sqlite3';
import { CANCELLED, COMPLETED, isOpenStatus, statusLabel } from './statusLabels';

export interface WorkflowRow {
  id: number;
  submission_id: number;
  workflow_type_id: number | null;
  name: string;
  status_code: number;
  created_at: string;
  updated_at: string;
}
export interface StepRow {
  id: number;
  workflow_id: number;
  step_type_id: number | null;
  name: string;
  status_code: number;
  created_at: string;
  updated_at: string;
}

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

export function workflowPayload(db: Database, row: WorkflowRow) {
  const steps = db
    .prepare<[number], StepRow>('SELECT * FROM steps WHERE workflow_id = ? ORDER BY id')
    .all(row.id)
    .map(stepPayload);
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

/** Every workflow run of a submission, newest first. */
export function workflowsOf(db: Database, submissionId: number) {
  return db
    .prepare<[number], WorkflowRow>(
      'SELECT * FROM workflows WHERE submission_id = ? ORDER BY created_at DESC, id DESC',
    )
    .all(submissionId)
    .map((row) => workflowPayload(db, row));
}

export function findWorkflowRow(db: Database, id: number): WorkflowRow | null {
  return db.prepare<[number], WorkflowRow>('SELECT * FROM workflows WHERE id = ?').get(id) ?? null;
}

export function findStepRow(db: Database, id: number): StepRow | null {
  return db.prepare<[number], StepRow>('SELECT * FROM steps WHERE id = ?').get(id) ?? null;
}

export function insertWorkflow(
  db: Database,
  run: { submissionId: number; workflowTypeId: number | null; name: string; statusCode: number },
  at: string,
  id?: number,
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO workflows (id, submission_id, workflow_type_id, name, status_code, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id ?? null, run.submissionId, run.workflowTypeId, run.name, run.statusCode, at, at)
      .lastInsertRowid,
  );
}

export function insertStep(
  db: Database,
  step: { workflowId: number; stepTypeId: number | null; name: string; statusCode: number },
  at: string,
  id?: number,
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO steps (id, workflow_id, step_type_id, name, status_code, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id ?? null, step.workflowId, step.stepTypeId, step.name, step.statusCode, at, at).lastInsertRowid,
  );
}

export function setWorkflowStatus(db: Database, id: number, code: number, at: Date): void {
  db.prepare('UPDATE workflows SET status_code = ?, updated_at = ? WHERE id = ?').run(
    code,
    at.toISOString(),
    id,
  );
}

/**
 * Completing or cancelling a step. When the last open step of a workflow is completed, the workflow
 * becomes Completed too (seed B §4); cancelling a step never completes its workflow.
 */
export function finishStep(
  db: Database,
  step: StepRow,
  code: typeof COMPLETED | typeof CANCELLED,
  at: Date,
): void {
  db.transaction(() => {
    db.prepare('UPDATE steps SET status_code = ?, updated_at = ? WHERE id = ?').run(
      code,
      at.toISOString(),
      step.id,
    );
    db.prepare('UPDATE workflows SET updated_at = ? WHERE id = ?').run(at.toISOString(), step.workflow_id);
    if (code !== COMPLETED) return;
    const open = db
      .prepare<[number], { n: number }>(
        `SELECT COUNT(*) AS n FROM steps WHERE workflow_id = ? AND status_code NOT IN (${COMPLETED}, ${CANCELLED})`,
      )
      .get(step.workflow_id);
    if (open?.n === 0) setWorkflowStatus(db, step.workflow_id, COMPLETED, at);
  })();
}
