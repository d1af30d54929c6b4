import { screen, within } from '@testing-library/react';
import { renderApp, signedIn } from './render-app';

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
    // the demo's profile has no business name yet: nothing the customer can do about it, so not said
    expect(screen.queryByText('No business name on this invoice yet')).not.toBeInTheDocument();
  });

  it("opens staff the issued invoice from 'Print receipt', keeping its number", async () => {
    const { user } = await renderApp('/submissions/13', { stored: signedIn('admin') });
    await user.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 1001' })).toBeInTheDocument();
    // a blank letterhead is explained to staff, with where it is filled in
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
});
