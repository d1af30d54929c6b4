import type { Persona, SessionUser } from '../session';

/** A demo persona: the user it signs in as, and what it may do. */
export interface PersonaProfile {
  user: SessionUser;
  permissions: readonly string[];
}

export interface Organisation {
  id: string;
  name: string;
  plan: 'pro';
  seats: number;
  /** Where the business is and how to reach it: the demo's invoices print them (decision 0510). */
  address: string;
  email: string;
  phone: string;
}

/** The three demo personas (seed A §3). Ids are numeric strings so customers can link to them by userId. */
export const PERSONA_PROFILES: Readonly<Record<Persona, PersonaProfile>> = {
  admin: {
    user: {
      id: '1',
      email: 'admin@example.com',
      fullName: 'Avery Lindqvist',
      displayName: 'Avery',
      phone: '555-010-0001',
      roles: ['ADMIN', 'EMPLOYEE'],
    },
    permissions: ['dashboard:read', 'projects:read', 'projects:write', 'team:manage'],
  },
  employee: {
    user: {
      id: '2',
      email: 'employee@example.com',
      fullName: 'Jordan Reyes',
      displayName: 'Jordan',
      phone: '555-010-0002',
      roles: ['EMPLOYEE'],
    },
    permissions: ['dashboard:read', 'projects:read'],
  },
  customer: {
    user: {
      id: '3',
      email: 'customer@example.com',
      fullName: 'Casey Morgan',
      displayName: 'Casey',
      phone: '555-010-0003',
      roles: ['CUSTOMER'],
    },
    permissions: ['dashboard:read'],
  },
};

export const ORGANISATION: Readonly<Organisation> = {
  id: '1',
  name: 'Slab & Sleeve Grading Co.',
  plan: 'pro',
  seats: 5,
  address: '1200 NW Everett Street, Suite 4\nPortland, OR 97209',
  email: 'billing@slabandsleeve.example',
  phone: '503-555-0142',
};
