// @vitest-environment node
// Issue 38: the mailer against a real SMTP server this test starts (smtp-server, read back with
// mailparser), the outbox it writes either way, retries with back-off, and a request that never
// waits for mail. Both engines (vite.config.ts POSTGRES_TESTS).
import { afterEach, describe, expect, it } from 'vitest';
import {
  MASKED_SECRET,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  createMailDelivery,
  type MailDelivery,
} from '../../server/mail/delivery';
import { type MailTransport, smtpTransport } from '../../server/mail/transport';
import { createStores } from '../../server/store/stores';
import { ACCOUNTS, type TestApp, call, createTestApp, record, records, signIn } from './harness';
import { startTestSmtp, type TestSmtp } from './smtp';

const APP_URL = 'https://office.example.com';
const FROM = 'Slab & Sleeve <office@example.com>';

let t: TestApp | null = null;
let smtp: TestSmtp | null = null;
let mail: MailDelivery | null = null;
afterEach(async () => {
  await mail?.stop();
  await t?.close();
  await smtp?.stop();
  t = null;
  smtp = null;
  mail = null;
});

/** The app with a mail worker this test drives (`deliverDue`), on the app's own clock. */
async function appWith(transport: MailTransport | null, automatic = false): Promise<TestApp> {
  mail = createMailDelivery({ transport, now: () => app().clock.now(), automatic });
  t = await createTestApp({ mail, appUrl: APP_URL });
  return t;
}
const app = (): TestApp => {
  if (!t) throw new Error('no app yet');
  return t;
};
const worker = (): MailDelivery => {
  if (!mail) throw new Error('no mail worker yet');
  return mail;
};

const requestReset = (email: string) =>
  call(app().app, 'POST', '/api/auth/password-reset', { body: { email } });

const outbox = () => app().queryBuilder.selectFrom('outbox').selectAll().orderBy('id').execute();

describe('through a real SMTP server', () => {
  it('delivers one email with a text and an HTML part whose link sets the password once', async () => {
    smtp = await startTestSmtp();
    await appWith(smtpTransport(smtp.url, FROM));
    await requestReset(ACCOUNTS.employee);
    await requestReset('nobody.here@example.com');
    expect(await worker().deliverDue()).toBe(1);

    const [received] = await smtp.arrived(1);
    expect(smtp.received).toHaveLength(1);
    expect(received?.subject).toBe('Reset your password');
    expect(received?.from?.text).toBe('"Slab & Sleeve" <office@example.com>');
    expect(received?.to && 'text' in received.to ? received.to.text : '').toBe(ACCOUNTS.employee);
    const link = /https:\/\/office\.example\.com\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      received?.text ?? '',
    );
    expect(link).not.toBeNull();
    expect(received?.html).toContain(`href="${link?.[0]}`);

    const token = link?.[1] ?? '';
    const set = () =>
      call(app().app, 'POST', '/api/auth/password', { body: { token, password: 'a new passphrase here' } });
    expect((await set()).status).toBe(200);
    expect((await set()).status).toBe(410);

    // Recorded as Sent; the copy kept no longer holds the link's token (the recipient has it).
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, secrets: null });
    expect(row?.text_body).not.toContain(token);
    expect(row?.html_body).not.toContain(token);
    expect(row?.text_body).toContain(MASKED_SECRET);
  });

  it('an invitation arrives for a hire given access; the admin reads it in the outbox, newest first', async () => {
    smtp = await startTestSmtp();
    await appWith(smtpTransport(smtp.url, FROM));
    const admin = await signIn(app().app, ACCOUNTS.admin);
    await requestReset(ACCOUNTS.customer);
    await call(app().app, 'PUT', '/api/employee/employees', {
      cookie: admin,
      body: {
        firstName: 'Priya',
        lastName: 'Ramanathan',
        email: 'priya.r@example.com',
        role: 'Grader',
        access: 'admin',
      },
    });
    await worker().deliverDue();
    const received = await smtp.arrived(2);
    expect(received.map((message) => message.subject)).toEqual([
      'Reset your password',
      "You're invited to Slab & Sleeve Grading Co.",
    ]);
    expect(received[1]?.text).toContain('as an admin');

    const list = await call(app().app, 'POST', '/api/employee/outbox/search', { cookie: admin, body: {} });
    expect(records(list.body).map((row) => [row.to, row.status])).toEqual([
      ['priya.r@example.com', 'sent'],
      [ACCOUNTS.customer, 'sent'],
    ]);
    const one = record(
      (
        await call(app().app, 'GET', `/api/employee/outbox/${String(records(list.body)[0]?.id)}`, {
          cookie: admin,
        })
      ).body,
    );
    expect(one).toMatchObject({ subject: "You're invited to Slab & Sleeve Grading Co.", kind: 'invitation' });
    expect(String(one.html)).toContain('<!doctype html>');
    // Staff who are not admins do not read other people's mail.
    const employee = await signIn(app().app, ACCOUNTS.employee);
    expect(
      (await call(app().app, 'POST', '/api/employee/outbox/search', { cookie: employee, body: {} })).status,
    ).toBe(403);
  });

  it('retries a refused send with back-off, and gives up on a permanent refusal at once', async () => {
    smtp = await startTestSmtp();
    await appWith(smtpTransport(smtp.url, FROM));
    smtp.refuseNext(2, 451);
    await requestReset(ACCOUNTS.employee);
    await worker().deliverDue();
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.last_error).toContain('451');
    expect(row?.next_attempt_at).toBe(
      new Date(app().clock.now().getTime() + (RETRY_DELAYS_MS[0] ?? 0)).toISOString(),
    );

    // Not due yet: nothing is tried.
    expect(await worker().deliverDue()).toBe(0);
    app().clock.advance(RETRY_DELAYS_MS[0] ?? 0);
    await worker().deliverDue();
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    app().clock.advance(RETRY_DELAYS_MS[1] ?? 0);
    await worker().deliverDue();
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.received).toHaveLength(1);

    smtp.refuseNext(1, 550);
    await requestReset(ACCOUNTS.customer);
    await worker().deliverDue();
    const failed = (await outbox()).at(-1);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null });
    expect(failed?.last_error).toContain('550');
  });
});

describe('without a mail server', () => {
  it('keeps every message in the outbox, readable by an admin with its link', async () => {
    await appWith(null);
    await requestReset(ACCOUNTS.employee);
    await worker().deliverDue();
    const admin = await signIn(app().app, ACCOUNTS.admin);
    const [summary] = records(
      (await call(app().app, 'POST', '/api/employee/outbox/search', { cookie: admin, body: {} })).body,
    );
    expect(summary).toMatchObject({
      to: ACCOUNTS.employee,
      subject: 'Reset your password',
      status: 'kept',
      attempts: 0,
    });
    const message = record(
      (await call(app().app, 'GET', `/api/employee/outbox/${String(summary?.id)}`, { cookie: admin })).body,
    );
    expect(String(message.text)).toMatch(
      /https:\/\/office\.example\.com\/reset-password\?token=[A-Za-z0-9_-]{43}/,
    );
  });

  it('tries an unreachable mail server six times over hours, then records it as failed with the reason', async () => {
    // A port nothing listens on: the connection is refused.
    await appWith(smtpTransport('smtp://127.0.0.1:9', FROM));
    await requestReset(ACCOUNTS.employee);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await worker().deliverDue();
      app().clock.advance(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null });
    expect(row?.last_error).toMatch(/ECONNREFUSED/);
  });
});

describe('the transactional outbox', () => {
  it('a change that rolls back queues nothing; an event queued twice is one message', async () => {
    await appWith(null);
    const stores = createStores(app().queryBuilder);
    const message = { to: 'a@example.com', subject: 'S', text: 'T', html: '<p>T</p>', kind: 'test' };
    await expect(
      stores.transaction(async (tx) => {
        await tx.outbox.enqueue(message, app().clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox()).toHaveLength(0);

    const once = { ...message, dedupeKey: 'order-1-shipped-customer-2' };
    expect(await stores.transaction((tx) => tx.outbox.enqueue(once, app().clock.now()))).not.toBeNull();
    expect(await stores.transaction((tx) => tx.outbox.enqueue(once, app().clock.now()))).toBeNull();
    expect(await outbox()).toHaveLength(1);
  });

  it('a request never waits for the mail server: the reset answers while the send hangs', async () => {
    let release: () => void = () => {};
    const hanging: MailTransport = {
      description: 'a mail server that never answers',
      send: () => new Promise<void>((resolve) => (release = resolve)),
      close: () => {},
    };
    await appWith(hanging, true);
    const reply = await requestReset(ACCOUNTS.employee);
    expect(reply.status).toBe(202);
    await expect.poll(async () => (await outbox())[0]?.lease_until ?? null).not.toBeNull();
    expect((await outbox())[0]?.status).toBe('queued');
    release();
    await expect.poll(async () => (await outbox())[0]?.status).toBe('sent');
  });
});
