// Decision 0540: the demo's trail is kept with its records, its oldest entries dropped past a cap.
import { createDemoAudit, DEMO_AUDIT_KEPT } from '../../../src/backend/demo/audit';
import type { AuditEntry } from '../../../src/domain/audit';

function trail(kept: AuditEntry[] = []) {
  const audit = createDemoAudit({
    now: () => new Date('2026-03-15T12:00:00Z'),
    user: () => ({
      id: '1',
      email: 'a@example.com',
      fullName: 'Ada Admin',
      displayName: '',
      phone: '',
      roles: ['ADMIN'],
    }),
    entries: kept,
  });
  const note = (recordId: number, text: string) =>
    audit.record({
      recordType: 'card',
      recordId: String(recordId),
      before: { notes: null },
      after: { notes: text },
      version: null,
    });
  return { entries: kept, note };
}

describe('the demo’s audit trail kept in local storage', () => {
  it('keeps the newest entries up to the cap, dropping the oldest, and never gives an id twice', () => {
    const { entries, note } = trail();
    for (let index = 1; index <= DEMO_AUDIT_KEPT.entries + 3; index += 1) note(index, `note ${index}`);
    expect(entries).toHaveLength(DEMO_AUDIT_KEPT.entries);
    expect(entries[0]).toMatchObject({ id: 4, recordId: 4 });
    expect(entries.at(-1)).toMatchObject({ id: DEMO_AUDIT_KEPT.entries + 3 });
  });

  it('drops the oldest entries once the kept ones outgrow their share of the storage', () => {
    const { entries, note } = trail();
    const long = 'x'.repeat(DEMO_AUDIT_KEPT.characters / 4);
    for (let index = 1; index <= 6; index += 1) note(index, long);
    const size = JSON.stringify(entries).length;
    expect(size).toBeLessThanOrEqual(DEMO_AUDIT_KEPT.characters + entries.length + 2);
    expect(entries.map((entry) => entry.recordId)).toEqual([4, 5, 6]);
  });

  it('continues the ids of a trail read back from storage', () => {
    const { entries, note } = trail([
      {
        id: 41,
        at: '2026-03-14T12:00:00.000Z',
        actorId: 1,
        actorName: 'Ada Admin',
        action: 'create',
        recordType: 'card',
        recordId: 9,
        version: null,
        changes: [],
      },
    ]);
    note(9, 'Sharp corners');
    expect(entries.map((entry) => entry.id)).toEqual([41, 42]);
  });
});
