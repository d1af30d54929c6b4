import type { Tally } from '../../../src/domain/dashboard';
import type { SubmissionSearch } from '../../../src/domain/submission';
import {
  type DashboardFigure,
  dashboardFigureFilters,
  submissionSearchFilters,
} from '../../../src/domain/submissionFilters';
import { anyActiveCustomerId, expectCode, rejection, submissionInput, type ContextGetter } from './context';

const page = (overrides: Partial<SubmissionSearch> = {}): SubmissionSearch => ({
  pageNumber: 1,
  pageSize: 20,
  ...overrides,
});

export function submissionsBehaviour(context: ContextGetter): void {
  describe('submissions', () => {
    beforeEach(async () => {
      await context().signInAs('admin');
    });

    it('creates, reads, updates and deletes a submission', async () => {
      const { submissions } = context().backend;
      const customerId = await anyActiveCustomerId(context().backend);
      const input = submissionInput(customerId);
      const created = await submissions.create(input);
      expect(created.id).toMatch(/^\d+$/);
      expect(created).toMatchObject({
        customerId,
        psaRegularCount: 3,
        sgcStandardCount: 2,
        totalCards: 5,
        prescreening: 2,
        consignAfterGrading: true,
        notes: input.notes,
      });

      const read = await submissions.get(created.id);
      expect(read).toMatchObject({ id: created.id, customerId, totalCards: 5, notes: input.notes });

      const changed = { ...input, psaRegularCount: 4, notes: 'Customer asked for an invoice change.' };
      await submissions.update(created.id, changed);
      expect(await submissions.get(created.id)).toMatchObject({
        psaRegularCount: 4,
        totalCards: 6,
        notes: 'Customer asked for an invoice change.',
      });

      await submissions.remove(created.id);
      const listed = await submissions.search(
        page({ pageSize: 100, isActive: true, customerIds: [customerId] }),
      );
      expect(listed.items.map((item) => item.id)).not.toContain(created.id);
    });

    it("finds a submission by its number ('#' optional), its customer's name or its notes", async () => {
      const { submissions, customers } = context().backend;
      const customerId = await anyActiveCustomerId(context().backend);
      const customer = await customers.get(customerId);
      const marker = `Scanned box ${Date.now().toString(36)}`;
      const created = await submissions.create({ ...submissionInput(customerId), notes: marker });
      const ids = async (search: string) =>
        (await submissions.search(page({ search, pageSize: 100 }))).items.map((item) => item.id);
      expect(await ids(`#${created.id}`)).toContain(created.id);
      expect(await ids(created.id)).toContain(created.id);
      expect(await ids(marker.toUpperCase())).toEqual([created.id]);
      const byName = await submissions.search(page({ search: customer.lastName, pageSize: 100 }));
      expect(byName.items.map((item) => item.id)).toContain(created.id);
      expect(
        byName.items.every((item) =>
          `${item.firstName} ${item.lastName} ${item.notes}`
            .toLowerCase()
            .includes(customer.lastName.toLowerCase()),
        ),
      ).toBe(true);
      // names match as everywhere: the first name alone, and last name before first name
      expect(await ids(customer.firstName)).toContain(created.id);
      expect(await ids(`${customer.lastName} ${customer.firstName}`)).toContain(created.id);
      expect(await ids('no submission has this text')).toEqual([]);
      await submissions.remove(created.id);
    });

    it('pages without overlap and reports the total', async () => {
      const { submissions } = context().backend;
      const first = await submissions.search(page({ pageSize: 5 }));
      const second = await submissions.search(page({ pageSize: 5, pageNumber: 2 }));
      expect(first.items).toHaveLength(5);
      expect(first.pageNumber).toBe(1);
      expect(second.pageNumber).toBe(2);
      expect(second.totalRecords).toBe(first.totalRecords);
      expect(first.totalRecords).toBeGreaterThan(10);
      const firstIds = new Set(first.items.map((item) => item.id));
      expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
    });

    it('lists the newest first by default', async () => {
      const { items } = await context().backend.submissions.search(page({ pageSize: 30 }));
      const times = items.map((item) => Date.parse(item.createdAt ?? ''));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('sorts by id, total count and customer when asked', async () => {
      const { submissions } = context().backend;
      const byId = await submissions.search(page({ sort: [{ field: 'id', desc: false }] }));
      const ids = byId.items.map((item) => Number(item.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));

      const byCount = await submissions.search(page({ sort: [{ field: 'totalCount', desc: true }] }));
      const totals = byCount.items.map((item) => item.totalCards);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      const everything = await submissions.search(page({ pageSize: 1000 }));
      expect(totals[0]).toBe(Math.max(...everything.items.map((item) => item.totalCards)));
    });

    it('filters by status and by customer', async () => {
      const { submissions } = context().backend;
      const completed = await submissions.search(page({ statuses: [2] }));
      expect(completed.items.length).toBeGreaterThan(0);
      expect(completed.items.every((item) => item.statusCode === 2)).toBe(true);

      const customerId = await anyActiveCustomerId(context().backend);
      await submissions.create(submissionInput(customerId));
      const theirs = await submissions.search(page({ customerIds: [customerId] }));
      expect(theirs.items.length).toBeGreaterThan(0);
      expect(theirs.items.every((item) => item.customerId === customerId)).toBe(true);
    });

    it('needs an id to read a submission and reports a missing one', async () => {
      const error = await rejection(context().backend.submissions.get(''));
      expect(error.message).toBe('Submission id is required');
      await expectCode(context().backend.submissions.get('987654321'), ['SUBMISSION_NOT_FOUND', 'NOT_FOUND']);
    });

    it('counts a new submission in the dashboard figures, and drops it once deleted', async () => {
      const { submissions } = context().backend;
      const before = (await submissions.dashboard()).metrics.awaitingPrescreen;
      // Pending, prescreening 2, five cards: awaiting prescreen, new today.
      const created = await submissions.create(submissionInput(await anyActiveCustomerId(context().backend)));
      const during = await submissions.dashboard();
      expect(Number.isNaN(Date.parse(during.asOf))).toBe(false);
      expect(during.metrics.awaitingPrescreen).toEqual({
        submissions: before.submissions + 1,
        cards: before.cards + 5,
        new: before.new + 1,
      });
      await submissions.remove(created.id);
      expect((await submissions.dashboard()).metrics.awaitingPrescreen).toEqual(before);
    });

    it('every dashboard figure counts exactly what the list its link opens holds (issue 37)', async () => {
      const { submissions } = context().backend;
      const customerId = await anyActiveCustomerId(context().backend);
      // one of each kind made now, so no figure of the seed's data is counted at zero alone
      const made = [
        await submissions.create({ ...submissionInput(customerId), status: 2 }),
        await submissions.create({ ...submissionInput(customerId), notes: 'Asked for an Invoice CHANGE.' }),
        await submissions.create({ ...submissionInput(customerId), status: 4, prescreening: 3 }),
      ];
      const { asOf, metrics } = await submissions.dashboard();
      const lists = dashboardFigureFilters(new Date(asOf));
      const counted: Record<DashboardFigure, Tally> = {
        invoicesPaid: metrics.invoicesPaid,
        changeRequests: metrics.changeRequests,
        awaitingPrescreen: metrics.awaitingPrescreen,
        outForGrading: metrics.outForGrading,
        ...metrics.ageing,
      };
      for (const [figure, tally] of Object.entries(counted)) {
        // what the figure's link asks the list for
        const filters = submissionSearchFilters(lists[figure as DashboardFigure]);
        const list = await submissions.search(page({ pageSize: 1000, isActive: true, ...filters }));
        expect([figure, list.totalRecords]).toEqual([figure, tally.submissions]);
        const cards = list.items.reduce((sum, row) => sum + row.totalCards, 0);
        expect([figure, cards]).toEqual([figure, tally.cards]);
      }
      expect(metrics.invoicesPaid.submissions).toBeGreaterThan(0);
      expect(metrics.changeRequests.submissions).toBeGreaterThanOrEqual(2);
      expect(metrics.awaitingPrescreen.submissions).toBeGreaterThan(0);
      expect(metrics.outForGrading.submissions).toBeGreaterThan(0);
      for (const created of made) await submissions.remove(created.id);
    });

    it('takes a created or updated bound as a whole UTC day, or as an exact instant', async () => {
      const { submissions } = context().backend;
      const created = await submissions.create(submissionInput(await anyActiveCustomerId(context().backend)));
      const at = (await submissions.get(created.id)).createdAt ?? '';
      const ms = (delta: number) => new Date(Date.parse(at) + delta).toISOString();
      const found = async (filters: Partial<SubmissionSearch>) =>
        (await submissions.search(page({ pageSize: 1000, ...filters }))).items;
      const ids = async (filters: Partial<SubmissionSearch>) => (await found(filters)).map((item) => item.id);
      // (a test clock may stand still: others made at the same instant are found too, and only they)
      const exact = await found({ createdFrom: at, createdTo: at });
      expect(exact.map((item) => item.id)).toContain(created.id);
      expect(new Set(exact.map((item) => item.createdAt))).toEqual(new Set([at]));
      expect(await ids({ createdFrom: ms(1) })).not.toContain(created.id);
      expect(await ids({ createdTo: ms(-1) })).not.toContain(created.id);
      expect(await ids({ createdFrom: at.slice(0, 10), createdTo: at.slice(0, 10) })).toContain(created.id);
      expect(await ids({ updatedFrom: at })).toContain(created.id);
      expect(await ids({ updatedFrom: ms(1) })).not.toContain(created.id);
      await submissions.remove(created.id);
    });
  });
}
