import type { Database } from 'better-sqlite3';

// The seed's synchronous inserts (inside its one SQLite transaction); routes use the workflow run store.

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
