import { Hono } from 'hono';
import * as v from 'valibot';
import { ACCOUNT_TEXTS } from '../../src/domain/accounts';
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
import { queuePasswordReset, readPasswordLink, usePasswordLink } from '../auth/passwordLinks';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import {
  RESET_ANSWER_MS,
  answerNoSoonerThan,
  mayMailAccount,
  recordResetRequest,
  resetAddressWaitMinutes,
} from '../auth/resetLimit';
import { createSession, digest, endSession, extendSession } from '../auth/sessions';
import {
  clearAccountFailures,
  recordFailure,
  recordSuccess,
  retryAfterSeconds,
  tooManyAttempts,
} from '../auth/signInLimit';
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
import { type Actor, actorFromUser, actorOf, recordChange } from '../http/audit';
import type { Stores } from '../store/stores';
import { customerAuditFields } from './customers';
import {
  LINK_USED_EVENT,
  NOBODY,
  type PasswordEvent,
  passwordEventFields,
} from '../../src/domain/accountAudit';

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

/** A new password: the sign-up rules (at least 12 characters); the forms check Confirm themselves. */
const newPassword = v.pipe(
  v.optional(v.nullable(v.string(MESSAGES.passwordRequired)), ''),
  v.transform((value) => value ?? ''),
  v.nonEmpty(MESSAGES.passwordRequired),
  v.minLength(PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES.passwordShort),
  capped('Password', LIMITS.password),
);

/** A link's token as it travels in the URL: base64url, 43 characters for 32 bytes (anything else opens nothing). */
const linkToken = v.pipe(
  v.string(ACCOUNT_TEXTS.linkInvalid),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{20,200}$/, ACCOUNT_TEXTS.linkInvalid),
);

const ResetRequestBody = v.object({ email: emailField });
const PasswordLinkBody = v.object({ token: linkToken });
const SetPasswordBody = v.object({ token: linkToken, password: newPassword });
const ChangePasswordBody = v.object({
  currentPassword: v.pipe(
    v.optional(v.nullable(v.string(ACCOUNT_TEXTS.currentPasswordRequired)), ''),
    v.transform((value) => value ?? ''),
    v.nonEmpty(ACCOUNT_TEXTS.currentPasswordRequired),
    capped('Current password', LIMITS.password),
  ),
  newPassword,
});

const linkInvalid = () => new HttpError(410, 'TOKEN_INVALID', ACCOUNT_TEXTS.linkInvalid);

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

/**
 * A password event of `account` (decision 0439), in the caller's transaction: who and from where,
 * and for a request whether a link went out; never the password, the link or its token.
 */
function recordPasswordEvent(
  stores: Stores,
  at: Date,
  event: PasswordEvent,
  account: UserRow,
  actor: Actor,
  facts: Parameters<typeof passwordEventFields>[0],
): Promise<void> {
  return recordChange(stores, {
    actor,
    at,
    action: event,
    recordType: 'user',
    recordId: account.id,
    before: null,
    after: passwordEventFields(facts),
    version: null,
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
    // Unknown emails, and invited accounts with no password yet, still pay for a hash so timing does
    // not reveal which accounts exist.
    const valid = await verifyPassword(body.password, user?.passwordHash || (await decoyHash()));
    if (!user || !valid) {
      await recordFailure(limits, subjects, now());
      await recordSignIn(deps, 'sign-in-failed', user, subjects.address);
      throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    // The right password for an account whose access was taken away (issue 38): say so, since only
    // its owner can see this answer.
    if (user.roles.length === 0) throw new HttpError(403, 'ACCESS_REVOKED', ACCOUNT_TEXTS.accessRevoked);
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
      const customerId = await tx.customers.insert(
        { ...body, userId: String(userId), canEmail: true, canText: false, canCall: false },
        at,
      );
      // The new customer record is in the trail as one staff create is, made by the person signing up.
      const created = await tx.customers.find(customerId);
      if (created) {
        await recordChange(tx, {
          actor: { id: userId, name: `${body.firstName} ${body.lastName}` },
          at,
          recordType: 'customer',
          recordId: customerId,
          before: null,
          after: customerAuditFields(created),
          version: created.version,
        });
      }
    });

    // The same answer whether or not the email already had an account, so sign-up cannot be used to
    // find out who has one: no ids, 202 "accepted".
    const fullName = `${body.firstName} ${body.lastName}`;
    return ok(c, { userId: null, customerId: null, user: { id: null, fullName, email: body.email } }, 202);
  });

  /**
   * 'Send reset link' (issue 38, decision 0371): the same answer, no sooner than RESET_ANSWER_MS,
   * whether or not the email has an account; a mail only when it has one that may sign in, at most
   * three an hour. An address asking too often is told to wait (that says nothing about accounts).
   */
  app.post('/password-reset', async (c) => {
    const started = performance.now();
    const { email } = await readBody(c, ResetRequestBody);
    const address = limitAddress(c, deps.trustProxy);
    const wait = await resetAddressWaitMinutes(deps.stores.requestCounts, address, now());
    if (wait > 0) {
      throw new HttpError(429, 'TOO_MANY_REQUESTS', ACCOUNT_TEXTS.tooManyResetRequests(wait), {
        'Retry-After': String(wait * 60),
      });
    }
    const mayMail = await mayMailAccount(deps.stores.requestCounts, email, now());
    await recordResetRequest(deps.stores.requestCounts, address, email, now());
    // The request goes into the account's trail, mailed or not; an email with no account leaves
    // nothing (the typed email is never kept). The answer's wait hides the extra write.
    const user = await users.findByEmail(email);
    if (user) {
      const send = mayMail && user.roles.length > 0;
      await deps.stores.transaction(async (tx) => {
        if (send) await queuePasswordReset(tx, deps.links, user, now());
        await recordPasswordEvent(tx, now(), 'password-reset-requested', user, NOBODY, {
          address,
          linkSent: send,
        });
      });
    }
    await answerNoSoonerThan(started, RESET_ANSWER_MS);
    return ok(c, null, 202);
  });

  /** What a reset or invitation link opens, so the page can say whose password it sets (410 once it no longer works). */
  app.post('/password-link', async (c) => {
    const { token } = await readBody(c, PasswordLinkBody);
    const opened = await readPasswordLink(deps.stores, token, now());
    if (!opened) throw linkInvalid();
    return ok(c, { purpose: opened.purpose, email: opened.user.email });
  });

  /** Sets the password through a link, once; every session of the account ends. */
  app.post('/password', async (c) => {
    const body = await readBody(c, SetPasswordBody);
    const passwordHash = await hashPassword(body.password);
    // The account's owner, proven by the link from their mailbox, is who the entry names.
    const used = await deps.stores.transaction(async (tx) => {
      const done = await usePasswordLink(tx, body.token, passwordHash, now());
      if (done) {
        await recordPasswordEvent(
          tx,
          now(),
          LINK_USED_EVENT[done.purpose],
          done.user,
          actorFromUser(done.user),
          {
            address: limitAddress(c, deps.trustProxy),
          },
        );
      }
      return done;
    });
    if (!used) throw linkInvalid();
    const { user } = used;
    // The link, from the owner's mailbox, gets them back in whatever the sign-in limits say (decision
    // 0374): the account's failed sign-ins are forgotten and this browser becomes a known device.
    await clearAccountFailures(limits, user.email);
    await rememberDevice(c, limits, user.email, now());
    return ok(c, { email: user.email });
  });

  /**
   * Change password in Settings: the current one (slowed like a sign-in when wrong, so a session
   * left open cannot be used to guess it), then the new one; every other session of the account ends.
   */
  app.post('/change-password', requireSession(deps), async (c) => {
    const body = await readBody(c, ChangePasswordBody);
    const user = c.get('user');
    const subjects = {
      account: user.email,
      address: limitAddress(c, deps.trustProxy),
      device: await knownDevice(limits, user.email, readDeviceToken(c), now()),
    };
    const wait = await retryAfterSeconds(limits, subjects, now());
    if (wait > 0) {
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', tooManyAttempts(wait), { 'Retry-After': String(wait) });
    }
    if (!(await verifyPassword(body.currentPassword, user.passwordHash || (await decoyHash())))) {
      await recordFailure(limits, subjects, now());
      throw new HttpError(400, 'INVALID_CURRENT_PASSWORD', ACCOUNT_TEXTS.currentPasswordWrong);
    }
    const passwordHash = await hashPassword(body.newPassword);
    await deps.stores.transaction(async (tx) => {
      await tx.users.setPassword(user.id, passwordHash);
      await tx.users.endSessionsOf(user.id, digest(c.get('sessionToken')));
      await tx.passwordTokens.voidForUser(user.id, now().toISOString());
      await recordPasswordEvent(tx, now(), 'password-changed', user, actorOf(c), {
        address: subjects.address,
      });
    });
    return ok(c, null);
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
