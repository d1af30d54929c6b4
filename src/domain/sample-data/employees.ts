import type { SignInAccess } from '../accounts';
import type { Employee, EmployeeStatus } from '../employee';
import { PERSONA_PROFILES } from './personas';
import { before, DAY } from './random';

interface Row {
  first: string;
  last: string;
  role: string;
  department: string;
  location: string;
  status: EmployeeStatus;
  startedDaysAgo: number;
  skills: string[];
  /** The demo persona whose account this person signs in with (issue 38: staff accounts are on the roster). */
  persona?: 'admin' | 'employee';
}

const ROSTER: readonly Row[] = [
  row('Marisol', 'Vega', 'Operations manager', 'Operations', 'Austin, TX', 'Active', 2100, ['Scheduling']),
  row('Theo', 'Brandt', 'Senior grader', 'Grading', 'Austin, TX', 'Active', 1650, ['Vintage', 'Centering']),
  row('Nia', 'Okonkwo', 'Prescreen specialist', 'Grading', 'Remote', 'Active', 720, ['Modern', 'Comics']),
  row('Owen', 'Castellanos', 'Intake clerk', 'Receiving', 'Austin, TX', 'On Leave', 410, ['Check-in']),
  row('Harper', 'Quinlan', 'Account manager', 'Sales', 'Dallas, TX', 'Active', 980, ['Consignment']),
  row('Ezra', 'Mbeki', 'Photographer', 'Imaging', 'Austin, TX', 'Active', 260, ['Lighting', 'Retouch']),
  row('Lena', 'Fairbanks', 'Account manager', 'Sales', 'Remote', 'Active', 1320, ['Premium accounts']),
  row('Caleb', 'Ashworth', 'Shipping lead', 'Logistics', 'Austin, TX', 'On Leave', 1900, ['Insurance']),
  // The two seeded staff accounts (admin@ and employee@), so the roster shows who can sign in.
  {
    ...row('Avery', 'Lindqvist', 'Owner', 'Operations', 'Austin, TX', 'Active', 2600, ['Pricing']),
    persona: 'admin',
  },
  {
    ...row('Jordan', 'Reyes', 'Grading associate', 'Grading', 'Austin, TX', 'Active', 540, ['Modern']),
    persona: 'employee',
  },
];

const ACCESS_OF_PERSONA: Record<'admin' | 'employee', SignInAccess> = {
  admin: 'admin',
  employee: 'employee',
};

/** The employee roster (seed B §3): statuses Active and On Leave, skills and emergency contacts. */
export function sampleEmployees(now: Date): Employee[] {
  return ROSTER.map((entry, index) => {
    const user = entry.persona ? PERSONA_PROFILES[entry.persona].user : null;
    return {
      id: String(index + 1),
      firstName: entry.first,
      lastName: entry.last,
      email: user?.email ?? `${entry.first}.${entry.last}@example.com`.toLowerCase(),
      phone: user?.phone ?? `555-020-${String(index + 1).padStart(4, '0')}`,
      role: entry.role,
      department: entry.department,
      location: entry.location,
      startDate: before(now, entry.startedDaysAgo * DAY).slice(0, 10),
      status: entry.status,
      manager: index === 0 ? null : 'Marisol Vega',
      skills: entry.skills,
      emergencyContact: index % 3 === 2 ? null : { name: `Sam ${entry.last}`, phone: `555-030-000${index}` },
      lastReviewAt: index % 4 === 3 ? null : before(now, (30 + index * 20) * DAY),
      notes: entry.status === 'On Leave' ? 'Back next quarter.' : null,
      updatedAt: before(now, (index + 1) * 3 * DAY),
      userId: user?.id ?? null,
      access: entry.persona ? ACCESS_OF_PERSONA[entry.persona] : 'none',
      account: user ? 'active' : 'none',
    };
  });
}

/** Full names of the account managers customers are assigned to. */
export const ACCOUNT_MANAGERS = ROSTER.filter((entry) => entry.role === 'Account manager').map(
  (entry) => `${entry.first} ${entry.last}`,
);

function row(
  first: string,
  last: string,
  role: string,
  department: string,
  location: string,
  status: EmployeeStatus,
  startedDaysAgo: number,
  skills: string[],
): Row {
  return { first, last, role, department, location, status, startedDaysAgo, skills };
}
