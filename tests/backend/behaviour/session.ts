import { hasAnyRole } from '../../../src/domain/session';
import { expectCode, rejection, unique, type ContextGetter } from './context';

export function sessionBehaviour(context: ContextGetter): void {
  describe('session', () => {
    it('has no current user before anyone signs in', async () => {
      await expectCode(context().backend.session.currentUser(), ['SESSION_NOT_FOUND']);
    });

    it('signs the admin in with admin and employee roles', async () => {
      await context().signInAs('admin');
      const user = await context().backend.session.currentUser();
      expect(user.email).toBe('admin@example.com');
      expect(hasAnyRole(user.roles, ['admin'])).toBe(true);
      expect(hasAnyRole(user.roles, ['employee'])).toBe(true);
    });

    it('signs the employee in without the admin role', async () => {
      await context().signInAs('employee');
      const user = await context().backend.session.currentUser();
      expect(user.email).toBe('employee@example.com');
      expect(hasAnyRole(user.roles, ['employee'])).toBe(true);
      expect(hasAnyRole(user.roles, ['admin'])).toBe(false);
    });

    it('signs the customer in with only the customer role', async () => {
      await context().signInAs('customer');
      const user = await context().backend.session.currentUser();
      expect(user.email).toBe('customer@example.com');
      expect(hasAnyRole(user.roles, ['customer'])).toBe(true);
      expect(hasAnyRole(user.roles, ['employee', 'admin'])).toBe(false);
    });

    it('recovers the same user with a refresh', async () => {
      await context().signInAs('employee');
      const before = await context().backend.session.currentUser();
      const recovered = await context().backend.session.refresh();
      expect(recovered.id).toBe(before.id);
      expect(recovered.email).toBe(before.email);
    });

    it('forgets the user after logout', async () => {
      await context().signInAs('admin');
      await context().backend.session.logout();
      await expectCode(context().backend.session.currentUser(), ['SESSION_NOT_FOUND']);
      await expectCode(context().backend.session.refresh(), ['SESSION_NOT_FOUND']);
    });

    it('refuses a login without a password', async () => {
      const error = await rejection(
        context().backend.session.login({ email: 'admin@example.com', password: '' }),
      );
      expect(error.message).not.toBe('');
    });

    it('registers a new account that can sign in, and answers a repeated email the same way', async () => {
      const details = {
        email: `${unique('new.user.')}@example.com`,
        phoneNumber: '555-010-7788',
        password: 'a long enough password',
        firstName: 'Robin',
        lastName: 'Newcomer',
      };
      const { backend } = context();
      const first = await backend.session.register(details);
      expect(first.user).toMatchObject({ fullName: 'Robin Newcomer', email: details.email });
      // The server does not say whether the email was already taken (issue 11).
      await expect(backend.session.register(details)).resolves.toBeDefined();
      await backend.session.login({ email: details.email, password: details.password });
      expect(await backend.session.currentUser()).toBeTruthy();
    });
  });
}
