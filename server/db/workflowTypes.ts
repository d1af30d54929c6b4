import type { Database } from 'better-sqlite3';

interface TypeRow {
  id: number;
  name: string;
  description: string;
  primary_step_type_id: number | null;
  updated_at: string | null;
}
export interface StepTypeRow {
  id: number;
  workflow_type_id: number;
  name: string;
  description: string;
  is_initial_step: number;
}

export interface WorkflowTypeFields {
  name: string;
  description: string;
  primaryStepTypeId: number | null;
}
export interface StepTypeFields {
  workflowTypeId: number;
  name: string;
  description: string;
  nextStepTypeIds: readonly number[];
  isInitialStep: boolean;
}

export function findStepTypeRow(db: Database, id: number): StepTypeRow | null {
  return db.prepare<[number], StepTypeRow>('SELECT * FROM step_types WHERE id = ?').get(id) ?? null;
}

export function workflowTypeExists(db: Database, id: number): boolean {
  return db.prepare('SELECT 1 FROM workflow_types WHERE id = ?').get(id) !== undefined;
}

export function stepTypePayload(db: Database, row: StepTypeRow) {
  const next = db
    .prepare<[number], { id: number; name: string }>(
      `SELECT t.id, t.name FROM step_type_next n JOIN step_types t ON t.id = n.to_id
       WHERE n.from_id = ? ORDER BY n.position`,
    )
    .all(row.id);
  return {
    id: row.id,
    workflowTypeId: row.workflow_type_id,
    name: row.name,
    description: row.description,
    nextStepTypeIds: next.map((step) => step.id),
    nextSteps: next.map((step) => ({ id: step.id, name: step.name })),
    isInitialStep: row.is_initial_step === 1,
  };
}

function typePayload(db: Database, row: TypeRow) {
  const steps = db
    .prepare<[number], StepTypeRow>('SELECT * FROM step_types WHERE workflow_type_id = ? ORDER BY id')
    .all(row.id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    primaryStepTypeId: row.primary_step_type_id,
    updatedAt: row.updated_at,
    stepTypes: steps.map((step) => stepTypePayload(db, step)),
  };
}

export type WorkflowTypePayload = ReturnType<typeof typePayload>;

/** Workflows are listed by name (seed B §9). */
export function listWorkflowTypes(db: Database): WorkflowTypePayload[] {
  return db
    .prepare<[], TypeRow>('SELECT * FROM workflow_types ORDER BY name COLLATE NOCASE, id')
    .all()
    .map((row) => typePayload(db, row));
}

export function getWorkflowType(db: Database, id: number): WorkflowTypePayload | null {
  const row = db.prepare<[number], TypeRow>('SELECT * FROM workflow_types WHERE id = ?').get(id);
  return row ? typePayload(db, row) : null;
}

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

export function updateWorkflowType(db: Database, id: number, fields: WorkflowTypeFields, at: Date): void {
  db.prepare(
    'UPDATE workflow_types SET name = ?, description = ?, primary_step_type_id = ?, updated_at = ? WHERE id = ?',
  ).run(fields.name, fields.description, fields.primaryStepTypeId, at.toISOString(), id);
}

/** Step types go with their type; workflows already run keep their name and steps. */
export function deleteWorkflowType(db: Database, id: number): void {
  db.prepare('DELETE FROM workflow_types WHERE id = ?').run(id);
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

export function updateStepType(db: Database, id: number, fields: StepTypeFields, at: Date): void {
  const before = findStepTypeRow(db, id);
  db.prepare(
    'UPDATE step_types SET workflow_type_id = ?, name = ?, description = ?, is_initial_step = ? WHERE id = ?',
  ).run(fields.workflowTypeId, fields.name, fields.description, fields.isInitialStep ? 1 : 0, id);
  if (before && before.workflow_type_id !== fields.workflowTypeId) {
    // Moved to another workflow type: links from its old siblings no longer make sense.
    db.prepare('DELETE FROM step_type_next WHERE to_id = ?').run(id);
    db.prepare('UPDATE workflow_types SET primary_step_type_id = NULL WHERE primary_step_type_id = ?').run(
      id,
    );
    touchType(db, before.workflow_type_id, at);
  }
  writeStepTypeLinks(db, id, fields, at);
}

export function deleteStepType(db: Database, id: number, at: Date): void {
  const row = findStepTypeRow(db, id);
  db.prepare('DELETE FROM step_types WHERE id = ?').run(id);
  db.prepare('UPDATE workflow_types SET primary_step_type_id = NULL WHERE primary_step_type_id = ?').run(id);
  if (row) touchType(db, row.workflow_type_id, at);
}

/** Ids among `ids` that are not step types of the workflow type. */
export function foreignStepTypeIds(db: Database, workflowTypeId: number, ids: readonly number[]): number[] {
  const own = new Set(
    db
      .prepare<[number], { id: number }>('SELECT id FROM step_types WHERE workflow_type_id = ?')
      .all(workflowTypeId)
      .map((row) => row.id),
  );
  return ids.filter((id) => !own.has(id));
}
