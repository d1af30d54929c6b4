import { InvoicePage, type InvoiceData } from '../../kit/invoice-page';
import { useRecordScreen } from '../../kit/screen-actor';
import type { ScreenProps } from '../../kit/services';
import { joinName } from '../../domain/names';
import { priceSubmission } from '../../domain/pricing';
import { MY_SUBMISSIONS_PATH, mySubmissionHref } from './portal-links';

/**
 * The customer's invoice of their own submission (issue 40): the same document staff print, issued
 * the first time either opens it; 'Download PDF' saves it.
 */
export default function MyInvoiceScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const view = useRecordScreen<InvoiceData>({
    id,
    load: async ({ backend }, submissionId, signal) => {
      const [submission, issued, details, profile] = await Promise.all([
        backend().portal.submission(submissionId, { signal }),
        backend().portal.invoice(submissionId, { signal }),
        backend().portal.details({ signal }),
        backend().businessProfile.get({ signal }),
      ]);
      return {
        submissionId: submission.id,
        customer: { ...details, name: joinName(details.firstName, details.lastName) },
        price: priceSubmission(submission, submission.prescreening),
        profile,
        issued,
      };
    },
    label: {
      path: `${mySubmissionHref(id)}/invoice`,
      of: (invoice) => `Invoice · Submission #${invoice.submissionId}`,
    },
  });
  return (
    <InvoicePage
      view={view}
      back={{ href: mySubmissionHref(id), label: 'Back to submission' }}
      missing={{ href: MY_SUBMISSIONS_PATH, label: 'Back to My submissions' }}
    />
  );
}
