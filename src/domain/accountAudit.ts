import type { PasswordLinkPurpose } from './accounts';
import type { AuditAction, AuditFields } from './audit';

/**
 * A sign-in account's password events in the audit trail (issue 41, decision 0439): a reset link
 * asked for, a password set by a reset link or by an invitation's link (the invitation accepted), a
 * password changed in Settings. Each is one entry of the account (record type 'user'); none keeps the
 * password, the link or its token, only where the request came from and whether a link went out.
 */
export type PasswordEvent = Extract<
  AuditAction,
  'password-reset-requested' | 'password-reset' | 'invitation-accepted' | 'password-changed'
>;

/** Who a reset request's entry names: no one is signed in; whoever typed the email asked. */
export const NOBODY = { id: null, name: '' } as const;

/** What using a link records: a reset link resets the password, an invitation's accepts the invitation. */
export const LINK_USED_EVENT: Readonly<Record<PasswordLinkPurpose, PasswordEvent>> = {
  reset: 'password-reset',
  invitation: 'invitation-accepted',
};

/**
 * What a password event's entry keeps: the client address where the server knows it (the demo does
 * not), and for a reset request whether a link was sent ('not sent' when the account has no access
 * or had its three links this hour).
 */
export function passwordEventFields(facts: { address?: string; linkSent?: boolean }): AuditFields {
  return {
    ...(facts.address === undefined ? {} : { address: facts.address }),
    ...(facts.linkSent === undefined ? {} : { resetLink: facts.linkSent ? 'sent' : 'not sent' }),
  };
}
