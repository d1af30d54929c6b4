import type { UserRow } from '../store/users';

/** The user payload of GET /auth/user, in the field names seed A §3 lists first. */
export function userPayload(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    displayName: user.displayName,
    phoneNumber: user.phone,
    roles: user.roles,
  };
}
