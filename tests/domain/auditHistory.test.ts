// Decision 0436: a record's History is its own life, even when its id was a removed record's.
import { describe, expect, it } from 'vitest';
import { type AuditAction, currentLife } from '../../src/domain/audit';

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
