import { AppError, isAbortError } from '../../../domain/errors';
import type { RegistrationRequest } from '../../../domain/session';
import type { CallOptions, SessionApi } from '../../backend';
import type { HttpClient, RequestSpec } from '../client';
import { parsePasswordLink, parseSetPassword } from '../schemas/passwordLink';
import { parseRegistration, parseUser } from '../schemas/user';
import { ACCOUNT_TEXTS } from '../../../domain/accounts';

export const REGISTRATION_FALLBACK =
  'We were unable to create your account. Please review your details and try again.';

const SESSION_EXPIRED = { 401: { code: 'SESSION_NOT_FOUND', message: 'Session expired' } } as const;
/** A reset or invitation link that no longer works (issue 38). */
const LINK_GONE = { 410: { code: 'TOKEN_INVALID', message: ACCOUNT_TEXTS.linkInvalid } } as const;

export function createSessionApi(client: HttpClient): SessionApi {
  /** Every session change is a POST; only the path, body, fallback and status mapping differ. */
  const post = (
    path: string,
    spec: Pick<RequestSpec, 'json' | 'fallback' | 'byStatus'>,
    options?: CallOptions,
  ) => client.request({ method: 'post', path, ...spec, signal: options?.signal });

  const currentUser: SessionApi['currentUser'] = async (options) => {
    const payload = await client.request({
      method: 'get',
      path: 'auth/user',
      signal: options?.signal,
      fallback: 'Failed to load current user',
      byStatus: SESSION_EXPIRED,
    });
    return parseUser(payload);
  };

  async function register(request: RegistrationRequest, signal?: AbortSignal) {
    try {
      const payload = await post(
        'auth/register',
        { json: request, fallback: 'Account creation failed' },
        { signal },
      );
      return parseRegistration(payload);
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) throw error;
      // The sign-up screen lists the server's messages; without any it shows the friendly fallback.
      const messages = error instanceof AppError ? error.messages : [];
      throw new AppError('REGISTRATION_FAILED', messages.join('; ') || REGISTRATION_FALLBACK, {
        status: error instanceof AppError ? error.status : undefined,
        messages,
        cause: error,
      });
    }
  }

  return {
    async login(credentials, options) {
      await post(
        'auth/login',
        {
          json: { email: credentials.email.trim().toLowerCase(), password: credentials.password },
          fallback: 'Unexpected API response',
          byStatus: {
            401: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
            // The right password for an account whose access was taken away (issue 38).
            403: {
              code: 'ACCESS_REVOKED',
              message: ACCOUNT_TEXTS.accessRevoked,
              serverCode: 'ACCESS_REVOKED',
            },
          },
        },
        options,
      );
      return currentUser(options);
    },
    async refresh(options) {
      // The refresh answer is only checked (a wrapped failure throws); the user comes from /auth/user.
      await post('auth/refresh', { fallback: 'Session refresh failed', byStatus: SESSION_EXPIRED }, options);
      return currentUser(options);
    },
    async logout(options) {
      await post('auth/logout', { fallback: 'Logout failed' }, options);
    },
    // The session is the server's cookie; nothing is kept in the browser.
    forgetStoredSession: () => Promise.resolve(),
    register: (request, options) => register(request, options?.signal),
    currentUser,
    async requestPasswordReset(email, options) {
      await post(
        'auth/password-reset',
        { json: { email: email.trim().toLowerCase() }, fallback: 'Unable to send a reset link right now' },
        options,
      );
    },
    async readPasswordLink(token, options) {
      const payload = await post(
        'auth/password-link',
        { json: { token }, fallback: 'Unable to open this link right now', byStatus: LINK_GONE },
        options,
      );
      return parsePasswordLink(payload);
    },
    async setPassword(token, password, options) {
      const payload = await post(
        'auth/password',
        { json: { token, password }, fallback: 'Unable to set the password right now', byStatus: LINK_GONE },
        options,
      );
      return parseSetPassword(payload);
    },
    async changePassword(change, options) {
      await post(
        'auth/change-password',
        {
          json: change,
          fallback: 'Unable to change the password right now',
          byStatus: {
            400: {
              code: 'INVALID_CURRENT_PASSWORD',
              message: ACCOUNT_TEXTS.currentPasswordWrong,
              serverCode: 'INVALID_CURRENT_PASSWORD',
            },
          },
        },
        options,
      );
    },
  };
}
