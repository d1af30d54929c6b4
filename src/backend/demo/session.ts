import { CUSTOMER_AUDIT_FIELDS, auditFieldsOf } from '../../domain/audit';
import type { Customer } from '../../domain/customer';
import { ACCOUNT_TEXTS } from '../../domain/accounts';
import { AppError } from '../../domain/errors';
import { isValidEmail, MESSAGES } from '../../domain/formRules';
import type { LoginCredentials } from '../../domain/session';
import { PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES } from '../../domain/sessionForms';
import type { SessionApi } from '../backend';
import { emptyCustomer } from './customers';
import type { DemoContextWithAccounts } from './accounts';
import { copy } from './store';
import { DEMO_SESSION_TOKEN } from './token';
import { refusal, versionOf } from './writes';

export { DEMO_SESSION_TOKEN };

const noSession = () => new AppError('SESSION_NOT_FOUND', 'No active session');
const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 'Invalid email or password', { status: 401 });
const accessRevoked = () =>
  new AppError('ACCESS_REVOKED', ACCOUNT_TEXTS.accessRevoked, {
    status: 403,
    messages: [ACCOUNT_TEXTS.accessRevoked],
  });

/** A new password: the sign-up rule, as the server refuses it. */
function checkNewPassword(password: string) {
  if (password === '') throw refusal(400, MESSAGES.passwordRequired);
  if (password.length < PASSWORD_MIN_LENGTH) throw refusal(400, SIGN_UP_MESSAGES.passwordShort);
}

/**
 * Demo sign-in. An email whose account has a password set here (a reset, an invitation, a sign-up)
 * signs in as that account with that password only. Any other email with any password signs in as
 * the persona picked in the data mode switch (read at call time: switching persona while signed in
 * changes who the next recovery returns), unless that persona's account lost its access.
 */
export function createDemoSession(context: DemoContextWithAccounts): SessionApi {
  const { store, latency, accounts } = context;
  const signedInUser = () => {
    const account = accounts.signedIn();
    if (!account) throw noSession();
    return copy(accounts.userOf(account));
  };

  return {
    async login(credentials, options) {
      await latency.wait('session', options?.signal);
      const name = loginName(credentials);
      const password = credentials.password ?? '';
      if (name === '' || password === '') {
        throw new AppError('MISSING_CREDENTIALS', 'Missing credentials');
      }
      const own = accounts.byEmail(name);
      if (own && own.password !== 'any') {
        if (!(await accounts.passwordMatches(own, password))) {
          accounts.recordSignIn(own, 'sign-in-failed');
          throw invalidCredentials();
        }
        if (own.roles.length === 0) throw accessRevoked();
        const user = accounts.signInAs(own);
        accounts.recordSignIn(own, 'sign-in');
        return copy(user);
      }
      const persona = store.accounts.get(store.data.personas[context.persona()].user.id);
      if (!persona || persona.roles.length === 0) throw accessRevoked();
      store.session.write(DEMO_SESSION_TOKEN);
      accounts.recordSignIn(persona, 'sign-in');
      return copy(accounts.userOf(persona));
    },
    async refresh(options) {
      await latency.wait('sessionRecovery', options?.signal);
      return signedInUser();
    },
    // Forgotten as the sign-out starts: a data-mode switch may cancel the call, and the demo user must
    // not come back when the demo is chosen again.
    async logout(options) {
      accounts.signOut();
      await latency.wait('sessionRecovery', options?.signal);
    },
    async forgetStoredSession() {
      accounts.signOut();
    },
    async currentUser(options) {
      await latency.wait('session', options?.signal);
      return signedInUser();
    },
    async register(request, options) {
      await latency.wait('session', options?.signal);
      const firstName = request.firstName?.trim() ?? '';
      const lastName = request.lastName?.trim() ?? '';
      const email = request.email?.trim().toLowerCase() ?? '';
      if (firstName === '' || lastName === '' || email === '' || (request.password ?? '') === '') {
        throw new AppError('VALIDATION_ERROR', 'All fields are required');
      }
      // A new sign-up becomes a customer linked to a new user id, as the server's response implies,
      // and an account that signs in with its own password. An email with an account changes nothing.
      const result = {
        userId: null,
        customerId: null,
        user: { id: null, fullName: `${firstName} ${lastName}`, email },
      };
      if (accounts.byEmail(email)) return result;
      const userId = store.nextId('users');
      const phone = request.phoneNumber?.trim() ?? '';
      const account = {
        id: userId,
        email,
        firstName,
        lastName,
        displayName: firstName,
        phone,
        roles: ['CUSTOMER'],
        password: null,
      };
      store.accounts.set(userId, account);
      await accounts.setPassword(account, request.password);
      const customer: Customer = {
        ...emptyCustomer(store.nextId('customers'), context.now()),
        userId,
        firstName,
        lastName,
        email,
        phone,
      };
      store.customers.set(customer.id, customer);
      // The new record is in the trail, made by the person signing up, as the server keeps it.
      context.audit.record({
        recordType: 'customer',
        recordId: customer.id,
        before: null,
        after: auditFieldsOf(customer, CUSTOMER_AUDIT_FIELDS),
        version: versionOf(customer),
        actor: { id: Number(userId), name: `${firstName} ${lastName}` },
      });
      return { ...result, userId, customerId: customer.id, user: { ...result.user, id: userId } };
    },
    async requestPasswordReset(email, options) {
      await latency.wait('session', options?.signal);
      if (!isValidEmail(email)) throw refusal(400, MESSAGES.emailInvalid);
      accounts.requestReset(email);
    },
    async readPasswordLink(token, options) {
      await latency.wait('session', options?.signal);
      return accounts.readLink(token);
    },
    async setPassword(token, password, options) {
      await latency.wait('session', options?.signal);
      checkNewPassword(password);
      return accounts.useLink(token, password);
    },
    async changePassword(change, options) {
      await latency.wait('session', options?.signal);
      const account = accounts.signedIn();
      if (!account) throw noSession();
      if (!(await accounts.passwordMatches(account, change.currentPassword))) {
        throw new AppError('INVALID_CURRENT_PASSWORD', ACCOUNT_TEXTS.currentPasswordWrong, {
          status: 400,
          messages: [ACCOUNT_TEXTS.currentPasswordWrong],
        });
      }
      checkNewPassword(change.newPassword);
      await accounts.changePassword(account, change.newPassword);
    },
  };
}

/** The demo also accepts a `username` where the email would be. */
function loginName(credentials: LoginCredentials): string {
  const username = 'username' in credentials ? credentials.username : undefined;
  const name = credentials.email || (typeof username === 'string' ? username : '');
  return (name ?? '').trim();
}
