// @vitest-environment node
// Issue 38: password reset by emailed link, staff invitations, sign-in access on the roster, change
// password. Both engines (vite.config.ts POSTGRES_TESTS). Mail is read from the outbox table here;
// mail.test.ts sends it through a real SMTP server.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINK_LIFETIME_MS } from '../../server/auth/passwordLinks';
import { MAX_RESET_REQUESTS_PER_ADDRESS, RESET_ANSWER_MS } from '../../server/auth/resetLimit';
import { ACCOUNT_TEXTS } from '../../src/domain/accounts';
import {
  ACCOUNTS,
  PASSWORD,
  type Reply,
  type TestApp,
  call,
  createTestApp,
  record,
  records,
  sessionCookieOf,
  signIn,
  wrapper,
} from './harness';

const NEW_PASSWORD = 'a brand new passphrase';
const APP_URL = 'https://office.example.com';

let t: TestApp;
let admin: string;
// Each test asks from its own address, so the per-address limit of one test never meets another's.
let address = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${address}` });
beforeEach(async () => {
  address += 1;
  t = await createTestApp({ trustProxy: '1', appUrl: APP_URL });
  admin = await signIn(t.app, ACCOUNTS.admin);
});
afterEach(() => t.close());

const post = (url: string, body: unknown, cookie?: string): Promise<Reply> =>
  call(t.app, 'POST', url, { body, headers: from(), ...(cookie ? { cookie } : {}) });
const requestReset = (email: string) => post('/api/auth/password-reset', { email });
const setPassword = (token: string, password = NEW_PASSWORD) =>
  post('/api/auth/password', { token, password });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

/** The messages queued for `to`, oldest first, as the outbox keeps them. */
const mailTo = (to: string) =>
  t.queryBuilder.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

/** The token of the set-password link in a message's text part. */
function tokenIn(text: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no set-password link in:\n${text}`);
  return match[1];
}

async function latestToken(to: string): Promise<string> {
  const last = (await mailTo(to)).at(-1);
  if (!last) throw new Error(`no mail to ${to}`);
  return tokenIn(last.text_body);
}

const employee = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Priya',
  lastName: 'Ramanathan',
  email: `priya.${address}@example.com`,
  phone: '555-040-1234',
  role: 'Grader',
  startDate: '2026-03-02',
  ...overrides,
});

async function hire(access: 'none' | 'employee' | 'admin' = 'employee', overrides = {}) {
  const body = employee({ access, ...overrides });
  const created = await call(t.app, 'PUT', '/api/employee/employees', { cookie: admin, body });
  expect(created.status).toBe(201);
  return { id: String(wrapper(created.body).data), email: String(body.email).toLowerCase() };
}

const profile = async (id: string) =>
  record((await call(t.app, 'GET', `/api/employee/employees/${id}`, { cookie: admin })).body);

const update = (id: string, body: Record<string, unknown>, cookie = admin) =>
  call(t.app, 'POST', `/api/employee/employees/${id}`, { cookie, body });

/** An employee's history, newest first, as the admin reads it (issue 41). */
async function employeeHistory(id: number | string) {
  const reply = await call(t.app, 'POST', '/api/employee/history/search', {
    cookie: admin,
    body: { recordType: 'employee', recordId: Number(id), pageSize: 50 },
  });
  expect(reply.status).toBe(200);
  return records(reply.body);
}

/** A hire who accepted the invitation and signed in: their session cookie. */
async function workingHire(access: 'employee' | 'admin' = 'employee') {
  const { id, email } = await hire(access);
  expect((await setPassword(await latestToken(email))).status).toBe(200);
  const signedIn = await login(email, NEW_PASSWORD);
  expect(signedIn.status).toBe(200);
  return { id, email, cookie: sessionCookieOf(signedIn.headers) };
}

const whoAmI = (cookie: string) => call(t.app, 'GET', '/api/auth/user', { cookie });

describe('password reset by emailed link', () => {
  it('answers an unknown email exactly as a known one, and mails only the known account', async () => {
    const known = await requestReset(ACCOUNTS.employee);
    const unknown = await requestReset('nobody.here@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await mailTo('nobody.here@example.com')).toHaveLength(0);
    const [mail] = await mailTo(ACCOUNTS.employee);
    expect(mail).toMatchObject({ subject: 'Reset your password', kind: 'password-reset', status: 'queued' });
    // Links point at APP_URL, with a plain-text and an HTML part.
    expect(mail?.text_body).toMatch(new RegExp(`^${APP_URL}/reset-password\\?token=[\\w-]+&data=api$`, 'm'));
    expect(mail?.html_body).toContain(`href="${APP_URL}/reset-password?token=`);
  });

  it('takes about the same time for both: neither answers before the floor, nor far apart', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      await requestReset(email);
      return performance.now() - started;
    };
    const known = await timed(ACCOUNTS.customer);
    const unknown = await timed('nobody.else@example.com');
    expect(known).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 1);
    expect(unknown).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 1);
    expect(Math.abs(known - unknown)).toBeLessThan(150);
  });

  it('keeps only a hash of the token, sets the password once, and ends every session of the account', async () => {
    const before = await signIn(t.app, ACCOUNTS.employee);
    await requestReset(ACCOUNTS.employee);
    const token = await latestToken(ACCOUNTS.employee);
    const stored = await t.queryBuilder.selectFrom('password_tokens').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const link = await post('/api/auth/password-link', { token });
    expect(record(link.body)).toEqual({ purpose: 'reset', email: ACCOUNTS.employee });
    const done = await setPassword(token);
    expect(done.status).toBe(200);
    expect(record(done.body)).toEqual({ email: ACCOUNTS.employee });

    expect((await whoAmI(before)).status).toBe(401);
    expect((await login(ACCOUNTS.employee, PASSWORD)).status).toBe(401);
    expect((await login(ACCOUNTS.employee, NEW_PASSWORD)).status).toBe(200);

    const again = await setPassword(token, 'yet another passphrase');
    expect(again.status).toBe(410);
    expect(wrapper(again.body).messages).toEqual([ACCOUNT_TEXTS.linkInvalid]);
    expect((await post('/api/auth/password-link', { token })).status).toBe(410);
  });

  it('a reset link gets through a lockout: the owner signs in at once, from any browser (decision 0374)', async () => {
    // A colleague behind the same office address keeps guessing the employee's password.
    for (let attempt = 0; attempt < 6; attempt += 1) await login(ACCOUNTS.employee, 'a wrong guess');
    expect((await login(ACCOUNTS.employee, PASSWORD)).status).toBe(429);

    await requestReset(ACCOUNTS.employee);
    expect((await setPassword(await latestToken(ACCOUNTS.employee))).status).toBe(200);
    // Signed in from the office on another browser than the one that opened the link (no device cookie).
    expect((await login(ACCOUNTS.employee, NEW_PASSWORD)).status).toBe(200);
  });

  it('works for 30 minutes: a link opened later says it has expired', async () => {
    await requestReset(ACCOUNTS.customer);
    const token = await latestToken(ACCOUNTS.customer);
    t.clock.advance(LINK_LIFETIME_MS.reset - 1000);
    expect((await post('/api/auth/password-link', { token })).status).toBe(200);
    t.clock.advance(2000);
    const late = await setPassword(token);
    expect(late.status).toBe(410);
    expect(wrapper(late.body).messages).toEqual([ACCOUNT_TEXTS.linkInvalid]);
    expect((await login(ACCOUNTS.customer, PASSWORD)).status).toBe(200);
  });

  it('gives a customer who signed up the same flow', async () => {
    await requestReset(ACCOUNTS.customer);
    expect((await setPassword(await latestToken(ACCOUNTS.customer))).status).toBe(200);
    const signedIn = await login(ACCOUNTS.customer, NEW_PASSWORD);
    expect(record(signedIn.body).roles).toEqual(['CUSTOMER']);
  });

  it('refuses a short password and a token that is no token, with their own messages', async () => {
    await requestReset(ACCOUNTS.employee);
    const token = await latestToken(ACCOUNTS.employee);
    const short = await setPassword(token, 'too short');
    expect(short.status).toBe(400);
    expect(wrapper(short.body).messages).toEqual(['Password must be at least 12 characters']);
    const forged = await setPassword('not-a-token-we-ever-sent-anyone');
    expect(forged.status).toBe(410);
    // the short password spent nothing: the link still works
    expect((await setPassword(token)).status).toBe(200);
  });

  it('mails one account at most three times an hour, with the same answer every time', async () => {
    const answers = [];
    for (let request = 0; request < 4; request += 1) answers.push(await requestReset(ACCOUNTS.employee));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    expect(await mailTo(ACCOUNTS.employee)).toHaveLength(3);
    t.clock.advance(60 * 60 * 1000 + 1000);
    await requestReset(ACCOUNTS.employee);
    expect(await mailTo(ACCOUNTS.employee)).toHaveLength(4);
  });

  it('tells an address that asks too often to wait, for any email', async () => {
    for (let request = 0; request < MAX_RESET_REQUESTS_PER_ADDRESS; request += 1) {
      expect((await requestReset(`someone.${request}@example.com`)).status).toBe(202);
    }
    const refused = await requestReset(ACCOUNTS.admin);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(wrapper(refused.body).messages).toEqual([ACCOUNT_TEXTS.tooManyResetRequests(60)]);
    expect(await mailTo(ACCOUNTS.admin)).toHaveLength(0);
  });

  it('builds links from APP_URL, never from the Host or X-Forwarded-Host the request names', async () => {
    await call(t.app, 'POST', 'http://attacker.example/api/auth/password-reset', {
      body: { email: ACCOUNTS.employee },
      headers: { ...from(), host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    const [mail] = await mailTo(ACCOUNTS.employee);
    expect(mail?.text_body).toContain(`${APP_URL}/reset-password?token=`);
    expect(`${mail?.text_body}${mail?.html_body}`).not.toContain('attacker.example');
  });
});

describe('staff accounts on the roster', () => {
  it('shows the seeded admin and employee accounts with their access', async () => {
    const roster = records((await call(t.app, 'GET', '/api/employee/employees', { cookie: admin })).body);
    const byEmail = new Map(roster.map((row) => [row.email, row]));
    expect(byEmail.get(ACCOUNTS.admin)).toMatchObject({ access: 'admin', account: 'active' });
    expect(byEmail.get(ACCOUNTS.employee)).toMatchObject({ access: 'employee', account: 'active' });
    expect(roster.filter((row) => row.access === 'none')).toHaveLength(8);
  });

  it('a record saved with access invites its person: the link (72 hours, once) opens a working account', async () => {
    const { id, email } = await hire('employee');
    expect(await profile(id)).toMatchObject({ access: 'employee', account: 'invited' });
    const [invitation] = await mailTo(email);
    expect(invitation).toMatchObject({
      kind: 'invitation',
      subject: "You're invited to Slab & Sleeve Grading Co.",
    });
    // No password yet: nobody signs in to the account, and the answer says no more than for anyone.
    expect((await login(email, 'any password at all')).status).toBe(401);

    const token = tokenIn(invitation?.text_body ?? '');
    t.clock.advance(LINK_LIFETIME_MS.invitation - 60_000);
    expect(record((await post('/api/auth/password-link', { token })).body)).toEqual({
      purpose: 'invitation',
      email,
    });
    expect((await setPassword(token)).status).toBe(200);
    expect((await setPassword(token)).status).toBe(410);
    admin = await signIn(t.app, ACCOUNTS.admin); // three days on, the admin's session has ended
    expect(await profile(id)).toMatchObject({ access: 'employee', account: 'active' });

    const cookie = sessionCookieOf((await login(email, NEW_PASSWORD)).headers);
    expect(record((await whoAmI(cookie)).body).roles).toEqual(['EMPLOYEE']);
    // works as staff, and is not an admin
    expect((await call(t.app, 'POST', '/api/employee/customer/search', { cookie, body: {} })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/api/employee/employees', { cookie })).status).toBe(403);
  });

  it('an invitation link stops working after 72 hours; Resend invitation sends a new one and voids the old', async () => {
    const { id, email } = await hire('admin');
    const first = await latestToken(email);
    t.clock.advance(LINK_LIFETIME_MS.invitation + 1000);
    expect((await setPassword(first)).status).toBe(410);
    admin = await signIn(t.app, ACCOUNTS.admin); // three days on, the admin's session has ended

    const resent = await call(t.app, 'POST', `/api/employee/employees/${id}/invitation`, { cookie: admin });
    expect(resent.status).toBe(200);
    const second = await latestToken(email);
    expect(second).not.toBe(first);
    // One entry on the employee's history, naming no link (issue 41; decision 0438).
    const resentEntries = await employeeHistory(id);
    expect(resentEntries[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'invitation', before: 'earlier link', after: 'new link sent' }],
    });
    expect(JSON.stringify(resentEntries)).not.toContain(second);
    await call(t.app, 'POST', `/api/employee/employees/${id}/invitation`, { cookie: admin });
    expect((await setPassword(second)).status).toBe(410);
    expect((await setPassword(await latestToken(email))).status).toBe(200);
    // Once the password is set there is no invitation left to resend.
    const before = (await employeeHistory(id)).length;
    const nothing = await call(t.app, 'POST', `/api/employee/employees/${id}/invitation`, { cookie: admin });
    expect(nothing.status).toBe(409);
    expect(await employeeHistory(id)).toHaveLength(before);
  });

  it('a record without access makes no account and sends nothing', async () => {
    const { id, email } = await hire('none');
    expect(await profile(id)).toMatchObject({ access: 'none', account: 'none', userId: null });
    expect(await mailTo(email)).toHaveLength(0);
    await requestReset(email);
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('taking access away ends their open session at once and refuses their sign-in', async () => {
    const { id, email, cookie } = await workingHire();
    expect((await whoAmI(cookie)).status).toBe(200);
    expect((await update(id, { ...employee({ email }), access: 'none' })).status).toBe(200);
    expect((await whoAmI(cookie)).status).toBe(401);
    const refused = await login(email, NEW_PASSWORD);
    expect(refused.status).toBe(403);
    expect(wrapper(refused.body).messages).toEqual([ACCOUNT_TEXTS.accessRevoked]);
    // and a reset mails nothing to an account without access
    await requestReset(email);
    expect((await mailTo(email)).filter((mail) => mail.kind === 'password-reset')).toHaveLength(0);
    // Access given back: the same password works again (no second invitation).
    expect((await update(id, { ...employee({ email }), access: 'employee' })).status).toBe(200);
    expect(await mailTo(email)).toHaveLength(1);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('Employee ↔ Admin takes effect on their next request, without signing in again', async () => {
    const { id, email, cookie } = await workingHire();
    expect((await call(t.app, 'GET', '/api/employee/employees', { cookie })).status).toBe(403);
    await update(id, { ...employee({ email }), access: 'admin' });
    expect((await call(t.app, 'GET', '/api/employee/employees', { cookie })).status).toBe(200);
    await update(id, { ...employee({ email }), access: 'employee' });
    expect((await call(t.app, 'GET', '/api/employee/employees', { cookie })).status).toBe(403);
    expect((await whoAmI(cookie)).status).toBe(200);
  });

  it('removing someone from the roster ends their sessions and refuses their sign-in', async () => {
    const { id, email, cookie } = await workingHire();
    expect((await call(t.app, 'DELETE', `/api/employee/employees/${id}`, { cookie: admin })).status).toBe(
      200,
    );
    expect((await whoAmI(cookie)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(403);
  });

  it('the last admin cannot take admin access from themselves, nor leave the roster', async () => {
    const roster = records((await call(t.app, 'GET', '/api/employee/employees', { cookie: admin })).body);
    const own = roster.find((row) => row.email === ACCOUNTS.admin);
    const ownId = String(own?.id);
    const body = { ...employee(), ...own, access: 'employee' };
    const refused = await update(ownId, body);
    expect(refused.status).toBe(409);
    expect(wrapper(refused.body)).toMatchObject({
      messages: [ACCOUNT_TEXTS.lastAdmin],
      extra: { code: 'LAST_ADMIN' },
    });
    expect((await call(t.app, 'DELETE', `/api/employee/employees/${ownId}`, { cookie: admin })).status).toBe(
      409,
    );
    expect((await profile(ownId)).access).toBe('admin');

    // With a second admin who can sign in, the first may step down (and is an employee from the next request).
    await workingHire('admin');
    expect((await update(ownId, body)).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/employee/employees', { cookie: admin })).status).toBe(403);
    expect((await whoAmI(admin)).status).toBe(200);
  });

  it("the account follows the record's email, and 'Clear failed sign-ins' reaches it", async () => {
    const { id } = await workingHire();
    const moved = `moved.${address}@example.com`;
    expect((await update(id, { ...employee({ email: moved }), access: 'employee' })).status).toBe(200);
    expect((await login(moved, NEW_PASSWORD)).status).toBe(200);
    // Another account's email is refused, and nothing of the save is kept.
    const clash = await update(id, { ...employee({ email: ACCOUNTS.customer }), access: 'employee' });
    expect(clash.status).toBe(409);
    expect(wrapper(clash.body).messages).toEqual([ACCOUNT_TEXTS.accountEmailTaken]);
    expect((await profile(id)).email).toBe(moved);

    for (let attempt = 0; attempt < 6; attempt += 1) await login(moved, 'wrong password');
    expect((await login(moved, NEW_PASSWORD)).status).toBe(429);
    const cleared = await call(t.app, 'DELETE', `/api/employee/employees/${id}/sign-in-failures`, {
      cookie: admin,
    });
    const count = record(cleared.body).cleared;
    expect(count).toBeGreaterThan(0);
    expect((await employeeHistory(id))[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'signInFailures', before: count, after: 0 }],
    });
    expect((await login(moved, NEW_PASSWORD)).status).toBe(200);
  });

  it('a customer who joins the staff keeps their account and password (no invitation)', async () => {
    const { id } = await hire('employee', {
      email: ACCOUNTS.customer,
      firstName: 'Casey',
      lastName: 'Morgan',
    });
    expect(await profile(id)).toMatchObject({ access: 'employee', account: 'active' });
    expect(await mailTo(ACCOUNTS.customer)).toHaveLength(0);
    const signedIn = await login(ACCOUNTS.customer, PASSWORD);
    expect(record(signedIn.body).roles).toEqual(['EMPLOYEE', 'CUSTOMER']);
  });
});

describe('change password', () => {
  const change = (cookie: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
    post('/api/auth/change-password', { currentPassword, newPassword }, cookie);

  it('needs the current password, then signs out every other session of the account', async () => {
    const here = await signIn(t.app, ACCOUNTS.employee);
    const elsewhere = await signIn(t.app, ACCOUNTS.employee);
    const wrong = await change(here, 'not my password');
    expect(wrong.status).toBe(400);
    expect(wrapper(wrong.body).messages).toEqual([ACCOUNT_TEXTS.currentPasswordWrong]);
    expect((await change(here, PASSWORD, 'short')).status).toBe(400);

    expect((await change(here, PASSWORD)).status).toBe(200);
    expect((await whoAmI(here)).status).toBe(200);
    expect((await whoAmI(elsewhere)).status).toBe(401);
    expect((await login(ACCOUNTS.employee, PASSWORD)).status).toBe(401);
    expect((await login(ACCOUNTS.employee, NEW_PASSWORD)).status).toBe(200);
  });

  it('is slowed like a sign-in when the current password is guessed', async () => {
    const here = await signIn(t.app, ACCOUNTS.customer);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await change(here, `guess ${attempt}`)).status).toBe(400);
    expect((await change(here, PASSWORD)).status).toBe(429);
  });

  it('needs a session', async () => {
    expect(
      (await post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }))
        .status,
    ).toBe(401);
  });
});
