import { useSelector as useStoreSelector } from '@xstate/store-react';
import { useEffect, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { RecordView } from '../../../machines/record';
import { useRecordScreen } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import { priceSubmission } from '../../domain/pricing';
import {
  Alert,
  Button,
  Checkbox,
  CollapsibleSection,
  ConfirmDialog,
  EmptyState,
  LoadingState,
  PageHeader,
  PrintSheet,
} from '../../ui';
import { PrinterIcon } from '../../ui/icons';
import { BillingCard, CustomerCard, ServiceBreakdown } from './detail-cards';
import { Invoice } from './invoice';
import { SubmissionStatusBadge } from './status-badge';
import {
  DETAIL_SECTIONS,
  detailCustomerName,
  loadSubmissionDetail,
  type DetailSection,
  type SubmissionDetail,
} from './submission-detail-data';

export interface SubmissionDetailScreenProps {
  id: string;
  /** The card imagery panel, shown inside the collapsible 'Cards' section (composed in src/app). */
  cardsPanel?: (submissionId: string) => ReactNode;
  /** The Workflows card (composed in src/app). */
  workflowsCard?: (submissionId: string) => ReactNode;
}

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
  gap: '5',
  alignItems: 'start',
  mt: '4',
  mb: '5',
});
const stackStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const titleRowStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });

/** Seed B §2 'Submission detail' on the kit's record machine. */
export function SubmissionDetailScreen({ id, cardsPanel, workflowsCard }: SubmissionDetailScreenProps) {
  const services = useServices();
  const view = useRecordScreen<SubmissionDetail>({
    id,
    load: loadSubmissionDetail,
    remove: ({ backend }, submissionId, signal) => backend().submissions.remove(submissionId, { signal }),
    onRemoved: ({ navigate }) => navigate('/submissions'),
  });
  const detail = view.record;
  const name = detail ? detailCustomerName(detail) : '';

  // Breadcrumb label and a 'Recent records' entry once the submission is known.
  useEffect(() => {
    if (!detail) return;
    const path = `/submissions/${id}`;
    // The seed's segment 'Submission {id}', then whose it is.
    services.setRecordLabel(path, `Submission ${id} · ${name}`);
    services.preferences.trigger.recordView({
      view: {
        key: `submission-detail:${id}`,
        name: 'submission-detail',
        params: { id },
        label: `#${id} · ${name}`,
        description: name,
        category: 'Submission',
      },
    });
  }, [detail, id, name, services]);

  if (view.loading) return <LoadingState message="Loading submission…" />;
  if (view.notFound || view.error)
    return (
      <section>
        <PageHeader title={`Submission #${id}`} />
        {view.notFound ? (
          <EmptyState
            title="Submission not found."
            headingLevel={2}
            action={<Button onClick={() => services.navigate('/submissions')}>Back to submissions</Button>}
          />
        ) : (
          <Alert tone="error" title="Unable to load this submission right now.">
            <Button size="sm" onClick={view.error?.onRetry} className={css({ mt: '2' })}>
              Try again
            </Button>
          </Alert>
        )}
      </section>
    );
  if (!detail) return null;
  // Keyed by id: the surcharge toggle starts on again whenever another submission loads.
  return (
    <DetailBody
      key={detail.submission.id}
      detail={detail}
      name={name}
      view={view}
      cardsPanel={cardsPanel}
      workflowsCard={workflowsCard}
    />
  );
}

interface DetailBodyProps extends Omit<SubmissionDetailScreenProps, 'id'> {
  detail: SubmissionDetail;
  name: string;
  view: RecordView<SubmissionDetail>;
}

function DetailBody({ detail, name, view, cardsPanel, workflowsCard }: DetailBodyProps) {
  const { navigate, preferences } = useServices();
  const { submission, customer } = detail;
  const [includeSurcharge, setIncludeSurcharge] = useState(true);
  const sections = useStoreSelector(preferences, (snapshot) => snapshot.context.submissionDetailSections);
  const price = priceSubmission(submission, submission.prescreening, {
    includePolicySurcharge: includeSurcharge,
  });
  const section = (key: DetailSection, children: ReactNode) => (
    <CollapsibleSection
      key={key}
      title={DETAIL_SECTIONS[key].title}
      headingLevel={2}
      open={sections[key] ?? DETAIL_SECTIONS[key].defaultOpen}
      onOpenChange={(open) => preferences.trigger.setSectionOpen({ section: key, open })}
    >
      {children}
    </CollapsibleSection>
  );
  const customerId = submission.customerId;
  return (
    <section>
      <PageHeader
        title={name}
        description={
          <span className={titleRowStyle}>
            {`Submission #${submission.id}`}
            <SubmissionStatusBadge submission={submission} />
          </span>
        }
        actions={
          <>
            {customerId && (
              <Button variant="secondary" onClick={() => navigate(`/customers/${customerId}`)}>
                View customer
              </Button>
            )}
            <Button variant="secondary" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" />
              Print receipt
            </Button>
            <Button variant="secondary" onClick={() => navigate(`/submissions/${submission.id}/edit`)}>
              Edit
            </Button>
            <Button variant="danger" onClick={view.remove.request}>
              Delete
            </Button>
          </>
        }
      />
      {view.remove.error && (
        <Alert tone="error" title="Unable to delete this submission right now.">
          {view.remove.error.message}
        </Alert>
      )}
      <div className={gridStyle}>
        <div className={stackStyle}>
          {workflowsCard?.(submission.id)}
          <CustomerCard customer={customer} name={name} />
        </div>
        <BillingCard submission={submission} price={price} />
      </div>
      <div className={stackStyle}>
        {section('cards', cardsPanel?.(submission.id) ?? <p>No card imagery yet.</p>)}
        {section('serviceBreakdown', <ServiceBreakdown price={price} />)}
        {section(
          'prescreeningLogistics',
          <div className={stackStyle}>
            <Checkbox
              label="Include policy surcharge (post-approval removal fee)"
              checked={includeSurcharge}
              onCheckedChange={setIncludeSurcharge}
            />
            <Invoice
              submission={submission}
              customerName={name}
              price={price}
              heading="Draft invoice"
              headingLevel={3}
            />
          </div>,
        )}
      </div>
      <PrintSheet>
        <Invoice submission={submission} customerName={name} price={price} />
      </PrintSheet>
      <ConfirmDialog
        open={view.remove.confirmOpen}
        title="Delete this submission?"
        message={`Submission #${submission.id} for ${name} will be removed from the list.`}
        confirmLabel={view.remove.pending ? 'Deleting…' : 'Delete'}
        tone="danger"
        busy={view.remove.pending}
        onConfirm={view.remove.confirm}
        onCancel={view.remove.cancel}
        onOpenChange={(open) => {
          if (!open) view.remove.cancel();
        }}
      />
    </section>
  );
}
