import { ArrowLeft, Download, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { BusinessProfile, IssuedInvoice } from '../domain/businessProfile';
import type { SubmissionPrice } from '../domain/pricing';
import { Alert, Button, Card, PageHeader, PrintSheet } from '../ui';
import { DetailScreen } from './detail-screen';
import { InvoiceDocument, type InvoiceCustomer } from './invoice-document';
import { missingRecord } from './record-not-found';
import type { RecordView } from '../../machines/record';

/** Everything an issued invoice shows, loaded in one go by its page. */
export interface InvoiceData {
  submissionId: string;
  customer: InvoiceCustomer;
  price: SubmissionPrice;
  profile: BusinessProfile;
  issued: IssuedInvoice;
}

export interface InvoicePageProps {
  view: RecordView<InvoiceData>;
  /** Where 'Back' goes: the submission's own page. */
  back: { href: string; label: string };
  /** The list a missing submission offers to go back to. */
  missing: { href: string; label: string };
  /**
   * Said above an invoice whose business profile has no name yet (staff only: the customer can do
   * nothing about it), so a blank letterhead is explained rather than printed unnoticed.
   */
  noProfileNote?: string;
  /**
   * More actions beside Print (staff's 'Record payment'), given the invoice shown and a way to read it
   * again once something changed it.
   */
  actions?: (invoice: InvoiceData, reload: () => void) => ReactNode;
}

const hintStyle = css({ color: 'fg.muted', fontSize: 'sm' });

/**
 * 'Download PDF' is the browser's own print-to-PDF of the same document (decision 0415): the page's
 * title becomes the invoice's name while the dialog is open, which is the name Save as PDF suggests.
 */
function printAs(title: string): void {
  const before = document.title;
  document.title = title;
  window.addEventListener('afterprint', () => (document.title = before), { once: true });
  window.print();
}

/**
 * An issued invoice's page (issue 40): the document on screen with 'Print invoice' and 'Download PDF';
 * on paper only the document, black on white, whatever the theme. Staff reach it from 'Print receipt',
 * the customer from their submission.
 */
export function InvoicePage({ view, back, missing, noProfileNote, actions }: InvoicePageProps) {
  return (
    <DetailScreen
      view={view}
      loading="Loading the invoice…"
      missing={missingRecord('Unable to load this invoice right now.', {
        title: 'Invoice not found',
        message: 'There is no such submission, or it is not yours to see.',
        backLabel: missing.label,
        backHref: missing.href,
      })}
      header={(invoice) => (
        <PageHeader
          title={`Invoice ${invoice.issued.invoiceNumber}`}
          description={`Submission #${invoice.submissionId}`}
          actions={
            <>
              <Button asChild variant="ghost">
                <Link href={back.href}>
                  <ArrowLeft size={16} aria-hidden />
                  {back.label}
                </Link>
              </Button>
              {actions?.(invoice, view.reload)}
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer size={16} aria-hidden />
                Print invoice
              </Button>
              <Button variant="primary" onClick={() => printAs(`Invoice ${invoice.issued.invoiceNumber}`)}>
                <Download size={16} aria-hidden />
                Download PDF
              </Button>
            </>
          }
        />
      )}
    >
      {(invoice) => (
        <>
          {noProfileNote && !invoice.profile.name.trim() && (
            <Alert tone="warning" title="No business name on this invoice yet">
              {noProfileNote}
            </Alert>
          )}
          <p className={hintStyle}>
            Download PDF opens the print dialog: choose Save as PDF as the destination.
          </p>
          <Card>
            <InvoiceDocument {...invoice} headingLevel={2} />
          </Card>
          <PrintSheet>
            <InvoiceDocument {...invoice} />
          </PrintSheet>
        </>
      )}
    </DetailScreen>
  );
}
