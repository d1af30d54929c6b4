import { ACCOUNT_TEXTS, accessOfRoles, rolesWithAccess, type SignInAccess } from '../../src/domain/accounts';
import { conflict } from '../http/errors';
import type { MailLinks } from '../mail/links';
import type { EmployeePayload } from '../store/employees';
import type { Stores } from '../store/stores';
import type { UserRow } from '../store/users';
import { queueInvitation } from './passwordLinks';

/**
 * Staff accounts belong to the roster (issue 38, decision 0372). An employee record's Sign-in access
 * is its account's roles: No access (no staff role), Employee (EMPLOYEE), Admin (ADMIN and EMPLOYEE).
 * Everything here runs inside the save's transaction, with the mail it queues.
 */

export const LAST_ADMIN_CODE = 'LAST_ADMIN';
export const ACCOUNT_EMAIL_TAKEN_CODE = 'ACCOUNT_EMAIL_TAKEN';

interface Change {
  /** The record as saved. */
  employee: EmployeePayload;
  /** The access the save asked for; undefined leaves it as it is. */
  requested: SignInAccess | undefined;
  /** The signed-in admin making the change. */
  actor: UserRow;
  now: Date;
  links: MailLinks;
}

/** The last admin who can sign in may not take admin access away from themselves. */
async function refuseLastAdminLeaving(tx: Stores, user: UserRow, actor: UserRow) {
  if (user.id !== actor.id || accessOfRoles(user.roles) !== 'admin') return;
  if ((await tx.users.countAdminsOtherThan(user.id)) === 0) {
    throw conflict(ACCOUNT_TEXTS.lastAdmin, LAST_ADMIN_CODE);
  }
}

/** Access taken away: no staff role, every session ends now, links sent earlier stop working. */
async function revoke(tx: Stores, user: UserRow, now: Date) {
  await tx.users.setRoles(user.id, rolesWithAccess(user.roles, 'none'));
  await tx.users.endSessionsOf(user.id);
  await tx.passwordTokens.voidForUser(user.id, now.toISOString());
}

/**
 * The account this record gives access to: the linked one, else an account with its email that no
 * other record claims (a customer who joins the staff keeps their password), else a new one with no
 * password yet (the invitation sets it).
 */
async function accountFor(tx: Stores, employee: EmployeePayload, now: Date): Promise<UserRow> {
  const existing = await tx.users.findByEmail(employee.email);
  if (existing) {
    const claimed = await tx.employees.findByUser(existing.id);
    if (claimed && claimed.id !== employee.id) {
      throw conflict(ACCOUNT_TEXTS.accountEmailTaken, ACCOUNT_EMAIL_TAKEN_CODE);
    }
    await tx.employees.link(employee.id, existing.id);
    return existing;
  }
  const profile = {
    email: employee.email,
    passwordHash: '',
    firstName: employee.firstName,
    lastName: employee.lastName,
    phone: employee.phone,
    roles: [],
  };
  const id = await tx.users.insert(profile, now);
  await tx.employees.link(employee.id, id);
  const created = await tx.users.findById(id);
  if (!created) throw new Error(`the account ${id} just made is missing`);
  return created;
}

/** The linked account's email, name and phone follow the record's. */
async function followRecord(tx: Stores, user: UserRow, employee: EmployeePayload) {
  if (user.email !== employee.email.trim().toLowerCase()) {
    const other = await tx.users.findByEmail(employee.email);
    if (other && other.id !== user.id)
      throw conflict(ACCOUNT_TEXTS.accountEmailTaken, ACCOUNT_EMAIL_TAKEN_CODE);
  }
  await tx.users.setProfile(user.id, employee);
}

/**
 * After a create or update of an employee record: its account follows the record, and its access
 * becomes the one asked for. Giving access to someone without a password yet emails an invitation;
 * No access ends their sessions at once; Employee ↔ Admin changes the roles every request reads.
 */
export async function applySignInAccess(tx: Stores, change: Change): Promise<void> {
  const { employee, requested, actor, now } = change;
  const linked = employee.userId === null ? null : await tx.users.findById(employee.userId);
  if (linked) await followRecord(tx, linked, employee);
  const current = linked ? accessOfRoles(linked.roles) : 'none';
  const target = requested ?? current;
  if (target === current) return;
  if (target === 'none') {
    if (!linked) return;
    await refuseLastAdminLeaving(tx, linked, actor);
    await revoke(tx, linked, now);
    return;
  }
  if (linked && current === 'admin') await refuseLastAdminLeaving(tx, linked, actor);
  const user = linked ?? (await accountFor(tx, employee, now));
  await tx.users.setRoles(user.id, rolesWithAccess(user.roles, target));
  // Access given to an account nobody can sign in to yet: the invitation sets its password.
  if (user.passwordHash === '' && current === 'none') {
    await queueInvitation(tx, change.links, user, target, now);
  }
}

/** Before a record leaves the roster: its account loses staff access and its sessions end at once. */
export async function removeSignInAccess(
  tx: Stores,
  employee: EmployeePayload,
  actor: UserRow,
  now: Date,
): Promise<void> {
  const user = employee.userId === null ? null : await tx.users.findById(employee.userId);
  if (!user) return;
  await refuseLastAdminLeaving(tx, user, actor);
  await revoke(tx, user, now);
}

/** 'Resend invitation': a new link for an invited account that still has access (the old one stops). */
export async function resendInvitation(tx: Stores, employee: EmployeePayload, now: Date, links: MailLinks) {
  const user = employee.userId === null ? null : await tx.users.findById(employee.userId);
  const access = user ? accessOfRoles(user.roles) : 'none';
  if (!user || user.passwordHash !== '' || access === 'none') return false;
  await queueInvitation(tx, links, user, access, now);
  return true;
}
