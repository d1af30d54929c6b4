import {
  ACCOUNT_TEXTS,
  accessOfRoles,
  INVITATION_HOURS,
  passwordLinkPath,
  RESET_LINK_MINUTES,
  rolesWithAccess,
  type PasswordLinkPurpose,
  type SignInAccess,
} from '../../domain/accounts';
import { LINK_USED_EVENT, NOBODY, type PasswordEvent, passwordEventFields } from '../../domain/accountAudit';
import type { Employee } from '../../domain/employee';
import { AppError } from '../../domain/errors';
import { invitationMail, passwordResetMail, type MailContent } from '../../domain/mail';
import type { SessionUser } from '../../domain/session';
import { type DemoAccount, type DemoPasswordLink } from './accountRecords';
import { keepMail } from './mailbox';
import type { DemoContext } from './store';
import { DEMO_SESSION_TOKEN } from './token';
import { refusal } from './writes';

export type { DemoAccount, DemoPasswordLink };

const LIFETIME_MS: Record<PasswordLinkPurpose, number> = {
  reset: RESET_LINK_MINUTES * 60_000,
  invitation: INVITATION_HOURS * 60 * 60_000,
};

const randomToken = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/**
 * A salted SHA-256 of the password, so what the demo keeps in local storage is not the password a
 * person typed (people reuse passwords). Where the page has no SubtleCrypto (plain http on another
 * host than localhost) it is kept as typed, in this browser only.
 */
async function hashPassword(password: string, salt: string): Promise<string> {
  if (!globalThis.crypto?.subtle) return `plain:${password}`;
  const bytes = new TextEncoder().encode(`${salt}:${password}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const sessionToken = (userId: string) => `${DEMO_SESSION_TOKEN}:${userId}:${randomToken()}`;

export function createDemoAccounts(context: DemoContext) {
  const { store } = context;
  const nowIso = () => context.now().toISOString();

  const byEmail = (email: string): DemoAccount | undefined => {
    const wanted = email.trim().toLowerCase();
    return [...store.accounts.values()].find((account) => account.email === wanted);
  };

  const userOf = (account: DemoAccount): SessionUser => ({
    id: account.id,
    email: account.email,
    fullName: `${account.firstName} ${account.lastName}`.trim(),
    displayName: account.displayName,
    phone: account.phone,
    roles: [...account.roles],
  });

  /** The account signed in in this browser: the picked persona's, or one signed in by its own password. */
  const signedIn = (): DemoAccount | null => {
    const token = store.session.read();
    if (token === DEMO_SESSION_TOKEN) {
      const account = store.accounts.get(store.data.personas[context.persona()].user.id);
      return account && account.roles.length > 0 ? account : null;
    }
    const userId = token ? store.sessions.get(token) : undefined;
    const account = userId ? store.accounts.get(userId) : undefined;
    return account && account.roles.length > 0 ? account : null;
  };

  async function setPassword(account: DemoAccount, password: string) {
    const salt = randomToken();
    account.password = { salt, hash: await hashPassword(password, salt) };
  }

  async function passwordMatches(account: DemoAccount, password: string): Promise<boolean> {
    const stored = account.password;
    if (stored === 'any') return password !== '';
    if (stored === null) return false;
    return (await hashPassword(password, stored.salt)) === stored.hash;
  }

  /** Ends the account's sessions but `keep`; a persona session is this browser's own and stays. */
  function endSessions(userId: string, keep?: string) {
    for (const [token, owner] of store.sessions) {
      if (owner === userId && token !== keep) store.sessions.delete(token);
    }
  }

  const queueMail = (to: string, content: MailContent, kind: string) => keepMail(context, to, content, kind);

  function issueLink(account: DemoAccount, purpose: PasswordLinkPurpose): string {
    if (purpose === 'invitation') voidLinks(account.id, 'invitation');
    const token = randomToken();
    const expiresAt = new Date(context.now().getTime() + LIFETIME_MS[purpose]).toISOString();
    store.passwordLinks.set(token, { userId: account.id, purpose, expiresAt, usedAt: null });
    return `${context.appUrl().replace(/\/+$/, '')}${passwordLinkPath(token)}`;
  }

  function voidLinks(userId: string, purpose?: PasswordLinkPurpose) {
    for (const link of store.passwordLinks.values()) {
      if (link.userId === userId && link.usedAt === null && (!purpose || link.purpose === purpose)) {
        link.usedAt = nowIso();
      }
    }
  }

  function invite(account: DemoAccount, access: Exclude<SignInAccess, 'none'>) {
    const link = issueLink(account, 'invitation');
    queueMail(account.email, invitationMail({ name: account.firstName, link, access }), 'invitation');
  }

  /** A link that still works, with the account it opens (one with access), else null. */
  function openLink(token: string): { link: DemoPasswordLink; account: DemoAccount } | null {
    const link = store.passwordLinks.get(token);
    if (!link || link.usedAt !== null || link.expiresAt <= nowIso()) return null;
    const account = store.accounts.get(link.userId);
    return account && account.roles.length > 0 ? { link, account } : null;
  }

  function revoke(account: DemoAccount) {
    account.roles = rolesWithAccess(account.roles, 'none');
    endSessions(account.id);
    voidLinks(account.id);
  }

  /** As on the server: the last admin who can sign in may not take admin access from themselves. */
  function refuseLastAdminLeaving(account: DemoAccount) {
    const actor = signedIn();
    if (!actor || actor.id !== account.id || accessOfRoles(account.roles) !== 'admin') return;
    const others = [...store.accounts.values()].filter(
      (other) => other.id !== account.id && other.password !== null && accessOfRoles(other.roles) === 'admin',
    );
    if (others.length === 0) throw refusal(409, ACCOUNT_TEXTS.lastAdmin);
  }

  /** The account a record gives access to: linked, or unclaimed with its email, or a new invited one. */
  function accountFor(employee: Employee): DemoAccount {
    const existing = byEmail(employee.email);
    if (existing) {
      const claimed = [...store.employees.values()].some(
        (other) => other.id !== employee.id && other.userId === existing.id,
      );
      if (claimed) throw refusal(409, ACCOUNT_TEXTS.accountEmailTaken);
      return existing;
    }
    const account: DemoAccount = {
      id: store.nextId('users'),
      email: employee.email.trim().toLowerCase(),
      firstName: employee.firstName,
      lastName: employee.lastName,
      displayName: `${employee.firstName} ${employee.lastName}`.trim(),
      phone: employee.phone,
      roles: [],
      password: null,
    };
    store.accounts.set(account.id, account);
    return account;
  }

  /** The account as an entry names it, as the server does (its display name, else its full name). */
  const actorOf = (account: DemoAccount) => ({
    id: Number(account.id),
    name: account.displayName || `${account.firstName} ${account.lastName}`.trim() || account.email,
  });

  /** One entry of the account's trail; never the password, the link or its token (decision 0439). */
  function recordPasswordEvent(
    account: DemoAccount,
    event: PasswordEvent,
    actor: { id: number | null; name: string },
    linkSent?: boolean,
  ) {
    context.audit.record({
      recordType: 'user',
      recordId: account.id,
      before: null,
      after: passwordEventFields(linkSent === undefined ? {} : { linkSent }),
      version: null,
      action: event,
      actor,
    });
  }

  return {
    byEmail,
    userOf,
    /**
     * A sign-in or a failed one in the account's trail, as the server keeps it (decision 0430): a
     * failure names no one, since whoever typed the password is not known. The demo has no address.
     */
    recordSignIn(account: DemoAccount, action: 'sign-in' | 'sign-in-failed') {
      context.audit.record({
        recordType: 'user',
        recordId: account.id,
        before: null,
        after: {},
        version: null,
        action,
        actor: action === 'sign-in' ? actorOf(account) : NOBODY,
      });
    },
    signedIn,
    passwordMatches,
    setPassword,

    /** A new session of the account in this browser. */
    signInAs(account: DemoAccount): SessionUser {
      const token = sessionToken(account.id);
      store.sessions.set(token, account.id);
      store.session.write(token);
      return userOf(account);
    },

    signOut() {
      const token = store.session.read();
      if (token) store.sessions.delete(token);
      store.session.write(null);
    },

    /**
     * 'Send reset link': a mail only for an account that may sign in; the same answer either way. The
     * request goes into the account's trail, by no one signed in (decision 0439).
     */
    requestReset(email: string) {
      const account = byEmail(email);
      if (!account) return;
      const send = account.roles.length > 0;
      recordPasswordEvent(account, 'password-reset-requested', NOBODY, send);
      if (!send) return;
      const link = issueLink(account, 'reset');
      queueMail(account.email, passwordResetMail({ name: account.firstName, link }), 'password-reset');
    },

    readLink(token: string) {
      const opened = openLink(token);
      if (!opened) throw new AppError('TOKEN_INVALID', ACCOUNT_TEXTS.linkInvalid, { status: 410 });
      return { purpose: opened.link.purpose, email: opened.account.email };
    },

    async useLink(token: string, password: string) {
      const opened = openLink(token);
      if (!opened) throw new AppError('TOKEN_INVALID', ACCOUNT_TEXTS.linkInvalid, { status: 410 });
      opened.link.usedAt = nowIso();
      voidLinks(opened.account.id);
      await setPassword(opened.account, password);
      endSessions(opened.account.id);
      recordPasswordEvent(opened.account, LINK_USED_EVENT[opened.link.purpose], actorOf(opened.account));
      return { email: opened.account.email };
    },

    /** Change password: every other session of the account ends; this browser's stays. */
    async changePassword(account: DemoAccount, password: string) {
      await setPassword(account, password);
      endSessions(account.id, store.session.read() ?? undefined);
      voidLinks(account.id);
      recordPasswordEvent(account, 'password-changed', actorOf(account));
    },

    /**
     * After a record is saved: its account follows it, and its access becomes the one asked for.
     * Every refusal comes before the first change, so a refused save changes nothing.
     */
    applyAccess(employee: Employee, requested: SignInAccess | undefined) {
      const linked = employee.userId ? store.accounts.get(employee.userId) : undefined;
      const other = linked ? byEmail(employee.email) : undefined;
      if (linked && other && other.id !== linked.id) throw refusal(409, ACCOUNT_TEXTS.accountEmailTaken);
      const current = linked ? accessOfRoles(linked.roles) : 'none';
      const target = requested ?? current;
      if (linked && current !== target && (target === 'none' || current === 'admin')) {
        refuseLastAdminLeaving(linked);
      }
      const account = linked ?? (target === 'none' ? undefined : accountFor(employee));
      if (!account) return;
      employee.userId = account.id;
      Object.assign(account, {
        email: employee.email.trim().toLowerCase(),
        firstName: employee.firstName,
        lastName: employee.lastName,
        displayName: `${employee.firstName} ${employee.lastName}`.trim(),
        phone: employee.phone,
      });
      if (target === current) return;
      if (target === 'none') {
        revoke(account);
        return;
      }
      account.roles = rolesWithAccess(account.roles, target);
      if (account.password === null && current === 'none') invite(account, target);
    },

    /** Before a record leaves the roster: its account loses staff access. */
    removeAccess(employee: Employee) {
      const account = employee.userId ? store.accounts.get(employee.userId) : undefined;
      if (!account) return;
      refuseLastAdminLeaving(account);
      revoke(account);
    },

    resendInvitation(employee: Employee): boolean {
      const account = employee.userId ? store.accounts.get(employee.userId) : undefined;
      const access = account ? accessOfRoles(account.roles) : 'none';
      if (!account || account.password !== null || access === 'none') return false;
      invite(account, access);
      return true;
    },

    /** The record as the roster shows it: access and account state from its linked account. */
    withAccess(employee: Employee): Employee {
      const account = employee.userId ? store.accounts.get(employee.userId) : undefined;
      return {
        ...employee,
        userId: account ? account.id : null,
        access: account ? accessOfRoles(account.roles) : 'none',
        account: !account ? 'none' : account.password === null ? 'invited' : 'active',
      };
    },
  };
}

export type DemoAccounts = ReturnType<typeof createDemoAccounts>;

/** What the areas that sign in or give access need: the demo's context with its accounts. */
export type DemoContextWithAccounts = DemoContext & { accounts: DemoAccounts };
