/** The signed-in user, normalised from whatever names the server used. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  displayName: string;
  phone: string;
  /** Role names as the server sent them; compare with `hasAnyRole`, never with ===. */
  roles: readonly string[];
}

export type Role = 'employee' | 'admin' | 'customer';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** Body of POST /auth/register. */
export interface RegistrationRequest {
  email: string;
  phoneNumber: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface RegistrationResult {
  userId: string | null;
  customerId: string | null;
  user: { id: string | null; fullName: string | null; email: string | null } | null;
}

export type SessionStatus = 'anonymous' | 'authenticating' | 'authenticated' | 'signing-out' | 'error';

export type DataMode = 'mock' | 'api';

/** Demo personas selectable in mock mode. */
export type Persona = 'admin' | 'employee' | 'customer';
export const PERSONAS: readonly Persona[] = ['admin', 'employee', 'customer'];

/** Roles are compared case-insensitively; any one match is enough. An empty requirement always passes. */
export function hasAnyRole(userRoles: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const held = new Set(userRoles.map((role) => role.trim().toLowerCase()));
  return required.some((role) => held.has(role.trim().toLowerCase()));
}
