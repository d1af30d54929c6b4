import type { Generated } from 'kysely';

/**
 * The tables as the query builder sees them, one interface per table in the migrations' column names.
 * Grown aggregate by aggregate as stores move off hand-written SQL (issue 25 step 1).
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  display_name: string;
  phone: string;
  /** A JSON array of role names. */
  roles: string;
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  scope: string;
  subject: string;
  failed_at: string;
}

export interface KnownSignInsTable {
  account: string;
  address: string;
  last_at: string;
}

export interface SignUpAttemptsTable {
  id: Generated<number>;
  address: string;
  attempted_at: string;
}

export interface CustomersTable {
  id: Generated<number>;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** The phone's digits alone, so searches ignore punctuation. */
  phone_digits: string;
  can_email: number;
  can_text: number;
  can_call: number;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  is_active: number;
  created_at: string | null;
  updated_at: string | null;
  /** Read-only rich fields (tags, metrics …) as JSON; only the seed writes them. */
  details: string;
}

export interface EmployeesTable {
  id: Generated<number>;
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
  /** A JSON array. */
  skills: string;
  /** A JSON object or null. */
  emergency_contact: string | null;
  last_review_at: string | null;
  notes: string | null;
  updated_at: string | null;
}

export interface Schema {
  employees: EmployeesTable;
  customers: CustomersTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  known_sign_ins: KnownSignInsTable;
  sign_up_attempts: SignUpAttemptsTable;
}
