import { accessOfRoles, type AccountState } from '../../src/domain/accounts';
import type { EmployeeInput } from '../../src/domain/employee';
import type { Db } from './database';
import type { EmployeesTable } from './schema';
import { sql } from 'kysely';
import { countWhere } from './count';
import { caseless, containsInAny } from './text';
import { parseRoles } from './users';

type EmployeeRow = Omit<EmployeesTable, 'id' | 'version'> & { id: number; version: number };

/** The linked account's roles and password, read beside the record to say its access (issue 38). */
interface LinkedAccount {
  account_roles: string | null;
  account_password: string | null;
}

/** No account; an account whose password is not set yet (invited); or one that can sign in. */
function accountState(linked: LinkedAccount): AccountState {
  if (linked.account_roles === null) return 'none';
  return linked.account_password ? 'active' : 'invited';
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function employeePayload(row: EmployeeRow & LinkedAccount) {
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
    version: row.version,
    userId: row.user_id,
    access: row.account_roles === null ? 'none' : accessOfRoles(parseRoles(row.account_roles)),
    account: accountState(row),
  };
}

export type EmployeePayload = ReturnType<typeof employeePayload>;

/** Employees: the one place their SQL lives. */
export function employeeStore(db: Db) {
  /** The roster in its order, with each record's account beside it (issue 38: its access). */
  const roster = () =>
    db
      .selectFrom('employees')
      .leftJoin('users', 'users.id', 'employees.user_id')
      .selectAll('employees')
      .select(['users.roles as account_roles', 'users.password_hash as account_password'])
      .orderBy(caseless('employees.first_name'))
      .orderBy(caseless('employees.last_name'))
      .orderBy('employees.id');
  return {
    /** Sorted by first name (seed B §7), then last name and id so the order is stable. */
    async list(): Promise<EmployeePayload[]> {
      return (await roster().execute()).map(employeePayload);
    },

    /**
     * One page of the roster in its order, matching `search` (the domain's `matchesEmployeeSearch`:
     * the text, ignoring case, inside the full name, the email or the role), with the matching total.
     */
    async search(query: {
      search?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: EmployeePayload[]; total: number }> {
      const fullName = sql`trim(trim(employees.first_name) || ' ' || trim(employees.last_name))`;
      const where = containsInAny(
        [fullName, sql.ref('employees.email'), sql.ref('employees.role')],
        query.search ?? '',
      );
      const rows = await roster().where(where).limit(query.limit).offset(query.offset).execute();
      return { rows: rows.map(employeePayload), total: await countWhere(db, 'employees', where) };
    },

    async find(id: number): Promise<EmployeePayload | null> {
      const row = await roster().where('employees.id', '=', id).executeTakeFirst();
      return row ? employeePayload(row) : null;
    },

    /** The roster entry that gives this account its access, if any. */
    async findByUser(userId: number): Promise<EmployeePayload | null> {
      const row = await roster().where('employees.user_id', '=', userId).executeTakeFirst();
      return row ? employeePayload(row) : null;
    },

    /** Links the record to the account it gives access to. */
    async link(id: number, userId: number): Promise<void> {
      await db.updateTable('employees').set({ user_id: userId }).where('id', '=', id).execute();
    },

    /** A new employee from the form's fields; the rest of the profile starts empty and Active. */
    async insert(input: EmployeeInput, at: Date): Promise<number> {
      const row = await db
        .insertInto('employees')
        .values({
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          phone: input.phone,
          role: input.role,
          department: null,
          location: null,
          start_date: input.startDate,
          status: 'Active',
          manager: null,
          skills: '[]',
          emergency_contact: null,
          last_review_at: null,
          notes: null,
          updated_at: at.toISOString(),
          user_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The form edits only these fields (seed B §3); the rest of the profile is kept. */
    async update(id: number, input: EmployeeInput, at: Date): Promise<void> {
      await db
        .updateTable('employees')
        .set({
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          phone: input.phone,
          role: input.role,
          start_date: input.startDate,
          updated_at: at.toISOString(),
          version: (eb) => eb('version', '+', 1),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Whether another roster entry (not `exceptId`) has this email, ignoring case. */
    async emailTaken(email: string, exceptId: number | null): Promise<boolean> {
      const row = await db
        .selectFrom('employees')
        .select('id')
        .where(caseless('email'), '=', email.trim().toLowerCase())
        .$if(exceptId !== null, (query) => query.where('id', '<>', exceptId ?? 0))
        .executeTakeFirst();
      return row !== undefined;
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('employees').where('id', '=', id).execute();
    },
  };
}

export type EmployeeStore = ReturnType<typeof employeeStore>;
