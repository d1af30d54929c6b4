import '../ui/jsdom-shims';
import { screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '../../src/backend/backend';
import { AppError } from '../../src/domain/errors';
import { formatCurrency } from '../../src/domain/format';
import { renderApp, signedIn } from './render-app';
import { untilFocusIsIn } from '../ui/layer-ready';
import { readQrCode } from '../ui/qr-image';

/** The profile a new API install starts with: the demo's, less the sample organisation (decision 0510). */
const blankProfile = (backend: Backend): Backend => ({
  ...backend,
  businessProfile: {
    ...backend.businessProfile,
    get: async (options) => ({
      ...(await backend.businessProfile.get(options)),
      name: '',
      address: '',
      email: '',
      phone: '',
    }),
  },
});

// Issue 40 item 4: the customer's invoice and the staff's 'Print receipt' are one issued invoice.
describe('the invoice pages', () => {
  it('opens the customer their invoice with its number, terms, print and PDF', async () => {
    const { user } = await renderApp('/my/submissions/13', { stored: signedIn('customer') });
    await user.click(await screen.findByRole('link', { name: 'View invoice' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 1001' })).toBeInTheDocument();
    // The page's copy (the print sheet beside it is hidden on screen by the stylesheet jsdom lacks).
    const invoice = within(screen.getByRole('main')).getByRole('article', {
      name: 'Invoice for submission #13',
    });
    expect(within(invoice).getByText('Casey Morgan')).toBeInTheDocument();
    expect(within(invoice).getByText('Due in 14 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print invoice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    // the demo's business is the sample organisation (decision 0510)
    expect(within(invoice).getByText('Slab & Sleeve Grading Co.')).toBeInTheDocument();
    expect(within(invoice).getByText('Portland, OR 97209')).toBeInTheDocument();
  });

  it('says nothing to the customer of a profile with no business name yet, as a new API install has', async () => {
    const { user } = await renderApp('/my/submissions/13', {
      stored: signedIn('customer'),
      adjust: blankProfile,
    });
    await user.click(await screen.findByRole('link', { name: 'View invoice' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 1001' })).toBeInTheDocument();
    // nothing the customer can do about it, so not said
    expect(screen.queryByText('No business name on this invoice yet')).not.toBeInTheDocument();
  });

  it("opens staff the issued invoice from 'Print receipt', keeping its number", async () => {
    const { user } = await renderApp('/submissions/13', { stored: signedIn('admin'), adjust: blankProfile });
    await user.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 1001' })).toBeInTheDocument();
    // Its QR code, read from the drawn modules as a phone reads the paper, opens the submission's one
    // address on this site (decision 0411), not a bare number.
    const invoice = within(screen.getByRole('main')).getByRole('article', {
      name: 'Invoice for submission #13',
    });
    const code = within(invoice).getByRole('img', { name: 'Scan code for submission #13' });
    if (!(code instanceof SVGSVGElement)) throw new Error('the QR code is not drawn as SVG');
    const decoded = readQrCode(code);
    expect(decoded).toMatch(/^https?:\/\/[^/]+\/s\/13$/);
    expect(decoded).toBe(new URL('/s/13', window.location.origin).href);
    // a blank letterhead (a new API install's) is explained to staff, with where it is filled in
    expect(screen.getByText('No business name on this invoice yet')).toBeInTheDocument();
    expect(screen.getByText(/Configurations › Business profile/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to submission' }));
    await user.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 1001' })).toBeInTheDocument();
  });

  it("refuses another customer's invoice as not found", async () => {
    await renderApp('/my/submissions/1/invoice', { stored: signedIn('customer') });
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
  });

  it("records a payment from the staff's invoice: rules beside each field, nothing lost on a failure, the status and balance follow", async () => {
    let failNext = true;
    const { user } = await renderApp('/submissions/13/invoice', {
      stored: signedIn('admin'),
      adjust: (backend) => ({
        ...backend,
        submissions: {
          ...backend.submissions,
          recordPayment: (id, input, options) => {
            if (!failNext) return backend.submissions.recordPayment(id, input, options);
            failNext = false;
            return Promise.reject(new AppError('HTTP_ERROR', 'Server issue', { status: 503 }));
          },
        },
      }),
    });
    const main = within(await screen.findByRole('main'));
    const payments = await main.findByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('Unpaid')).toBeInTheDocument();
    const balance = Number(
      within(payments).getByText('Balance').nextElementSibling?.textContent?.replace(/[$,]/g, ''),
    );
    expect(balance).toBeGreaterThan(10);

    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    // the whole balance is offered (the first field takes focus in a browser: tests/e2e/payments.spec.ts)
    expect(amount).toHaveValue(balance.toFixed(2));

    // More than the balance, and no method: said beside each field, the first in error focused.
    await user.clear(amount);
    await user.type(amount, String(balance + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      within(dialog).getByText(`Amount is more than the balance of ${formatCurrency(balance)}`),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose how it was paid')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '10.50');
    await user.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Check' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'Cheque 1042');

    // Escape with typed values asks first; Stay keeps them.
    await user.keyboard('{Escape}');
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await untilFocusIsIn(leave);
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('dialog', { name: 'Record payment' })).toBeInTheDocument();

    // The server fails: the dialog stays open with everything typed and the failure beside the buttons.
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Payment not recorded')).toBeInTheDocument();
    expect(amount).toHaveValue('10.50');
    expect(within(dialog).getByRole('textbox', { name: 'Reference' })).toHaveValue('Cheque 1042');
    expect(within(dialog).getByRole('combobox', { name: 'Method' })).toHaveTextContent('Check');

    // Again: recorded, the dialog closes, and the invoice shows the payment, the new balance and status.
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record payment' })).not.toBeInTheDocument(),
    );
    const after = await main.findByRole('region', { name: 'Payments' });
    await waitFor(() => expect(within(after).getByText('Partly paid')).toBeInTheDocument());
    expect(within(after).getByText('Cheque 1042')).toBeInTheDocument();
    expect(within(after).getByText(formatCurrency(balance - 10.5))).toBeInTheDocument();
  }, 30_000);
});
