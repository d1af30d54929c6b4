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
}

/** The form edits only these fields. */
export interface EmployeeInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: string;
  startDate: string | null;
}
