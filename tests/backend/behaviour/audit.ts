import type { Backend } from '../../../src/backend/backend';
import { customerInput } from '../customer-input';
import { latestLinkTo } from './accounts';
import { type ContextGetter, anyActiveCustomerId, expectCode, submissionInput, unique } from './context';
import { newOrder, psaGrades, psaSubmission } from './graderOrders';
import { backInTheShop } from './returns';

const LOGO_A =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
const LOGO_B =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4z8Dwn4GBgYEBAA/7Af+Fs3ZVAAAAAElFTkSuQmCC';

/** A record's entries, newest first, as an admin reads them in the activity log. */
const entriesOf = async (backend: Backend, recordType: 'user' | 'graderOrder', recordId: string) =>
  (await backend.audit.activity({ pageNumber: 1, pageSize: 50, recordType, recordId: Number(recordId) }))
    .items;

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

    it('records a hire’s sign-in account: invitation accepted, reset asked for and used, password changed', async () => {
      await context().signInAs('admin');
      const { backend } = context();
      const email = `${unique('audit.')}@example.com`;
      const hire = await backend.employees.create({
        firstName: 'Oren',
        lastName: 'Vale',
        email,
        phone: '',
        role: 'Grader',
        startDate: null,
        access: 'employee',
      });
      const first = await latestLinkTo(backend, email);
      await backend.employees.resendInvitation(hire.id);
      const invitation = await latestLinkTo(backend, email);
      expect(invitation).not.toBe(first);
      await backend.session.setPassword(invitation, 'first passphrase here');
      await backend.session.requestPasswordReset(email);
      const reset = await latestLinkTo(backend, email);
      await backend.session.setPassword(reset, 'second passphrase here');
      await expectCode(backend.session.login({ email, password: 'first passphrase here' }), [
        'INVALID_CREDENTIALS',
      ]);
      await backend.session.login({ email, password: 'second passphrase here' });
      await backend.session.changePassword({
        currentPassword: 'second passphrase here',
        newPassword: 'third passphrase here',
      });

      await context().signInAs('admin');
      const { userId } = await backend.employees.get(hire.id);
      const entries = await entriesOf(backend, 'user', userId ?? '');
      expect(entries.map((entry) => entry.action)).toEqual([
        'password-changed',
        'sign-in',
        'sign-in-failed',
        'password-reset',
        'password-reset-requested',
        'invitation-accepted',
      ]);
      expect(entries.map((entry) => entry.actorName)).toEqual([
        'Oren Vale',
        'Oren Vale',
        '',
        'Oren Vale',
        '',
        'Oren Vale',
      ]);
      expect(entries[4]?.changes).toContainEqual({ field: 'resetLink', before: null, after: 'sent' });
      // Each opens the employee whose account it is (decision 0542).
      expect(new Set(entries.map((entry) => JSON.stringify(entry.owner)))).toEqual(
        new Set([JSON.stringify({ recordType: 'employee', recordId: Number(hire.id) })]),
      );
      // The employee's History: the roster's entries and the account's, but its routine sign-ins
      // (decision 0541); Resend invitation names no link (decision 0438).
      const { items } = await backend.audit.history('employee', hire.id, { pageNumber: 1, pageSize: 20 });
      expect(items.map((entry) => [entry.recordType, entry.action])).toEqual([
        ['user', 'password-changed'],
        ['user', 'sign-in-failed'],
        ['user', 'password-reset'],
        ['user', 'password-reset-requested'],
        ['user', 'invitation-accepted'],
        ['employee', 'update'],
        ['employee', 'create'],
      ]);
      expect(items[5]).toMatchObject({
        version: null,
        changes: [{ field: 'invitation', before: 'earlier link', after: 'new link sent' }],
      });
      const text = JSON.stringify([...entries, ...items]);
      for (const secret of ['passphrase', first, invitation, reset, 'reset-password']) {
        expect(text).not.toContain(secret);
      }
    });

    it('puts a submission’s cards, prescreen values, workflow, invoice and payment on its History', async () => {
      await context().signInAs('admin');
      const { backend } = context();
      const { submissionId, cardIds } = await psaSubmission(backend, await anyActiveCustomerId(backend), 1);
      const [cardId = ''] = cardIds;
      await backend.prescreening.saveCard({
        cardId: Number(cardId),
        prescreenRecommendationTypeId: null,
        estimatedGrade: 9,
        notes: 'Sharp corners',
      });
      // A drawing added: its marks are counted, never kept (the notes' text did not change).
      await backend.prescreening.saveCard({
        cardId: Number(cardId),
        prescreenRecommendationTypeId: null,
        estimatedGrade: 9,
        notes: JSON.stringify({ text: 'Sharp corners', markup: [{ points: [{ x: 0.25, y: 0.5 }] }] }),
      });
      const type = (await backend.workflows.listTypes()).find((candidate) => candidate.stepTypes.length > 0);
      const [stepType] = type?.stepTypes ?? [];
      if (!type || !stepType) throw new Error('no workflow type with a step type');
      const run = await backend.workflows.start(submissionId, type.id);
      await backend.workflows.addStep(run.id, stepType.id);
      const { history: runs } = await backend.workflows.forSubmission(submissionId);
      const stepId = runs.find((one) => one.id === run.id)?.steps[0]?.id ?? '';
      await backend.workflows.completeStep(stepId);
      const invoice = await backend.submissions.issueInvoice(submissionId);
      const paid = await backend.submissions.recordPayment(submissionId, {
        amount: 1,
        method: 'Cash',
        paidOn: invoice.invoiceDate,
        reference: '',
      });
      const paymentId = paid.payments[0]?.id ?? '';

      const card = await backend.audit.history('card', cardId, { pageNumber: 1, pageSize: 10 });
      expect(card.items.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
      expect(card.items[0]?.changes).toEqual([{ field: 'drawing', before: null, after: '1 mark' }]);
      expect(JSON.stringify(card.items[0])).not.toContain('0.25');
      expect(card.items[1]?.changes).toEqual([
        { field: 'estimatedGrade', before: null, after: 9 },
        { field: 'notes', before: null, after: 'Sharp corners' },
      ]);
      expect(card.items[2]?.changes).toContainEqual({
        field: 'submissionId',
        before: null,
        after: Number(submissionId),
      });
      const { items } = await backend.audit.history('submission', submissionId, {
        pageNumber: 1,
        pageSize: 50,
      });
      const kinds = items.map((entry) => `${entry.recordType} ${entry.action}`);
      expect(kinds.slice(0, 6)).toEqual([
        'payment create',
        'invoice create',
        'workflow update',
        'step update',
        'step create',
        'workflow create',
      ]);
      expect(kinds.slice(6)).toEqual(['card update', 'card update', 'card create', 'submission create']);
      // In /activity each opens the submission (a payment its invoice).
      const owners = async (recordType: 'card' | 'step' | 'payment', recordId: string) =>
        (await backend.audit.activity({ pageNumber: 1, pageSize: 5, recordType, recordId: Number(recordId) }))
          .items[0]?.owner;
      const submission = { recordType: 'submission', recordId: Number(submissionId) };
      expect(await owners('card', cardId)).toEqual(submission);
      expect(await owners('step', stepId)).toEqual(submission);
      expect(await owners('payment', paymentId)).toEqual({ ...submission, recordType: 'invoice' });
    });

    it('records a business profile save, its logo as changed and never its image', async () => {
      await context().signInAs('admin');
      const { businessProfile, audit } = context().backend;
      const { version, updatedAt: _at, ...profile } = await businessProfile.get();
      const name = unique('Audited Grading ');
      const logo = profile.logo === LOGO_A ? LOGO_B : LOGO_A;
      await businessProfile.save({ ...profile, name, logo }, { version });
      const [entry] = (await audit.history('businessProfile', '1', { pageNumber: 1, pageSize: 5 })).items;
      expect(entry).toMatchObject({ action: 'update', version: version + 1 });
      expect(entry?.changes).toEqual([
        { field: 'name', before: profile.name, after: name },
        { field: 'logo', before: profile.logo ? 'earlier logo' : null, after: 'new logo' },
      ]);
      expect(JSON.stringify(entry)).not.toContain('base64');
      await context().signInAs('employee');
      await expectCode(audit.history('businessProfile', '1', { pageNumber: 1, pageSize: 5 }), [
        'FORBIDDEN',
        'HTTP_ERROR',
      ]);
    });

    it('records a grader order created, edited and moved on, and a stale step not at all', async () => {
      await context().signInAs('employee');
      const { graderOrders } = context().backend;
      const order = await newOrder(context().backend, 'Audit order');
      const edited = await graderOrders.update(
        order.id,
        {
          service: order.service,
          orderNumber: order.orderNumber,
          label: 'Audit order, relabelled',
          targetReturnOn: order.targetReturnOn,
          notes: '',
        },
        { version: order.version },
      );
      await graderOrders.transition(order.id, { action: 'hold' }, { version: edited.version });
      await expectCode(graderOrders.transition(order.id, { action: 'resume' }, { version: edited.version }), [
        'VERSION_CONFLICT',
      ]);
      await context().signInAs('admin');
      const entries = await entriesOf(context().backend, 'graderOrder', order.id);
      expect(entries.map((entry) => [entry.action, entry.version])).toEqual([
        ['update', order.version + 2],
        ['update', order.version + 1],
        ['create', order.version],
      ]);
      expect(entries[0]?.changes).toEqual([{ field: 'stage', before: 'preparing', after: 'onHold' }]);
      expect(entries[1]?.changes).toEqual([
        { field: 'label', before: 'Audit order', after: 'Audit order, relabelled' },
      ]);
      expect(entries[2]?.changes).toContainEqual({ field: 'stage', before: null, after: 'preparing' });
    });

    it('records each card’s declared value on the order: added, changed, taken out (decision 0522)', async () => {
      await context().signInAs('admin');
      const { backend } = context();
      const { graderOrders: orders } = backend;
      const { cardIds } = await psaSubmission(backend, await anyActiveCustomerId(backend), 2);
      const [first = '', second = ''] = cardIds;
      const order = await newOrder(backend);
      await orders.assignCards(order.id, [
        { cardId: first, declaredValue: 20 },
        { cardId: second, declaredValue: 30 },
      ]);
      // The order's page saves one card's value by assigning it again.
      await orders.assignCards(order.id, [{ cardId: second, declaredValue: 45.5 }]);
      // Over the limit: refused, and nothing recorded.
      await expectCode(orders.assignCards(order.id, [{ cardId: first, declaredValue: 1_000_000 }]), [
        'ASSIGNMENT_REFUSED',
      ]);
      await orders.removeCard(order.id, first);
      const [removed, changed, added] = await entriesOf(backend, 'graderOrder', order.id);
      expect(added?.changes).toEqual([
        { field: `card ${first} declared value`, before: null, after: 20 },
        { field: `card ${second} declared value`, before: null, after: 30 },
      ]);
      expect(changed?.changes).toEqual([{ field: `card ${second} declared value`, before: 30, after: 45.5 }]);
      expect(removed?.changes).toEqual([{ field: `card ${first} declared value`, before: 20, after: null }]);
    });

    it('records a grade posted and a grade file imported on the order, and a refused grade not at all', async () => {
      await context().signInAs('admin');
      const { backend } = context();
      const { graderOrders: orders } = backend;
      const { cardIds } = await psaSubmission(backend, await anyActiveCustomerId(backend), 2);
      const [first = '', second = ''] = cardIds;
      const [ten, nine] = await psaGrades(backend);
      const order = await newOrder(backend);
      await orders.assignCards(
        order.id,
        cardIds.map((cardId) => ({ cardId, declaredValue: 20 })),
      );
      await orders.transition(order.id, { action: 'ship', trackingNumber: '1Z-AUDIT' });
      await orders.transition(order.id, { action: 'arrive' });
      const certificate = unique('');
      const grade = (cardId: string, gradeId: string, number: string) => ({
        cardId,
        gradeId,
        qualifierId: null,
        gradeErrorId: null,
        certificateNumber: `${certificate}${number}`,
      });
      const count = (await entriesOf(backend, 'graderOrder', order.id)).length;
      await orders.postGrade(order.id, grade(first, ten, '1'));
      // Another card with the same certificate number is refused, and records nothing.
      await expectCode(orders.postGrade(order.id, grade(second, ten, '1')), ['INVALID_GRADE']);
      await orders.importGrades(order.id, [
        { row: 2, ...grade(first, nine, '1') },
        { row: 3, ...grade(second, ten, '2') },
      ]);
      const entries = await entriesOf(backend, 'graderOrder', order.id);
      expect(entries).toHaveLength(count + 2);
      expect(entries[1]?.changes).toEqual([
        { field: `card ${first} grade`, before: null, after: 'PSA 10' },
        { field: `card ${first} certificate number`, before: null, after: `${certificate}1` },
      ]);
      expect(entries[0]?.changes).toEqual([
        { field: `card ${first} grade`, before: 'PSA 10', after: 'PSA 9' },
        { field: `card ${second} grade`, before: null, after: 'PSA 10' },
        { field: `card ${second} certificate number`, before: null, after: `${certificate}2` },
      ]);
    });

    it('records the statuses a grader order’s journey sets, and the return logged on the order', async () => {
      await context().signInAs('admin');
      const { backend } = context();
      const { submissionId, cardIds } = await psaSubmission(backend, await anyActiveCustomerId(backend), 1);
      const order = await newOrder(backend);
      await backend.graderOrders.assignCards(order.id, [{ cardId: cardIds[0] ?? '', declaredValue: 20 }]);
      await backInTheShop(backend, order.id, cardIds);
      await backend.graderOrders.transition(order.id, { action: 'receive' });
      await backend.returns.log(order.id, {
        submissionId,
        carrier: 'UPS',
        trackingNumber: '1Z-HOME-41',
        shippedOn: '2026-11-25',
      });
      const [returned] = await entriesOf(backend, 'graderOrder', order.id);
      const fulfilled = await backend.graderOrders.get(order.id);
      expect(returned?.changes).toEqual([
        {
          field: `submission ${submissionId} return`,
          before: null,
          after: 'UPS 1Z-HOME-41, shipped 2026-11-25',
        },
        { field: 'fulfilledAt', before: null, after: fulfilled.fulfilledAt },
      ]);
      // Every version of the submission has its entry: the journey's status changes are recorded.
      const { version = 1 } = await backend.submissions.get(submissionId);
      const { items } = await backend.audit.history('submission', submissionId, {
        pageNumber: 1,
        pageSize: 50,
      });
      // Its cards' entries are on its History too (decision 0541); its own carry its versions.
      const own = items.filter((entry) => entry.recordType === 'submission');
      expect(own.map((entry) => entry.version)).toEqual(
        Array.from({ length: version }, (_, index) => version - index),
      );
      expect(own[0]?.changes.map((change) => change.field)).toEqual(['status']);
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

      await context().signInAs('customer');
      await expectCode(audit.history('customer', created.id, { pageNumber: 1, pageSize: 5 }), [
        'FORBIDDEN',
        'HTTP_ERROR',
      ]);
      await context().signInAs('employee');
      await expectCode(audit.activity({ pageNumber: 1, pageSize: 5 }), ['FORBIDDEN', 'HTTP_ERROR']);
      await expectCode(audit.history('employee', '1', { pageNumber: 1, pageSize: 5 }), [
        'FORBIDDEN',
        'HTTP_ERROR',
      ]);
    });
  });
}
