import {
  accessOfRoles,
  accountStateText,
  rolesWithAccess,
  signInSummary,
  validateChangePassword,
  validateSetPassword,
} from '../../src/domain/accounts';
import { escapeHtml, invitationMail, passwordResetMail } from '../../src/domain/mail';
import { outboxStatusDetail, outboxStatusLabel } from '../../src/domain/outbox';

describe('sign-in access (issue 38)', () => {
  it('reads Admin from ADMIN, Employee from EMPLOYEE, and nothing else as access', () => {
    expect(accessOfRoles(['ADMIN', 'EMPLOYEE'])).toBe('admin');
    expect(accessOfRoles(['employee'])).toBe('employee');
    expect(accessOfRoles(['CUSTOMER'])).toBe('none');
    expect(accessOfRoles([])).toBe('none');
  });

  it('changes only the staff roles: a customer who joins the staff stays a customer', () => {
    expect(rolesWithAccess(['CUSTOMER'], 'employee')).toEqual(['EMPLOYEE', 'CUSTOMER']);
    expect(rolesWithAccess(['EMPLOYEE', 'CUSTOMER'], 'admin')).toEqual(['ADMIN', 'EMPLOYEE', 'CUSTOMER']);
    expect(rolesWithAccess(['ADMIN', 'EMPLOYEE'], 'none')).toEqual([]);
  });

  it('says on the roster and the profile where the person stands', () => {
    expect(signInSummary('employee', 'invited')).toBe('Employee · invitation sent');
    expect(signInSummary('admin', 'active')).toBe('Admin');
    expect(signInSummary('none', 'active')).toBe('No access');
    expect(accountStateText('none', 'active')).toBe('Cannot sign in');
    expect(accountStateText('employee', 'invited')).toBe('Invitation sent; no password set yet');
  });
});

describe('password forms follow the sign-up rules', () => {
  it('New password at least 12 characters, Confirm equal', () => {
    expect(validateSetPassword({ password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Confirm your password',
    });
    expect(
      validateSetPassword({ password: 'long enough pass', confirmPassword: 'long enough pasS' }),
    ).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(
      validateSetPassword({ password: 'long enough pass', confirmPassword: 'long enough pass' }),
    ).toEqual({});
  });

  it('Change password also needs the current one', () => {
    expect(
      validateChangePassword({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 12 characters',
      confirmPassword: 'Password must be at least 12 characters',
    });
  });
});

describe('mail', () => {
  it('escapes what people typed in the HTML part; the text part stays as typed', () => {
    const mail = passwordResetMail({
      name: '<b>Ada</b> & "co"',
      link: 'https://office.example.com/reset-password?token=a',
    });
    expect(mail.html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect(mail.text).toContain('Hello <b>Ada</b> & "co",');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('has a plain-text part and an HTML part carrying the same link', () => {
    const link = 'https://office.example.com/reset-password?token=abc';
    const mail = invitationMail({ name: 'Priya', link, access: 'employee' });
    expect(mail.subject).toBe("You're invited to Slab & Sleeve Grading Co.");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('72 hours');
  });
});

describe('outbox statuses', () => {
  const base = { attempts: 0, lastError: null, nextAttemptAt: null };
  it('reads Sent, Kept, Queued, and Failed for a failure being retried or given up', () => {
    expect(outboxStatusLabel({ status: 'sent', attempts: 1 })).toBe('Sent');
    expect(outboxStatusLabel({ status: 'kept', attempts: 0 })).toBe('Kept');
    expect(outboxStatusLabel({ status: 'queued', attempts: 0 })).toBe('Queued');
    expect(outboxStatusLabel({ status: 'queued', attempts: 2 })).toBe('Failed');
    expect(outboxStatusLabel({ status: 'failed', attempts: 6 })).toBe('Failed');
  });

  it('gives the reason and what happens next', () => {
    expect(
      outboxStatusDetail({ ...base, status: 'failed', attempts: 6, lastError: 'connect ECONNREFUSED' }),
    ).toBe('connect ECONNREFUSED. Gave up after 6 tries.');
    expect(
      outboxStatusDetail(
        { status: 'queued', attempts: 1, lastError: '451 Later.', nextAttemptAt: '2026-03-14T10:20:00Z' },
        { timeZone: 'UTC' },
      ),
    ).toBe('451 Later. Trying again Mar 14, 2026, 10:20 AM.');
    expect(outboxStatusDetail({ ...base, status: 'sent', attempts: 1 })).toBeNull();
  });
});
