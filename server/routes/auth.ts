import { Hono } from 'hono';
import * as v from 'valibot';
import { MESSAGES } from '../../src/domain/formRules';
import {
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_MESSAGES,
  SIGN_UP_PHONE_PATTERN,
} from '../../src/domain/sessionForms';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../auth/cookie';
import { requireSession } from '../auth/guard';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, endSession, extendSession } from '../auth/sessions';
import {
  TOO_MANY_ATTEMPTS,
  clearAccountFailures,
  recordFailure,
  retryAfterSeconds,
} from '../auth/signInLimit';
import { insertCustomer } from '../db/customers';
import { findUserByEmail, insertUser, userPayload } from '../db/users';
import { clientAddress } from '../http/clientAddress';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError, conflict } from '../http/errors';
import { emailField, requiredText } from '../http/fields';
import { readBody } from '../http/validate';
import { ok } from '../http/wrap';

// One message for any missing part, as the demo says it (seed A §5).
const LoginBody = v.object({
  email: v.pipe(requiredText('Missing credentials'), v.toLowerCase()),
  password: v.pipe(
    v.optional(v.nullable(v.string('Missing credentials')), ''),
    v.transform((value) => value ?? ''),
    v.nonEmpty('Missing credentials'),
  ),
});

const RegisterBody = v.object({
  firstName: v.pipe(
    requiredText(MESSAGES.firstNameRequired),
    v.minLength(NAME_MIN_LENGTH, SIGN_UP_MESSAGES.firstNameShort),
  ),
  lastName: v.pipe(
    requiredText(MESSAGES.lastNameRequired),
    v.minLength(NAME_MIN_LENGTH, SIGN_UP_MESSAGES.lastNameShort),
  ),
  email: emailField,
  phoneNumber: v.pipe(
    requiredText(SIGN_UP_MESSAGES.phoneRequired),
    v.regex(SIGN_UP_PHONE_PATTERN, SIGN_UP_MESSAGES.phoneInvalid),
  ),
  password: v.pipe(
    v.optional(v.nullable(v.string(MESSAGES.passwordRequired)), ''),
    v.transform((value) => value ?? ''),
    v.nonEmpty(MESSAGES.passwordRequired),
    v.minLength(PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES.passwordShort),
  ),
});

export const INVALID_CREDENTIALS = 'Invalid email or password';

export function authRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const body = await readBody(c, LoginBody);
    const subjects = { account: body.email, address: clientAddress(c, deps.trustProxy) };
    const wait = retryAfterSeconds(db, subjects, now());
    if (wait > 0) {
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS, { 'Retry-After': String(wait) });
    }
    const user = findUserByEmail(db, body.email);
    // Unknown emails still pay for a hash so timing does not reveal which accounts exist.
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) {
      recordFailure(db, subjects, now());
      throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    clearAccountFailures(db, subjects.account);
    setSessionCookie(c, createSession(db, user.id, now()));
    return ok(c, userPayload(user));
  });

  app.post('/register', async (c) => {
    const body = await readBody(c, RegisterBody);
    if (findUserByEmail(db, body.email)) throw conflict('An account with this email already exists.');
    const passwordHash = await hashPassword(body.password);
    const result = db.transaction(() => {
      const at = now();
      const userId = insertUser(
        db,
        { ...body, phone: body.phoneNumber, passwordHash, roles: ['CUSTOMER'] },
        at,
      );
      const customerId = insertCustomer(
        db,
        { ...body, userId: String(userId), canEmail: true, canText: false, canCall: false },
        at,
      );
      return { userId, customerId };
    })();
    return ok(
      c,
      {
        ...result,
        user: { id: result.userId, fullName: `${body.firstName} ${body.lastName}`, email: body.email },
      },
      201,
    );
  });

  // Logout is idempotent: the client clears its state whatever happens, so no session is not an error.
  app.post('/logout', (c) => {
    const token = readSessionToken(c);
    if (token) endSession(db, token);
    clearSessionCookie(c);
    return ok(c, null);
  });

  app.post('/refresh', requireSession(deps), (c) => {
    const token = c.get('sessionToken');
    extendSession(db, token, now());
    setSessionCookie(c, token);
    return ok(c, userPayload(c.get('user')));
  });

  app.get('/user', requireSession(deps), (c) => ok(c, userPayload(c.get('user'))));

  return app;
}
