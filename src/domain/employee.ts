import type { AccountState, SignInAccess } from './accounts';

export type EmployeeStatus = 'Active' | 'On Leave';

export interface Employee {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: string;
  department: string | null;
  location: string | null;
  startDate: string | null;
  status: EmployeeStatus;
  manager: string | null;
  skills: string[];
  emergencyContact: { name: string; phone: string } | null;
  lastReviewAt: string | null;
  notes: string | null;
  updatedAt: string | null;
  /** Bumped by the server on each update; sent back with a save (decision 0232). Absent from older servers. */
  version?: number;
  /** The id of the account this person signs in with, once the record gave access (issue 38). */
  userId?: string | null;
  /** What this person may do when signed in (issue 38); 'none' until the record gives access. */
  access: SignInAccess;
  /** Whether their account exists and its password is set. */
  account: AccountState;
}

/** The form edits only these fields. */
export interface EmployeeInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: string;
  startDate: string | null;
  /** Sign-in access (admins only); absent leaves it as it is (a new record then has none). */
  access?: SignInAccess;
}
