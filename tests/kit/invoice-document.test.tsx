import { render, screen, within } from '@testing-library/react';
import { DEFAULT_BUSINESS_PROFILE, type BusinessProfile } from '../../src/domain/businessProfile';
import { priceSubmission } from '../../src/domain/pricing';
import { InvoiceDocument, NO_MAILING_ADDRESS } from '../../src/kit/invoice-document';
import { makeSubmission } from '../domain/fixtures';

const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

const profile: BusinessProfile = {
  ...DEFAULT_BUSINESS_PROFILE,
  name: 'Northside Card Grading',
  address: '12 Harbor Road\nPortland, OR 97201',
  email: 'billing@northside.example',
  phone: '503-555-0142',
  logo: LOGO,
  paymentTerms: 'Due in 30 days',
  paymentDueDays: 30,
  version: 2,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const customer = {
  name: 'Casey Morgan',
  address1: '40 Elm Street',
  address2: 'Apt 2',
  city: 'Salem',
  state: 'OR',
  zipCode: '97301',
};

// The fixture's 1 PSA Value Bulk card, plus 3 PSA Regular and 2 SGC Standard, prescreening level 2.
const submission = makeSubmission({ id: '121', psaRegularCount: 3, sgcStandardCount: 2, prescreening: 2 });
const price = priceSubmission(submission, 2);

function renderInvoice() {
  render(
    <InvoiceDocument
      submissionId="121"
      customer={customer}
      price={price}
      profile={profile}
      issued={{
        invoiceNumber: 1042,
        invoiceDate: '2026-11-27',
        paymentTerms: 'Due in 30 days',
        dueDate: '2026-12-27',
      }}
    />,
  );
  return screen.getByRole('article', { name: 'Invoice for submission #121' });
}

/** A definition list's value by its term. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the invoice document', () => {
  it('carries the business identity, its own number and dates, who it is for and the terms', () => {
    const invoice = renderInvoice();
    expect(within(invoice).getByRole('img', { name: 'Northside Card Grading logo' })).toHaveAttribute(
      'src',
      LOGO,
    );
    for (const text of [
      'Northside Card Grading',
      '12 Harbor Road',
      'Portland, OR 97201',
      'billing@northside.example',
      '503-555-0142',
    ])
      expect(within(invoice).getByText(text)).toBeInTheDocument();
    expect(fact('Invoice number')).toBe('1042');
    expect(fact('Invoice date')).toBe('Nov 27, 2026');
    expect(fact('Due date')).toBe('Dec 27, 2026');
    expect(fact('Submission')).toBe('#121');
    for (const text of ['Casey Morgan', '40 Elm Street', 'Apt 2', 'Salem, OR 97301'])
      expect(within(invoice).getByText(text)).toBeInTheDocument();
    expect(within(invoice).getByText('Due in 30 days')).toBeInTheDocument();
    expect(within(invoice).getByText('Please pay by Dec 27, 2026.')).toBeInTheDocument();
    expect(within(invoice).getByRole('img', { name: 'Scan code for submission #121' })).toBeInTheDocument();
  });

  it('lists every service with cards, the fees and the totals as the seed prices them', () => {
    const invoice = renderInvoice();
    const rows = within(invoice)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    const body = rows.filter((cells) => cells.length > 0);
    expect(body).toEqual([
      ['PSA Value Bulk (max $499 per card)', '1', '$27.00', '$27.00'],
      ['PSA Regular (max $1,499 per card)', '3', '$75.00', '$225.00'],
      ['SGC Standard (max $1,499 per card)', '2', '$20.00', '$40.00'],
      ['Prescreening (Pass/Fail)', '6', '$3.00', '$18.00'],
      ['Intake', '6', '$1.00', '$6.00'],
      ['Policy surcharge (post-approval removal fee)', '', '', '$10.00'],
      ['Estimated total (services and prescreening)', '', '', '$310.00'],
      ['Total due', '6', '', '$326.00'],
    ]);
  });

  it('is a draft with no number or dates until issued, and says when no address is on file', () => {
    render(
      <InvoiceDocument
        submissionId="121"
        customer={{ ...NO_MAILING_ADDRESS, name: 'Jordan Lee' }}
        price={price}
        profile={null}
        issued={null}
        heading="Draft invoice"
      />,
    );
    expect(fact('Invoice number')).toBe('Given when first printed');
    expect(fact('Due date')).toBe('—');
    expect(screen.getByText('No mailing address on file')).toBeInTheDocument();
    expect(screen.queryByText(/Please pay by/)).not.toBeInTheDocument();
  });
});
