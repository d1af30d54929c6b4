import type { Persona } from '../domain/session';

/** How the demo personas read on the data-source switch and in messages about them. */
export const PERSONA_LABELS: Record<Persona, string> = {
  admin: 'Admin',
  employee: 'Employee',
  customer: 'Customer',
};
