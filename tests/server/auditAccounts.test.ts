// @vitest-environment node
// Issue 41 item 1: the trail keeps an account's password events (a reset link asked for, a password
// set by a reset link or an invitation's, a password changed in Settings) and the business profile's
// changes, in the write's transaction, and never a password, a token, a link or the logo's bytes.
// Runs on SQLite and, in the postgres project, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  ACCOUNTS,
  PASSWORD,
  type TestApp,
  call,
  createTestApp,
  record,
  records,
  sessionCookieOf,
  signIn,
  wrapper,
} from './harness';

const APP_URL = 'https://office.example.com';
const NEW_PASSWORD = 'a brand new passphrase';

let t: TestApp;
let admin: string;
let employee: string;
// Each request comes from its own address, so the per-address reset limit never gets in the way.
let address = 0;
const from = () => ({ 'x-forwarded-for': `203.0.113.${(address += 1)}` });
beforeAll(async () => {
  t = await createTestApp({ trustProxy: '1', appUrl: APP_URL });
  admin = await signIn(t.app, ACCOUNTS.admin);
  // Before the password tests below change the employee's password and end their sessions.
  employee = await signIn(t.app, ACCOUNTS.employee);
});
afterAll(() => t.close());

const post = (url: string, body: unknown, cookie?: string) =>
  call(t.app, 'POST', url, { body, headers: from(), ...(cookie ? { cookie } : {}) });

/** Every row of the trail, read directly: what no route shows is checked too. */
const allRows = async () =>
  (await sql<Record<string, unknown>>`SELECT * FROM audit_entries ORDER BY id`.execute(t.queryBuilder)).rows;

/** A record's entries, newest first, as the admin reads them. */
async function history(recordType: string, recordId: number) {
  const reply = await call(t.app, 'POST', '/api/employee/history/search', {
    cookie: admin,
    body: { recordType, recordId, pageSize: 50 },
  });
  expect(reply.status).toBe(200);
  return records(reply.body);
}

const userIdOf = async (email: string) =>
  Number(
    (
      await t.queryBuilder
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id,
  );

/** The newest set-password link mailed to `to`, and its token. */
async function latestLink(to: string): Promise<{ link: string; token: string }> {
  const mail = await t.queryBuilder
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /(\S+\/reset-password\?token=([A-Za-z0-9_-]+)\S*)/.exec(mail.text_body);
  if (!match?.[1] || !match[2]) throw new Error(`no set-password link in:\n${mail.text_body}`);
  return { link: match[1], token: match[2] };
}

/** Everything secret these flows handled: each password typed, each link and token mailed. */
const secrets: string[] = [PASSWORD, NEW_PASSWORD];

describe('the business profile', () => {
  const LOGO =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
  const OTHER_LOGO =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4z8Dwn4GBgYEBAA/7Af+Fs3ZVAAAAAElFTkSuQmCC';

  const current = async () =>
    record((await call(t.app, 'GET', '/api/business-profile', { cookie: admin })).body);
  /** Saves the profile as read with `changes` over it, from the version read. */
  async function save(changes: Record<string, unknown>, cookie = admin, version?: number) {
    const { version: read, updatedAt: _at, ...profile } = await current();
    return call(t.app, 'PUT', '/api/business-profile', {
      cookie,
      body: { ...profile, ...changes },
      headers: { 'If-Match': `"${String(version ?? read)}"` },
    });
  }
  const latest = async () => (await history('businessProfile', 1))[0];

  it('records each changed field before and after, by whom, with the version made', async () => {
    const before = await current();
    expect((await save({ name: 'Audited Grading Co', paymentDueDays: 21 })).status).toBe(200);
    const user = record((await call(t.app, 'GET', '/api/auth/user', { cookie: admin })).body);
    expect(await latest()).toMatchObject({
      action: 'update',
      recordType: 'businessProfile',
      actorId: user.id,
      version: Number(before.version) + 1,
      changes: [
        { field: 'name', before: before.name, after: 'Audited Grading Co' },
        { field: 'paymentDueDays', before: before.paymentDueDays, after: 21 },
      ],
    });
  });

  it('records the logo as changed or not, never its image', async () => {
    await save({ logo: LOGO });
    expect((await latest())?.changes).toEqual([{ field: 'logo', before: null, after: 'new logo' }]);
    await save({ phone: '503-555-0199' });
    expect((await latest())?.changes).toEqual([
      expect.objectContaining({ field: 'phone', after: '503-555-0199' }),
    ]);
    await save({ logo: OTHER_LOGO });
    expect((await latest())?.changes).toEqual([{ field: 'logo', before: 'earlier logo', after: 'new logo' }]);
    await save({ logo: '' });
    expect((await latest())?.changes).toEqual([{ field: 'logo', before: 'earlier logo', after: null }]);
    const text = JSON.stringify(await allRows());
    for (const image of [LOGO, OTHER_LOGO, 'iVBORw0KGgo', 'data:image']) expect(text).not.toContain(image);
  });

  it('records a refused save (validation, a stale version, not an admin) not at all', async () => {
    const { version } = await current();
    const count = (await allRows()).length;
    expect((await save({ name: '' })).status).toBe(400);
    expect((await save({ name: 'Stale' }, admin, Number(version) - 1)).status).toBe(409);
    expect((await save({ name: 'Not mine' }, employee)).status).toBe(403);
    expect((await allRows()).length).toBe(count);
    // Its history is the admins' (decision 0440), as the profile's page is.
    const read = await call(t.app, 'POST', '/api/employee/history/search', {
      cookie: employee,
      body: { recordType: 'businessProfile', recordId: 1 },
    });
    expect(read.status).toBe(403);
    expect(
      wrapper(
        (
          await call(t.app, 'POST', '/api/employee/history/search', {
            cookie: admin,
            body: { recordType: 'businessProfile', recordId: 1 },
          })
        ).body,
      ).extra.totalRecords,
    ).toBeGreaterThan(0);
  });
});

describe('an account’s password events', () => {
  it('records a reset link asked for by no one signed in, with where from and whether it went', async () => {
    const userId = await userIdOf(ACCOUNTS.employee);
    const count = (await allRows()).length;
    expect((await post('/api/auth/password-reset', { email: ACCOUNTS.employee })).status).toBe(202);
    // An email with no account leaves nothing: what was typed is never kept.
    expect((await post('/api/auth/password-reset', { email: 'no.account@example.com' })).status).toBe(202);
    expect((await allRows()).length).toBe(count + 1);
    const [entry] = await history('user', userId);
    expect(entry).toMatchObject({
      action: 'password-reset-requested',
      actorId: null,
      actorName: '',
      version: null,
      changes: [
        { field: 'address', before: null, after: expect.stringMatching(/^203\.0\.113\.\d+$/) },
        { field: 'resetLink', before: null, after: 'sent' },
      ],
    });
    secrets.push(...Object.values(await latestLink(ACCOUNTS.employee)));
  });

  it('records the password set by a reset link once, named for the account’s owner', async () => {
    const userId = await userIdOf(ACCOUNTS.employee);
    const { token } = await latestLink(ACCOUNTS.employee);
    expect((await post('/api/auth/password', { token, password: NEW_PASSWORD })).status).toBe(200);
    const count = (await allRows()).length;
    // A used link is refused and records nothing.
    expect((await post('/api/auth/password', { token, password: 'yet another passphrase' })).status).toBe(
      410,
    );
    expect((await allRows()).length).toBe(count);
    const [entry] = await history('user', userId);
    expect(entry).toMatchObject({ action: 'password-reset', actorId: userId, version: null });
    expect(entry?.changes).toEqual([
      { field: 'address', before: null, after: expect.stringMatching(/^203\.0\.113\.\d+$/) },
    ]);
  });

  it('records an invitation’s link used as the invitation accepted', async () => {
    const email = 'audit.hire@example.com';
    const hired = await call(t.app, 'PUT', '/api/employee/employees', {
      cookie: admin,
      body: { firstName: 'Imani', lastName: 'Hale', email, role: 'Grader', access: 'employee' },
    });
    expect(hired.status).toBe(201);
    const invitation = await latestLink(email);
    secrets.push(invitation.link, invitation.token);
    expect(
      (await post('/api/auth/password', { token: invitation.token, password: NEW_PASSWORD })).status,
    ).toBe(200);
    const userId = await userIdOf(email);
    const [entry] = await history('user', userId);
    expect(entry).toMatchObject({ action: 'invitation-accepted', actorId: userId, actorName: 'Imani Hale' });
  });

  it('records a password changed in Settings, and a wrong current password not at all', async () => {
    const userId = await userIdOf(ACCOUNTS.employee);
    const signedIn = await post('/api/auth/login', { email: ACCOUNTS.employee, password: NEW_PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookieOf(signedIn.headers);
    const count = (await allRows()).length;
    const change = (currentPassword: string, newPassword: string) =>
      post('/api/auth/change-password', { currentPassword, newPassword }, cookie);
    expect((await change('not my password at all', 'a third passphrase')).status).toBe(400);
    expect((await change(NEW_PASSWORD, 'short')).status).toBe(400);
    expect((await allRows()).length).toBe(count);
    expect((await change(NEW_PASSWORD, 'a third passphrase')).status).toBe(200);
    secrets.push('not my password at all', 'a third passphrase');
    expect((await allRows()).length).toBe(count + 1);
    const [entry] = await history('user', userId);
    expect(entry).toMatchObject({ action: 'password-changed', actorId: userId, version: null });
  });

  it('keeps no password, hash, link or token in any entry', async () => {
    const hashes = (await t.queryBuilder.selectFrom('users').select('password_hash').execute())
      .map((row) => row.password_hash)
      .filter((hash): hash is string => Boolean(hash));
    const text = JSON.stringify(await allRows());
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const secret of [...secrets, ...hashes, 'reset-password?token=', APP_URL]) {
      expect(text).not.toContain(secret);
    }
  });
});
