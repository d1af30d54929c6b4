import { anyActiveCustomerId, rejection, submissionInput, unique, type ContextGetter } from './context';

const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

/** Issue 40 items 3 and 4: the business on every invoice, and invoice numbers issued once. */
export function businessProfileBehaviour(context: ContextGetter): void {
  describe('the business profile and invoice numbers', () => {
    it('is read by everyone signed in and saved by admins only, with the server rules and messages', async () => {
      const { backend, signInAs } = context();
      await signInAs('customer');
      const seen = await backend.businessProfile.get();
      await signInAs('employee');
      expect(await backend.businessProfile.get()).toEqual(seen);
      const { version, updatedAt: _updatedAt, ...input } = seen;
      const refusedToStaff = await rejection(backend.businessProfile.save({ ...input, name: 'Staff' }));
      expect(refusedToStaff.status).toBe(403);

      await signInAs('admin');
      const name = unique('Northside Grading ');
      const saved = await backend.businessProfile.save(
        {
          ...input,
          name: `  ${name} `,
          email: 'Billing@Northside.example',
          logo: LOGO,
          paymentTerms: 'Due in 30 days',
          paymentDueDays: 30,
        },
        { version },
      );
      expect(saved).toMatchObject({
        name,
        email: 'billing@northside.example',
        logo: LOGO,
        version: version + 1,
      });
      expect(await backend.businessProfile.get()).toEqual(saved);

      const { version: _saved, updatedAt: _at, ...current } = saved;
      const stale = await rejection(backend.businessProfile.save({ ...current, name: 'Late' }, { version }));
      expect(stale.code).toBe('VERSION_CONFLICT');
      const blank = await rejection(backend.businessProfile.save({ ...current, name: '  ' }));
      expect(blank.status).toBe(400);
      expect(blank.messages).toEqual(['Business name is required']);
      const svg = await rejection(
        backend.businessProfile.save({ ...current, logo: 'data:image/svg+xml;base64,PHN2Zz4=' }),
      );
      expect(svg.messages).toEqual(['The logo must be a PNG, JPEG or WebP image of at most 100 KB']);
    });

    it('gives a submission one invoice number, in sequence, never again to another, the customer seeing the same', async () => {
      const { backend, signInAs } = context();
      await signInAs('customer');
      const me = await backend.portal.details();
      await signInAs('admin');
      const mine = await backend.submissions.create(submissionInput(me.id));
      const theirs = await backend.submissions.create(submissionInput(await anyActiveCustomerId(backend)));
      const before = await backend.businessProfile.get();

      const first = await backend.submissions.issueInvoice(mine.id);
      expect(first.invoiceNumber).toBeGreaterThanOrEqual(before.nextInvoiceNumber);
      expect(first.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(first.paymentTerms).toBe(before.paymentTerms);
      const due = new Date(`${first.invoiceDate}T00:00:00Z`);
      due.setUTCDate(due.getUTCDate() + before.paymentDueDays);
      expect(first.dueDate).toBe(due.toISOString().slice(0, 10));
      expect(await backend.submissions.issueInvoice(mine.id)).toEqual(first);
      const second = await backend.submissions.issueInvoice(theirs.id);
      expect(second.invoiceNumber).toBeGreaterThan(first.invoiceNumber);

      // An issued number is never given again: the sequence may not be set back to it.
      const { version, updatedAt: _updatedAt, ...input } = await backend.businessProfile.get();
      const back = await rejection(
        backend.businessProfile.save(
          { ...input, name: unique('Northside '), nextInvoiceNumber: second.invoiceNumber },
          { version },
        ),
      );
      expect(back.status).toBe(409);
      expect(back.messages[0]).toMatch(
        /^The next invoice number must be higher than \d+, the last one issued$/,
      );

      await signInAs('customer');
      expect(await backend.portal.invoice(mine.id)).toEqual(first);
      const refused = await rejection(backend.portal.invoice(theirs.id));
      expect(refused.status).toBe(404);
    });
  });
}
