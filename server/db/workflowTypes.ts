import type { Database } from 'better-sqlite3';
import type { StepTypeFields, WorkflowTypeFields } from '../store/workflowTypes';

// The seed's synchronous inserts (inside its one SQLite transaction); routes use the workflow type store.

export function insertWorkflowType(db: Database, fields: WorkflowTypeFields, at: Date, id?: number): number {
  return Number(
    db
      .prepare(
        'INSERT INTO workflow_types (id, name, description, primary_step_type_id, updated_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(id ?? null, fields.name, fields.description, fields.primaryStepTypeId, at.toISOString())
      .lastInsertRowid,
  );
}

const touchType = (db: Database, typeId: number, at: Date) =>
  db.prepare('UPDATE workflow_types SET updated_at = ? WHERE id = ?').run(at.toISOString(), typeId);

function writeStepTypeLinks(db: Database, id: number, fields: StepTypeFields, at: Date) {
  db.prepare('DELETE FROM step_type_next WHERE from_id = ?').run(id);
  const link = db.prepare('INSERT OR IGNORE INTO step_type_next (from_id, to_id, position) VALUES (?, ?, ?)');
  fields.nextStepTypeIds.forEach((to, position) => link.run(id, to, position));
  if (fields.isInitialStep) {
    // Only one initial step per workflow type: setting it clears the others (seed B §4).
    db.prepare('UPDATE step_types SET is_initial_step = 0 WHERE workflow_type_id = ? AND id <> ?').run(
      fields.workflowTypeId,
      id,
    );
  }
  touchType(db, fields.workflowTypeId, at);
}

export function insertStepType(db: Database, fields: StepTypeFields, at: Date, id?: number): number {
  const created = Number(
    db
      .prepare(
        'INSERT INTO step_types (id, workflow_type_id, name, description, is_initial_step) VALUES (?, ?, ?, ?, ?)',
      )
      .run(id ?? null, fields.workflowTypeId, fields.name, fields.description, fields.isInitialStep ? 1 : 0)
      .lastInsertRowid,
  );
  writeStepTypeLinks(db, created, fields, at);
  return created;
}
