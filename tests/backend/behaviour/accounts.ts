import type { Backend } from '../../../src/backend/backend';
import type { SignInAccess } from '../../../src/domain/accounts';
import { hasAnyRole } from '../../../src/domain/session';
import { expectCode, rejection, unique, type ContextGetter } from './context';

const PASSPHRASE = 'a passphrase of my own';

/** The set-password link's token in the newest message to `email` (read as an admin). */
export async function latestLinkTo(backend: Backend, email: string): Promise<string> {
  const page = await backend.outbox.search({ pageNumber: 1, pageSize: 50 });
  const summary = page.items.find((message) => message.to === email);
  if (!summary) throw new Error(`no message to ${email}`);
  const message = await backend.outbox.get(summary.id);
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error(`no set-password link in ${message.text}`);
  return token;
}

/** Issue 38: reset links, invitations and sign-in access behave the same in both data modes. */
export function accountsBehaviour(context: ContextGetter): void {
  describe('accounts', () => {
    /** A hire the admin gives access to: their roster id and email. */
    async function hire(access: SignInAccess) {
      await context().signInAs('admin');
      const email = `${unique('hire.')}@example.com`;
      const created = await context().backend.employees.create({
        firstName: 'Priya',
        lastName: 'Ramanathan',
        email,
        phone: '',
        role: 'Grader',
        startDate: null,
        access,
      });
      expect(created).toMatchObject({ access, account: access === 'none' ? 'none' : 'invited' });
      return { id: created.id, email };
    }

    it('invites a hire: the link from the outbox sets a password once, and they sign in as staff', async () => {
      const { backend } = context();
      const { id, email } = await hire('employee');
      const token = await latestLinkTo(backend, email);
      expect(await backend.session.readPasswordLink(token)).toEqual({ purpose: 'invitation', email });
      expect(await backend.session.setPassword(token, PASSPHRASE)).toEqual({ email });
      await expectCode(backend.session.setPassword(token, 'another passphrase'), ['TOKEN_INVALID']);
      await expectCode(backend.session.readPasswordLink(token), ['TOKEN_INVALID']);

      const user = await backend.session.login({ email, password: PASSPHRASE });
      expect(hasAnyRole(user.roles, ['employee'])).toBe(true);
      expect(hasAnyRole(user.roles, ['admin'])).toBe(false);
      await context().signInAs('admin');
      expect(await backend.employees.get(id)).toMatchObject({ access: 'employee', account: 'active' });
    });

    it('answers a reset request alike for anyone, and mails a link only to an account', async () => {
      const { backend } = context();
      const { email } = await hire('admin');
      await backend.session.setPassword(await latestLinkTo(backend, email), PASSPHRASE);
      await backend.session.requestPasswordReset(`${unique('nobody.')}@example.com`);
      await backend.session.requestPasswordReset(email);
      const token = await latestLinkTo(backend, email);
      expect(await backend.session.readPasswordLink(token)).toEqual({ purpose: 'reset', email });
      await backend.session.setPassword(token, 'my newest passphrase');
      await expectCode(backend.session.login({ email, password: PASSPHRASE }), ['INVALID_CREDENTIALS']);
      expect((await backend.session.login({ email, password: 'my newest passphrase' })).email).toBe(email);
    });

    it('refuses the sign-in of someone whose access was taken away', async () => {
      const { backend } = context();
      const { id, email } = await hire('employee');
      await backend.session.setPassword(await latestLinkTo(backend, email), PASSPHRASE);
      const record = await backend.employees.get(id);
      await backend.employees.update(id, { ...record, access: 'none' });
      const refused = await rejection(backend.session.login({ email, password: PASSPHRASE }));
      expect(refused.code).toBe('ACCESS_REVOKED');
      expect(refused.message).toBe('This account has no access. Ask an admin to give it access again.');
    });

    it('changes the password of the signed-in account only with the current one', async () => {
      const { backend } = context();
      const { email } = await hire('employee');
      await backend.session.setPassword(await latestLinkTo(backend, email), PASSPHRASE);
      await backend.session.login({ email, password: PASSPHRASE });
      await expectCode(
        backend.session.changePassword({
          currentPassword: 'not it at all',
          newPassword: 'changed passphrase',
        }),
        ['INVALID_CURRENT_PASSWORD'],
      );
      await backend.session.changePassword({
        currentPassword: PASSPHRASE,
        newPassword: 'changed passphrase',
      });
      expect((await backend.session.currentUser()).email).toBe(email);
      expect((await backend.session.login({ email, password: 'changed passphrase' })).email).toBe(email);
    });

    it('sends a new invitation on request, and the earlier link stops working', async () => {
      const { backend } = context();
      const { id, email } = await hire('employee');
      const first = await latestLinkTo(backend, email);
      await backend.employees.resendInvitation(id);
      const second = await latestLinkTo(backend, email);
      expect(second).not.toBe(first);
      await expectCode(backend.session.readPasswordLink(first), ['TOKEN_INVALID']);
      expect((await backend.session.readPasswordLink(second)).purpose).toBe('invitation');
    });
  });
}
