import type { PasswordLinkPurpose } from '../../domain/accounts';
import type { PersonaProfile } from '../../domain/sample-data';

/**
 * The demo's accounts (issue 38, decision 0373): the same rules as the server's, kept in this browser
 * with the rest of the demo's records, so reset links, invitations and sign-in access can be tried
 * without a server. Every message goes to the demo's outbox as Kept: a browser sends no mail.
 */
export interface DemoAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  phone: string;
  roles: string[];
  /**
   * 'any': the demo's old rule, any password signs in (the personas until a password is set here);
   * null: invited, no password yet, nobody signs in; otherwise the password, salted and hashed.
   */
  password: 'any' | null | { salt: string; hash: string };
}

/** A reset or invitation link. The demo keeps its token as the key: everything here stays in this browser. */
export interface DemoPasswordLink {
  userId: string;
  purpose: PasswordLinkPurpose;
  expiresAt: string;
  usedAt: string | null;
}

/** The personas as accounts: admin@, employee@ and customer@, any password until one is set. */
export function personaAccounts(personas: Readonly<Record<string, PersonaProfile>>): DemoAccount[] {
  return Object.values(personas).map(({ user }) => {
    const [firstName = user.displayName, ...rest] = user.fullName.split(' ');
    return {
      id: user.id,
      email: user.email.toLowerCase(),
      firstName,
      lastName: rest.join(' '),
      displayName: user.displayName,
      phone: user.phone,
      roles: [...user.roles],
      password: 'any',
    };
  });
}
