import { customerInput } from '../customer-input';
import { type ContextGetter, anyActiveCustomerId, expectCode, submissionInput, unique } from './context';

/** Issue 41: both data modes record the same entries and show them to the same people. */
export function auditBehaviour(context: ContextGetter): void {
  describe('audit trail', () => {
    it('records a customer’s phone change with who made it and the version, newest first', async () => {
      await context().signInAs('employee');
      const { customers, audit, session } = context().backend;
      const input = customerInput({
        firstName: 'Rowan',
        lastName: unique('Audit'),
        email: `${unique('a')}@example.com`,
        phoneNumber: '555-0100',
      });
      const created = await customers.create(input);
      await customers.update(
        created.id,
        { ...input, phoneNumber: '555-0199' },
        { version: created.version ?? 1 },
      );
      const me = await session.currentUser();
      const page = await audit.history('customer', created.id, { pageNumber: 1, pageSize: 10 });
      expect(page.totalRecords).toBe(2);
      expect(page.items.map((entry) => entry.action)).toEqual(['update', 'create']);
      expect(page.items[0]).toMatchObject({
        actorId: Number(me.id),
        version: (created.version ?? 1) + 1,
        changes: [{ field: 'phone', before: '555-0100', after: '555-0199' }],
      });
      const second = await audit.history('customer', created.id, { pageNumber: 2, pageSize: 1 });
      expect(second.items.map((entry) => entry.action)).toEqual(['create']);
    });

    it('records a submission’s card count change, and nothing for a refused save', async () => {
      await context().signInAs('admin');
      const { submissions, audit } = context().backend;
      const created = await submissions.create(submissionInput(await anyActiveCustomerId(context().backend)));
      const version = created.version ?? 1;
      await submissions.update(
        created.id,
        { ...submissionInput(created.customerId ?? ''), psaRegularCount: 9 },
        { version },
      );
      await expectCode(
        submissions.update(created.id, submissionInput(created.customerId ?? ''), { version }),
        ['VERSION_CONFLICT'],
      );
      const page = await audit.history('submission', created.id, { pageNumber: 1, pageSize: 10 });
      expect(page.items.map((entry) => entry.action)).toEqual(['update', 'create']);
      expect(page.items[0]?.changes).toContainEqual({ field: 'psaRegularCount', before: 3, after: 9 });
    });

    it('records the roster, a workflow type and a catalogue record alike: one entry per write', async () => {
      await context().signInAs('admin');
      const { employees, workflows, catalogues, audit } = context().backend;
      const tag = unique('');
      const hire = await employees.create({
        firstName: 'Noor',
        lastName: `Audit${tag}`,
        email: `noor.${tag}@example.com`,
        phone: '555-0100',
        role: 'Grader',
        startDate: '2025-06-02',
      });
      await employees.update(
        hire.id,
        { ...hire, startDate: hire.startDate ?? null, phone: '555-0199' },
        { version: hire.version ?? 1 },
      );
      const roster = await audit.history('employee', hire.id, { pageNumber: 1, pageSize: 10 });
      expect(roster.items.map((entry) => entry.action)).toEqual(['update', 'create']);
      expect(roster.items[0]?.changes).toEqual([{ field: 'phone', before: '555-0100', after: '555-0199' }]);

      const type = await workflows.createType({
        name: `Audit ${tag}`,
        description: '',
        primaryStepTypeId: null,
      });
      await workflows.updateType(
        type.id,
        { name: `Audit ${tag}`, description: 'Checked twice', primaryStepTypeId: null },
        { version: type.version ?? 1 },
      );
      const typeHistory = await audit.history('workflowType', type.id, { pageNumber: 1, pageSize: 10 });
      // Only this type's entries, even when it was given a removed type's id (decision 0436).
      expect(typeHistory.items.map((entry) => entry.action)).toEqual(['update', 'create']);
      expect(typeHistory.items[0]?.changes).toEqual([
        { field: 'description', before: '', after: 'Checked twice' },
      ]);

      const grade = await catalogues.cardQualifiers.create({
        gradingCompany: 1,
        code: unique('Q').toUpperCase(),
        name: 'Print defect',
        description: null,
        sortOrder: 3,
      });
      await catalogues.cardQualifiers.archive(grade.id);
      const qualifier = await audit.history('cardQualifier', grade.id, { pageNumber: 1, pageSize: 10 });
      expect(qualifier.items.map((entry) => entry.action)).toEqual(['archive', 'create']);
    });

    it('shows the activity log, filtered, and its CSV to admins only', async () => {
      await context().signInAs('admin');
      const { audit, customers } = context().backend;
      const input = customerInput({
        firstName: 'Sasha',
        lastName: unique('Log'),
        email: `${unique('l')}@example.com`,
      });
      const created = await customers.create(input);
      const page = await audit.activity({
        pageNumber: 1,
        pageSize: 5,
        recordType: 'customer',
        recordId: Number(created.id),
      });
      expect(page.items.map((entry) => entry.action)).toEqual(['create']);
      const none = await audit.activity({ pageNumber: 1, pageSize: 5, toDay: '2001-01-01' });
      expect(none.totalRecords).toBe(0);
      const exported = await audit.exportCsv({ recordType: 'customer', recordId: Number(created.id) });
      expect(exported.csv.split('\r\n')[0]).toBe(
        'When,Person,Action,Record type,Record id,Version,Field,Before,After',
      );
      expect(exported.csv).toContain(`,lastName,,${input.lastName}`);
      expect((await audit.people()).length).toBeGreaterThan(0);

      await context().signInAs('employee');
      await expectCode(audit.activity({ pageNumber: 1, pageSize: 5 }), ['FORBIDDEN', 'HTTP_ERROR']);
      await expectCode(audit.history('employee', '1', { pageNumber: 1, pageSize: 5 }), [
        'FORBIDDEN',
        'HTTP_ERROR',
      ]);
    });
  });
}
