import { randomBytes } from 'node:crypto';
import {
  INVITATION_HOURS,
  RESET_LINK_MINUTES,
  type PasswordLinkPurpose,
  type SignInAccess,
} from '../../src/domain/accounts';
import { invitationMail, passwordResetMail } from '../../src/domain/mail';
import type { MailLinks } from '../mail/links';
import type { Stores } from '../store/stores';
import type { UserRow } from '../store/users';
import { digest } from './sessions';

/** How long each kind of link works (issue 38): a reset 30 minutes, an invitation 72 hours. */
export const LINK_LIFETIME_MS: Record<PasswordLinkPurpose, number> = {
  reset: RESET_LINK_MINUTES * 60_000,
  invitation: INVITATION_HOURS * 60 * 60_000,
};

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName'>;

/**
 * A new link for `user`: a random 32-byte token (sent once, in the mail) whose SHA-256 alone is
 * stored, so a copy of the database opens no account.
 */
async function issueLink(
  stores: Stores,
  user: Recipient,
  purpose: PasswordLinkPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await stores.passwordTokens.insert({
    tokenHash: digest(token),
    userId: user.id,
    purpose,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]).toISOString(),
  });
  return token;
}

/** Queues 'Reset your password' for `user`, in the caller's transaction. */
export async function queuePasswordReset(tx: Stores, links: MailLinks, user: Recipient, now: Date) {
  const token = await issueLink(tx, user, 'reset', now);
  const mail = passwordResetMail({ name: user.firstName, link: links.passwordLink(token) });
  await tx.outbox.enqueue({ ...mail, to: user.email, kind: 'password-reset', secrets: [token] }, now);
}

/**
 * Queues the invitation of a new member of staff, in the caller's transaction. An earlier invitation
 * link stops working: only the newest one sent opens the account.
 */
export async function queueInvitation(
  tx: Stores,
  links: MailLinks,
  user: Recipient,
  access: Exclude<SignInAccess, 'none'>,
  now: Date,
) {
  await tx.passwordTokens.voidForUser(user.id, now.toISOString(), 'invitation');
  const token = await issueLink(tx, user, 'invitation', now);
  const mail = invitationMail({ name: user.firstName, link: links.passwordLink(token), access });
  await tx.outbox.enqueue({ ...mail, to: user.email, kind: 'invitation', secrets: [token] }, now);
}

/** An account whose access was taken away since the link was sent gets no password from it. */
const mayOpen = (user: UserRow | null): user is UserRow => user !== null && user.roles.length > 0;

/** What a link's token opens while it still works: whose password, and why it was sent. */
export async function readPasswordLink(
  stores: Stores,
  token: string,
  now: Date,
): Promise<{ purpose: PasswordLinkPurpose; user: UserRow } | null> {
  const link = await stores.passwordTokens.findLive(digest(token), now.toISOString());
  const user = link ? await stores.users.findById(link.userId) : null;
  return link && mayOpen(user) ? { purpose: link.purpose, user } : null;
}

/**
 * Sets the password a link was sent for, once: the link and every other unused link of the account
 * stop working, and every session of the account ends (whoever was signed in with the old password).
 * Answers whose password it set and why the link was sent; null when the link is unknown, expired,
 * used, or its account has no access any more.
 */
export async function usePasswordLink(
  stores: Stores,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<{ user: UserRow; purpose: PasswordLinkPurpose } | null> {
  return stores.transaction(async (tx) => {
    const at = now.toISOString();
    const link = await tx.passwordTokens.findLive(digest(token), at);
    const user = link ? await tx.users.findById(link.userId) : null;
    // Two clicks at once: only the first one to mark it used sets the password.
    if (!link || !mayOpen(user) || !(await tx.passwordTokens.use(link.id, at))) return null;
    await tx.passwordTokens.voidForUser(user.id, at);
    await tx.users.setPassword(user.id, passwordHash);
    await tx.users.endSessionsOf(user.id);
    return { user, purpose: link.purpose };
  });
}
