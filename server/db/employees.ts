import type { Database } from 'better-sqlite3';
import type { Employee, EmployeeInput } from '../../src/domain/employee';

interface EmployeeRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: string;
  department: string | null;
  location: string | null;
  start_date: string | null;
  status: string;
  manager: string | null;
  skills: string;
  emergency_contact: string | null;
  last_review_at: string | null;
  notes: string | null;
  updated_at: string | null;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function employeePayload(row: EmployeeRow) {
  const skills = parseJson(row.skills);
  const contact = parseJson(row.emergency_contact);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    department: row.department,
    location: row.location,
    startDate: row.start_date,
    status: row.status,
    manager: row.manager,
    skills: Array.isArray(skills) ? skills : [],
    emergencyContact: contact,
    lastReviewAt: row.last_review_at,
    notes: row.notes,
    updatedAt: row.updated_at,
  };
}

/** Sorted by first name (seed B §7), then last name and id so the order is stable. */
export function listEmployees(db: Database) {
  return db
    .prepare<[], EmployeeRow>(
      'SELECT * FROM employees ORDER BY first_name COLLATE NOCASE, last_name COLLATE NOCASE, id',
    )
    .all()
    .map(employeePayload);
}

export function getEmployee(db: Database, id: number) {
  const row = db.prepare<[number], EmployeeRow>('SELECT * FROM employees WHERE id = ?').get(id);
  return row ? employeePayload(row) : null;
}

/** A new employee from the form's fields; the rest of the profile starts empty and Active. */
export function insertEmployee(
  db: Database,
  input: EmployeeInput & Partial<Omit<Employee, 'id' | keyof EmployeeInput>>,
  at: Date,
  id?: number,
): number {
  const result = db
    .prepare(
      `INSERT INTO employees (id, first_name, last_name, email, phone, role, department, location, start_date,
         status, manager, skills, emergency_contact, last_review_at, notes, updated_at)
       VALUES (${Array(16).fill('?').join(', ')})`,
    )
    .run(
      id ?? null,
      input.firstName,
      input.lastName,
      input.email,
      input.phone,
      input.role,
      input.department ?? null,
      input.location ?? null,
      input.startDate,
      input.status ?? 'Active',
      input.manager ?? null,
      JSON.stringify(input.skills ?? []),
      input.emergencyContact ? JSON.stringify(input.emergencyContact) : null,
      input.lastReviewAt ?? null,
      input.notes ?? null,
      input.updatedAt ?? at.toISOString(),
    );
  return Number(result.lastInsertRowid);
}

/** The form edits only these fields (seed B §3); the rest of the profile is kept. */
export function updateEmployee(db: Database, id: number, input: EmployeeInput, at: Date): void {
  db.prepare(
    `UPDATE employees SET first_name = ?, last_name = ?, email = ?, phone = ?, role = ?, start_date = ?,
       updated_at = ? WHERE id = ?`,
  ).run(
    input.firstName,
    input.lastName,
    input.email,
    input.phone,
    input.role,
    input.startDate,
    at.toISOString(),
    id,
  );
}

export function deleteEmployee(db: Database, id: number): void {
  db.prepare('DELETE FROM employees WHERE id = ?').run(id);
}
