import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import { auditRecordHref, describeAuditEntry, mayRestoreEntry } from '../../src/domain/auditText';
import { businessProfileAuditPair } from '../../src/domain/businessProfileAudit';
import { DEFAULT_BUSINESS_PROFILE } from '../../src/domain/businessProfile';
import { changesBetween } from '../../src/domain/audit';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-27T10:42:00.000Z',
  actorId: 12,
  actorName: 'Jordan Lee',
  action: 'update',
  recordType: 'user',
  recordId: 12,
  version: null,
  changes: [],
  ...overrides,
});

describe('password events and the business profile in words (issue 41)', () => {
  it('says what happened to a sign-in account’s password, and that no one asked for a reset link', () => {
    expect(
      describeAuditEntry(entry({ action: 'password-reset-requested', actorId: null, actorName: '' })),
    ).toEqual(['Someone asked for a password reset link for Sign-in account 12']);
    expect(describeAuditEntry(entry({ action: 'password-reset' }))).toEqual([
      'Jordan Lee reset the password of Sign-in account 12',
    ]);
    expect(describeAuditEntry(entry({ action: 'invitation-accepted' }))).toEqual([
      'Jordan Lee accepted the invitation of Sign-in account 12',
    ]);
    expect(describeAuditEntry(entry({ action: 'sign-in' }))).toEqual([
      'Jordan Lee signed in to Sign-in account 12',
    ]);
    expect(describeAuditEntry(entry({ action: 'password-changed' }))).toEqual([
      'Jordan Lee changed the password of Sign-in account 12',
    ]);
  });

  it('names the profile’s fields as its form does, and opens the profile and grader orders from /activity', () => {
    const { before, after } = businessProfileAuditPair(
      { ...DEFAULT_BUSINESS_PROFILE, paymentDueDays: 30, logo: '' },
      { ...DEFAULT_BUSINESS_PROFILE, paymentDueDays: 14, logo: 'data:image/png;base64,AAAA' },
    );
    const changes = changesBetween(before, after);
    expect(describeAuditEntry(entry({ recordType: 'businessProfile', recordId: 1, changes }))).toEqual([
      'Jordan Lee changed Days until due from 30 to 14',
      'Jordan Lee changed Logo from empty to new logo',
    ]);
    expect(auditRecordHref({ recordType: 'businessProfile', recordId: 1 })).toBe(
      '/configurations/business-profile',
    );
    expect(auditRecordHref({ recordType: 'graderOrder', recordId: 7 })).toBe('/grading/7');
    expect(auditRecordHref({ recordType: 'user', recordId: 7 })).toBeNull();
  });

  it('keeps a logo left as it was out of the changes, and a removed one as earlier logo to empty', () => {
    const logo = 'data:image/png;base64,AAAA';
    const same = businessProfileAuditPair(
      { ...DEFAULT_BUSINESS_PROFILE, logo },
      { ...DEFAULT_BUSINESS_PROFILE, logo, name: 'Renamed' },
    );
    expect(changesBetween(same.before, same.after).map((change) => change.field)).toEqual(['name']);
    const removed = businessProfileAuditPair({ ...DEFAULT_BUSINESS_PROFILE, logo }, DEFAULT_BUSINESS_PROFILE);
    expect(changesBetween(removed.before, removed.after)).toEqual([
      { field: 'logo', before: 'earlier logo', after: null },
    ]);
  });
});

describe('where an activity row leads, and what a History may restore (decision 0542)', () => {
  it('opens a record without a page of its own at the record it belongs to, and nothing when that is gone', () => {
    const at = (recordType: AuditEntry['recordType'], owner: AuditEntry['owner']) =>
      auditRecordHref({ recordType, recordId: 5, owner });
    expect(at('card', { recordType: 'submission', recordId: 12 })).toBe('/submissions/12');
    expect(at('step', { recordType: 'submission', recordId: 12 })).toBe('/submissions/12');
    expect(at('payment', { recordType: 'invoice', recordId: 12 })).toBe('/submissions/12/invoice');
    expect(at('stepType', { recordType: 'workflowType', recordId: 101 })).toBe('/workflows/101');
    expect(at('user', { recordType: 'employee', recordId: 3 })).toBe('/employees/3');
    expect(at('user', { recordType: 'customer', recordId: 8 })).toBe('/customers/8');
    expect(at('card', null)).toBeNull();
    expect(at('customer', null)).toBe('/customers/5');
  });

  it('restores only an update of the record whose History it is', () => {
    const change = [{ field: 'estimatedGrade', before: 8, after: 9 }];
    const submission = { recordType: 'submission', recordId: 12 } as const;
    expect(
      mayRestoreEntry(
        entry({ recordType: 'submission', recordId: 12, changes: change }),
        ['ADMIN'],
        submission,
      ),
    ).toBe(true);
    expect(
      mayRestoreEntry(entry({ recordType: 'card', recordId: 12, changes: change }), ['ADMIN'], submission),
    ).toBe(false);
  });
});
