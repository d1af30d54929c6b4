import type { Customer } from '../../domain/customer';
import { AppError } from '../../domain/errors';
import type { LoginCredentials, SessionUser } from '../../domain/session';
import type { SessionApi } from '../backend';
import { emptyCustomer } from './customers';
import { copy, type DemoContext } from './store';
import { DEMO_SESSION_TOKEN } from './token';

export { DEMO_SESSION_TOKEN };

const noSession = () => new AppError('SESSION_NOT_FOUND', 'No active session');

/**
 * Demo sign-in: any email (or username) with any password signs in as the persona picked in the data
 * mode switch, so the session user is always that persona's user (with its email), read at call time:
 * switching persona while signed in changes who the next recovery returns.
 */
export function createDemoSession(context: DemoContext): SessionApi {
  const { store, latency } = context;
  const currentPersonaUser = (): SessionUser => copy(store.data.personas[context.persona()].user);
  const signedInUser = (): SessionUser => {
    if (store.session.read() !== DEMO_SESSION_TOKEN) throw noSession();
    return currentPersonaUser();
  };

  return {
    async login(credentials, options) {
      await latency.wait('session', options?.signal);
      if (loginName(credentials) === '' || (credentials.password ?? '') === '') {
        throw new AppError('MISSING_CREDENTIALS', 'Missing credentials');
      }
      store.session.write(DEMO_SESSION_TOKEN);
      return currentPersonaUser();
    },
    async refresh(options) {
      await latency.wait('sessionRecovery', options?.signal);
      return signedInUser();
    },
    // Forgotten as the sign-out starts: a data-mode switch may cancel the call, and the demo user must
    // not come back when the demo is chosen again.
    async logout(options) {
      store.session.write(null);
      await latency.wait('sessionRecovery', options?.signal);
    },
    async forgetStoredSession() {
      store.session.write(null);
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
      // A new sign-up becomes a customer linked to a new user id, as the server's response implies.
      const userId = store.nextId('users');
      const customer: Customer = {
        ...emptyCustomer(store.nextId('customers'), context.now()),
        userId,
        firstName,
        lastName,
        email,
        phone: request.phoneNumber?.trim() ?? '',
      };
      store.customers.set(customer.id, customer);
      return {
        userId,
        customerId: customer.id,
        user: { id: userId, fullName: `${firstName} ${lastName}`, email },
      };
    },
  };
}

/** The demo also accepts a `username` where the email would be. */
function loginName(credentials: LoginCredentials): string {
  const username = 'username' in credentials ? credentials.username : undefined;
  const name = credentials.email || (typeof username === 'string' ? username : '');
  return (name ?? '').trim();
}
