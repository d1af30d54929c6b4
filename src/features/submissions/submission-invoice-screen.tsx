import { NO_MAILING_ADDRESS } from '../../kit/invoice-document';
import { InvoicePage, type InvoiceData } from '../../kit/invoice-page';
import { useRecordScreen } from '../../kit/screen-actor';
import type { ScreenProps } from '../../kit/services';
import { priceSubmission } from '../../domain/pricing';
import { RecordPaymentDialog } from './record-payment-dialog';
import { detailCustomerName, loadSubmissionDetail } from './submission-detail-data';

/**
 * 'Print receipt' (seed B §2) as the issued invoice (issue 40, decision 0415): opening it issues the
 * submission's invoice number and date the first time; it prints as the customer sees it.
 */
export default function SubmissionInvoiceScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const view = useRecordScreen<InvoiceData>({
    id,
    load: async (services, submissionId, signal) => {
      const backend = services.backend();
      const [detail, issued, profile] = await Promise.all([
        loadSubmissionDetail(services, submissionId, signal),
        backend.submissions.issueInvoice(submissionId, { signal }),
        backend.businessProfile.get({ signal }),
      ]);
      const { submission, customer } = detail;
      return {
        submissionId: submission.id,
        customer: { ...(customer ?? NO_MAILING_ADDRESS), name: detailCustomerName(detail) },
        price: priceSubmission(submission, submission.prescreening),
        profile,
        issued,
      };
    },
    label: {
      path: `/submissions/${id}/invoice`,
      of: (invoice) => `Invoice · Submission #${invoice.submissionId}`,
    },
  });
  return (
    <InvoicePage
      view={view}
      back={{ href: `/submissions/${id}`, label: 'Back to submission' }}
      missing={{ href: '/submissions', label: 'Back to submissions' }}
      actions={(invoice, reload) =>
        invoice.issued.balance > 0 && (
          <RecordPaymentDialog
            submissionId={invoice.submissionId}
            invoice={invoice.issued}
            onRecorded={reload}
          />
        )
      }
      noProfileNote="An admin adds the business name, address, logo and payment terms under Configurations › Business profile; every invoice shows them from then on."
    />
  );
}
