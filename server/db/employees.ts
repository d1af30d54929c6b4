import type { Database } from 'better-sqlite3';
import type { Employee, EmployeeInput } from '../../src/domain/employee';

/** The seed's synchronous insert (inside its one SQLite transaction); routes use the employee store. */
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
