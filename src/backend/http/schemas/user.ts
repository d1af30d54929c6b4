import * as v from 'valibot';
import type { RegistrationResult, SessionUser } from '../../../domain/session';
import { firstOf, isRecord, lenient, optId, optText, withRequiredId } from './fields';
import { parsePayload } from './parse';

/** Roles as a list of names (or of {name} objects), or a single name. */
const optRoles = lenient(
  v.pipe(
    v.union([v.array(v.unknown()), v.string()]),
    v.transform((value) =>
      (Array.isArray(value) ? value : [value]).flatMap((role) => {
        const name = isRecord(role) ? role.name : role;
        return typeof name === 'string' && name.trim() !== '' ? [name.trim()] : [];
      }),
    ),
  ),
);

const joinName = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');

const userSchema = v.pipe(
  v.looseObject({
    sub: optId,
    id: optId,
    userId: optId,
    'user-id': optId,
    email: optText,
    fullName: optText,
    firstName: optText,
    givenName: optText,
    lastName: optText,
    surname: optText,
    displayName: optText,
    'display-name': optText,
    phoneNumber: optText,
    phone: optText,
    roles: optRoles,
    Roles: optRoles,
  }),
  withRequiredId(
    (raw) => firstOf(raw.sub, raw.id, raw.userId, raw['user-id']),
    'The user payload has no id (sub, id, userId or user-id)',
  ),
  v.transform(({ raw, id }): SessionUser => {
    const email = raw.email?.trim() ?? '';
    const fullName =
      raw.fullName?.trim() ||
      joinName(firstOf(raw.firstName, raw.givenName), firstOf(raw.lastName, raw.surname));
    const displayName = firstOf(raw.displayName, raw['display-name'])?.trim() || fullName || email;
    return {
      id,
      email,
      fullName,
      displayName,
      phone: firstOf(raw.phoneNumber, raw.phone) ?? '',
      roles: firstOf(raw.roles, raw.Roles) ?? [],
    };
  }),
);

/** GET /auth/user. A missing or id-less payload is USER_PARSE_ERROR. */
export const parseUser = (payload: unknown): SessionUser =>
  parsePayload(userSchema, payload, 'USER_PARSE_ERROR');

const registrationSchema = v.pipe(
  v.looseObject({
    userId: optId,
    customerId: optId,
    user: lenient(v.looseObject({ id: optId, fullName: optText, email: optText })),
  }),
  v.transform((raw): RegistrationResult => ({
    userId: raw.userId ?? raw.user?.id ?? null,
    customerId: raw.customerId ?? null,
    user: raw.user
      ? { id: raw.user.id ?? null, fullName: raw.user.fullName ?? null, email: raw.user.email ?? null }
      : null,
  })),
);

/**
 * POST /auth/register's data. An empty success is still an account, so null yields empty ids; any other
 * shape that is not an object is USER_PARSE_ERROR.
 */
export function parseRegistration(payload: unknown): RegistrationResult {
  if (payload === null) return { userId: null, customerId: null, user: null };
  return parsePayload(registrationSchema, payload, 'USER_PARSE_ERROR');
}
