// Decision 0436: a record's History is its own life, even when its id was a removed record's.
import { describe, expect, it } from 'vitest';
import type { AuditAction, AuditRecordType } from '../../src/domain/audit';
import { currentLife, historyOf } from '../../src/domain/auditQuery';

const entries = (...actions: AuditAction[]) => actions.map((action, index) => ({ id: index, action }));
const actionsOf = (list: readonly { action: AuditAction }[]) => list.map((entry) => entry.action);

describe('a record’s history (currentLife)', () => {
  it('starts after the removed record’s delete when the id was given to a new record', () => {
    expect(actionsOf(currentLife(entries('update', 'create', 'delete', 'update', 'create')))).toEqual([
      'update',
      'create',
    ]);
  });

  it('keeps a removed record’s life up to and with its delete', () => {
    expect(actionsOf(currentLife(entries('delete', 'update', 'create', 'delete', 'create')))).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('keeps every entry of a record whose id was never removed', () => {
    expect(actionsOf(currentLife(entries('archive', 'update', 'create')))).toEqual([
      'archive',
      'update',
      'create',
    ]);
    expect(currentLife([])).toEqual([]);
  });
});

describe('a record’s history with the records that belong to it (historyOf, decision 0541)', () => {
  const row = (
    id: number,
    recordType: AuditRecordType,
    recordId: number,
    action: AuditAction = 'update',
  ) => ({
    id,
    recordType,
    recordId,
    action,
  });
  // Newest first: an earlier card 5 (before submission 12 was created), then the submission's life.
  const all = [
    row(9, 'user', 3, 'sign-in'),
    row(8, 'card', 6),
    row(7, 'payment', 2, 'create'),
    row(6, 'card', 5),
    row(5, 'submission', 12),
    row(4, 'card', 7),
    row(3, 'submission', 12, 'create'),
    row(2, 'card', 5, 'create'),
    row(1, 'submission', 11, 'create'),
  ];

  it('lists its own entries and its records’ from its first entry on, newest first', () => {
    const related = { card: new Set([5, 6]), payment: new Set([2]) };
    expect(historyOf(all, 'submission', 12, related).map((entry) => entry.id)).toEqual([8, 7, 6, 5, 3]);
  });

  it('leaves an account’s routine sign-ins off its employee’s History', () => {
    const entries = [
      row(3, 'user', 3, 'sign-in'),
      row(2, 'user', 3, 'password-changed'),
      row(1, 'employee', 4, 'create'),
    ];
    expect(historyOf(entries, 'employee', 4, { user: new Set([3]) }).map((entry) => entry.id)).toEqual([
      2, 1,
    ]);
  });

  it('is only the record’s own life without related records', () => {
    expect(historyOf(all, 'submission', 12).map((entry) => entry.id)).toEqual([5, 3]);
  });
});
