import type { SubmissionInput } from '../../../src/domain/submission';
import { demo, expectError, NOW } from './demo';

const blank: SubmissionInput = {
  psaValueBulk: 0,
  psaRegularCount: 0,
  cgcBulkCount: 0,
  cgcComicCount: 0,
  psaDualCount: 0,
  bgsBaseCount: 0,
  sgcStandardCount: 0,
  prescreening: 1,
  consignAfterGrading: false,
  notes: '',
};

/** What a careless form could send; the demo coerces it as the seed says. */
const loose = (values: Record<string, unknown>): SubmissionInput =>
  ({ ...blank, ...values }) as SubmissionInput;

describe('demo submissions', () => {
  it('coerces counts to whole non-negative numbers and prescreening outside 2/3 to 1', async () => {
    const { backend } = demo();
    const created = await backend.submissions.create(
      loose({
        psaValueBulk: -4,
        psaRegularCount: 2.9,
        cgcBulkCount: '3',
        bgsBaseCount: Number.NaN,
        prescreening: 7,
      }),
    );
    expect(created).toMatchObject({ psaValueBulk: 0, psaRegularCount: 2, cgcBulkCount: 3, bgsBaseCount: 0 });
    expect(created.prescreening).toBe(1);
    expect(created.totalCards).toBe(5);
  });

  it('starts Pending, stamped with the demo clock, and without a customer when the id is empty', async () => {
    const { backend } = demo();
    const created = await backend.submissions.create(loose({ customerId: '  ' }));
    expect(created).toMatchObject({ statusCode: 0, status: 'Pending', customerId: null, isActive: true });
    expect(created.createdAt).toBe(NOW.toISOString());
    expect(created.customer).toBeNull();
  });

  it('keeps a status given on create or update', async () => {
    const { backend } = demo();
    const created = await backend.submissions.create({ ...blank, status: 4 });
    expect(created.status).toBe('On hold');
    const updated = await backend.submissions.update(created.id, { status: 1 });
    expect(updated).toMatchObject({ statusCode: 1, status: 'In progress' });
  });

  it('updates only the fields given', async () => {
    const { backend } = demo();
    const created = await backend.submissions.create({
      ...blank,
      customerId: '2',
      psaDualCount: 4,
      notes: 'keep',
    });
    const updated = await backend.submissions.update(created.id, { psaDualCount: 6 });
    expect(updated).toMatchObject({ customerId: '2', psaDualCount: 6, notes: 'keep', totalCards: 6 });
  });

  it('names the customer from the current customer record', async () => {
    const { backend } = demo();
    const customer = await backend.customers.get('2');
    const created = await backend.submissions.create({ ...blank, customerId: '2' });
    expect(created.customerDisplayName).toBe(`${customer.firstName} ${customer.lastName}`);
    await backend.customers.update('2', {
      ...customer,
      userId: '',
      phoneNumber: customer.phone,
      lastName: 'Renamed',
    });
    expect((await backend.submissions.get(created.id)).lastName).toBe('Renamed');
  });

  it('deletes softly: the submission stays readable as inactive and leaves the default list', async () => {
    const { backend } = demo();
    const created = await backend.submissions.create(blank);
    await backend.submissions.remove(created.id);
    expect((await backend.submissions.get(created.id)).isActive).toBe(false);
    const all = { pageNumber: 1, pageSize: 1000 };
    expect((await backend.submissions.search(all)).items.map((s) => s.id)).not.toContain(created.id);
    const deleted = await backend.submissions.search({ ...all, isActive: false });
    expect(deleted.items.map((s) => s.id)).toContain(created.id);
    expect(deleted.items.every((s) => !s.isActive)).toBe(true);
  });

  it('answers with the demo codes for a blank or unknown id', async () => {
    const { backend } = demo();
    const required = ['SUBMISSION_ID_REQUIRED', 'Submission id is required'] as const;
    await expectError(backend.submissions.get(' '), ...required);
    await expectError(backend.submissions.update('', {}), ...required);
    await expectError(backend.submissions.remove(''), ...required);
    await expectError(backend.submissions.get('99999'), 'SUBMISSION_NOT_FOUND', 'Submission not found');
  });

  it('pages from 1 with 20 rows by default and sorts by customer, status and creation date', async () => {
    const { backend } = demo();
    const first = await backend.submissions.search({ pageNumber: 0, pageSize: 0 });
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);

    const byCustomer = await backend.submissions.search({
      pageNumber: 1,
      pageSize: 200,
      sort: [{ field: 'customer', desc: false }],
    });
    const names = byCustomer.items.map((s) => `${s.lastName ?? ''} ${s.firstName ?? ''}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const byStatus = await backend.submissions.search({
      pageNumber: 1,
      pageSize: 200,
      sort: [{ field: 'status', desc: true }],
    });
    const codes = byStatus.items.map((s) => s.statusCode ?? -1);
    expect(codes).toEqual([...codes].sort((a, b) => b - a));
  });

  it('filters by creation date range and by one creation day', async () => {
    const { backend } = demo();
    const recent = await backend.submissions.search({
      pageNumber: 1,
      pageSize: 500,
      createdFrom: '2026-03-14',
    });
    expect(recent.items.length).toBeGreaterThan(0);
    expect(recent.items.every((s) => (s.createdAt ?? '') >= '2026-03-14')).toBe(true);
    const older = await backend.submissions.search({ pageNumber: 1, pageSize: 500, createdTo: '2026-03-13' });
    expect(older.items.every((s) => (s.createdAt ?? '') < '2026-03-14')).toBe(true);
    expect(older.totalRecords + recent.totalRecords).toBe(
      (await backend.submissions.search({ pageNumber: 1, pageSize: 1 })).totalRecords,
    );
    const day = await backend.submissions.search({ pageNumber: 1, pageSize: 500, createdAt: '2026-03-15' });
    expect(day.items.every((s) => s.createdAt?.startsWith('2026-03-15'))).toBe(true);
  });
});
