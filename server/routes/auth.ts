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
import { knownDevice, readDeviceToken, rememberDevice } from '../auth/devices';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, endSession, extendSession } from '../auth/sessions';
import { recordFailure, recordSuccess, retryAfterSeconds, tooManyAttempts } from '../auth/signInLimit';
import {
  TOO_MANY_SIGN_UPS,
  recordSignUp,
  signUpCeilingWaitSeconds,
  signUpWaitSeconds,
  tooManySignUpsEverywhere,
} from '../auth/signUpLimit';
import { limitAddress } from '../http/clientAddress';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { LIMITS, capped, emailField, requiredText } from '../http/fields';
import { readBody } from '../http/validate';
import { ok } from '../http/wrap';
import { type UserRow, userPayload } from '../store/users';
import { actorFromUser } from '../http/audit';

// One message for any missing part, as the demo says it (seed A §5).
const LoginBody = v.object({
  email: v.pipe(requiredText('Missing credentials'), v.toLowerCase(), capped('Email', LIMITS.email)),
  password: v.pipe(
    v.optional(v.nullable(v.string('Missing credentials')), ''),
    v.transform((value) => value ?? ''),
    v.nonEmpty('Missing credentials'),
    capped('Password', LIMITS.password),
  ),
});

const RegisterBody = v.object({
  firstName: v.pipe(
    requiredText(MESSAGES.firstNameRequired),
    v.minLength(NAME_MIN_LENGTH, SIGN_UP_MESSAGES.firstNameShort),
    capped('First name', LIMITS.name),
  ),
  lastName: v.pipe(
    requiredText(MESSAGES.lastNameRequired),
    v.minLength(NAME_MIN_LENGTH, SIGN_UP_MESSAGES.lastNameShort),
    capped('Last name', LIMITS.name),
  ),
  email: emailField,
  phoneNumber: v.pipe(
    requiredText(SIGN_UP_MESSAGES.phoneRequired),
    v.regex(SIGN_UP_PHONE_PATTERN, SIGN_UP_MESSAGES.phoneInvalid),
    capped('Phone', LIMITS.phone),
  ),
  password: v.pipe(
    v.optional(v.nullable(v.string(MESSAGES.passwordRequired)), ''),
    v.transform((value) => value ?? ''),
    v.nonEmpty(MESSAGES.passwordRequired),
    v.minLength(PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES.passwordShort),
    capped('Password', LIMITS.password),
  ),
});

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Sign-ins and failed ones go into the audit trail under the account (issue 41). Neither the password
 * nor the typed email is kept: a failed attempt on an email with no account is recorded against no
 * account (id 0), since what was typed there is sometimes a password.
 */
async function recordSignIn(
  deps: AppDeps,
  action: 'sign-in' | 'sign-in-failed',
  user: UserRow | null,
  address: string,
): Promise<void> {
  const actor = action === 'sign-in' && user ? actorFromUser(user) : { id: null, name: '' };
  await deps.stores.audit.append({
    at: deps.now(),
    actorId: actor.id,
    actorName: actor.name,
    action,
    recordType: 'user',
    recordId: user?.id ?? 0,
    version: null,
    changes: [{ field: 'address', before: null, after: address }],
  });
}

export function authRoutes(deps: AppDeps) {
  const { now } = deps;
  const { users, limits } = deps.stores;
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const body = await readBody(c, LoginBody);
    const subjects = {
      account: body.email,
      address: limitAddress(c, deps.trustProxy),
      device: await knownDevice(limits, body.email, readDeviceToken(c), now()),
    };
    const wait = await retryAfterSeconds(limits, subjects, now());
    if (wait > 0) {
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', tooManyAttempts(wait), { 'Retry-After': String(wait) });
    }
    const user = await users.findByEmail(body.email);
    // Unknown emails still pay for a hash so timing does not reveal which accounts exist.
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) {
      await recordFailure(limits, subjects, now());
      await recordSignIn(deps, 'sign-in-failed', user, subjects.address);
      throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    await recordSuccess(limits, subjects, now());
    setSessionCookie(c, await createSession(users, user.id, now()));
    await recordSignIn(deps, 'sign-in', user, subjects.address);
    await rememberDevice(c, limits, body.email, now());
    return ok(c, userPayload(user));
  });

  app.post('/register', async (c) => {
    const body = await readBody(c, RegisterBody);
    const address = limitAddress(c, deps.trustProxy);
    const wait = await signUpWaitSeconds(limits, address, now());
    if (wait > 0) {
      throw new HttpError(429, 'TOO_MANY_SIGN_UPS', TOO_MANY_SIGN_UPS, { 'Retry-After': String(wait) });
    }
    const ceiling = await signUpCeilingWaitSeconds(limits, now());
    if (ceiling > 0) {
      throw new HttpError(429, 'TOO_MANY_SIGN_UPS', tooManySignUpsEverywhere(ceiling), {
        'Retry-After': String(ceiling),
      });
    }
    await recordSignUp(limits, address, now());
    // Hash first either way, so an existing email answers in the same time as well as the same words.
    const passwordHash = await hashPassword(body.password);
    await deps.stores.transaction(async (tx) => {
      if (await tx.users.findByEmail(body.email)) return; // Nothing changes; the owner keeps their password.
      const at = now();
      const userId = await tx.users.insert(
        { ...body, phone: body.phoneNumber, passwordHash, roles: ['CUSTOMER'] },
        at,
      );
      await tx.customers.insert(
        { ...body, userId: String(userId), canEmail: true, canText: false, canCall: false },
        at,
      );
    });

    // The same answer whether or not the email already had an account, so sign-up cannot be used to
    // find out who has one: no ids, 202 "accepted".
    const fullName = `${body.firstName} ${body.lastName}`;
    return ok(c, { userId: null, customerId: null, user: { id: null, fullName, email: body.email } }, 202);
  });

  // Logout is idempotent: the client clears its state whatever happens, so no session is not an error.
  app.post('/logout', async (c) => {
    const token = readSessionToken(c);
    if (token) await endSession(users, token);
    clearSessionCookie(c);
    return ok(c, null);
  });

  app.post('/refresh', requireSession(deps), async (c) => {
    const token = c.get('sessionToken');
    await extendSession(users, token, now());
    setSessionCookie(c, token);
    return ok(c, userPayload(c.get('user')));
  });

  app.get('/user', requireSession(deps), (c) => ok(c, userPayload(c.get('user'))));

  return app;
}
