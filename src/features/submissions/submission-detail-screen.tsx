import { useSelector as useStoreSelector } from '@xstate/store-react';
import { HistoryPanel } from '../../kit/history-panel';
import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { DetailScreen } from '../../kit/detail-screen';
import { useRecordScreen } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import { gradeTextsOf } from '../../domain/graderOrder';
import { priceSubmission } from '../../domain/pricing';
import { Alert, Button, Checkbox, CollapsibleSection, EmptyState, PageHeader } from '../../ui';
import { PrinterIcon } from '../../ui/icons';
import { BillingCard, CustomerCard, ServiceBreakdown } from './detail-cards';
import { GraderOrdersCard } from './grader-orders-card';
import { InvoiceDocument, NO_MAILING_ADDRESS } from '../../kit/invoice-document';
import { SubmissionStatusBadge } from './status-badge';
import {
  DETAIL_SECTIONS,
  detailCustomerName,
  detailJourney,
  loadSubmissionDetailWithOrders,
  type DetailSection,
  type SubmissionDetail,
} from './submission-detail-data';

export interface SubmissionDetailScreenProps {
  id: string;
  /**
   * The card imagery panel, shown inside the collapsible 'Cards' section (composed in src/app), with
   * the grade each card got from its grader orders ('PSA 10'), shown beside its estimate.
   */
  cardsPanel?: (submissionId: string, gradeTexts: ReadonlyMap<string, string>) => ReactNode;
  /** The Workflows card (composed in src/app). */
  workflowsCard?: (submissionId: string) => ReactNode;
}

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
  gap: '5',
  alignItems: 'start',
});
const stackStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const titleRowStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });

/** Seed B §2 'Submission detail' on the kit's record machine. */
export function SubmissionDetailScreen({ id, cardsPanel, workflowsCard }: SubmissionDetailScreenProps) {
  const services = useServices();
  const view = useRecordScreen<SubmissionDetail>({
    id,
    load: loadSubmissionDetailWithOrders,
    remove: ({ backend }, submissionId, signal) => backend().submissions.remove(submissionId, { signal }),
    onRemoved: ({ navigate }) => navigate('/submissions'),
    // The seed's segment 'Submission {id}', then whose it is; a missing one keeps the route's title.
    label: { path: `/submissions/${id}`, of: (detail) => `Submission ${id} · ${detailCustomerName(detail)}` },
    recentView: (detail) => ({
      key: `submission-detail:${id}`,
      name: 'submission-detail',
      params: { id },
      label: `#${id} · ${detailCustomerName(detail)}`,
      description: detailCustomerName(detail),
      category: 'Submission',
    }),
  });

  return (
    <DetailScreen
      view={view}
      loading="Loading submission…"
      missing={(error) => (
        <section>
          <PageHeader title={`Submission #${id}`} />
          {error ? (
            <Alert tone="error" title="Unable to load this submission right now.">
              <Button size="sm" onClick={error.onRetry} className={css({ mt: '2' })}>
                Try again
              </Button>
            </Alert>
          ) : (
            <EmptyState
              title="Submission not found."
              headingLevel={2}
              action={<Button onClick={() => services.navigate('/submissions')}>Back to submissions</Button>}
            />
          )}
        </section>
      )}
      header={(detail) =>
        detail.submission.isActive ? (
          <DetailHeader detail={detail} onDelete={view.remove.request} />
        ) : (
          <PageHeader title={`Submission #${id}`} />
        )
      }
      removal={(detail) => ({
        title: 'Delete this submission?',
        message: `Submission #${detail.submission.id} for ${detailCustomerName(detail)} will be removed from the list.`,
        confirm: 'Delete',
        pending: 'Deleting…',
        failed: 'Unable to delete this submission right now.',
      })}
    >
      {/* Keyed by id: the surcharge toggle starts on again whenever another submission loads. */}
      {(detail) =>
        // a deleted submission is not shown as if it were live (issue 37, decision 0364)
        !detail.submission.isActive ? (
          <EmptyState
            title="This submission was deleted."
            description="It is no longer in the submissions list and cannot be changed."
            headingLevel={2}
            action={<Button onClick={() => services.navigate('/submissions')}>Back to submissions</Button>}
          />
        ) : (
          <DetailBody
            key={detail.submission.id}
            detail={detail}
            cardsPanel={cardsPanel}
            workflowsCard={workflowsCard}
          />
        )
      }
    </DetailScreen>
  );
}

function DetailHeader({ detail, onDelete }: { detail: SubmissionDetail; onDelete: () => void }) {
  const { navigate } = useServices();
  const { submission } = detail;
  const customerId = submission.customerId;
  return (
    <PageHeader
      title={detailCustomerName(detail)}
      description={
        <span className={titleRowStyle}>
          {`Submission #${submission.id}`}
          <SubmissionStatusBadge submission={submission} journey={detailJourney(detail)} />
        </span>
      }
      actions={
        <>
          {customerId && (
            <Button variant="secondary" onClick={() => navigate(`/customers/${customerId}`)}>
              View customer
            </Button>
          )}
          <Button variant="secondary" onClick={() => navigate(`/submissions/${submission.id}/invoice`)}>
            <PrinterIcon aria-hidden="true" />
            Print receipt
          </Button>
          <Button variant="secondary" onClick={() => navigate(`/submissions/${submission.id}/edit`)}>
            Edit
          </Button>
          <Button variant="danger" onClick={onDelete}>
            Delete
          </Button>
        </>
      }
    />
  );
}

interface DetailBodyProps extends Omit<SubmissionDetailScreenProps, 'id'> {
  detail: SubmissionDetail;
}

function DetailBody({ detail, cardsPanel, workflowsCard }: DetailBodyProps) {
  const { preferences } = useServices();
  const { submission, customer } = detail;
  const name = detailCustomerName(detail);
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
  return (
    <>
      <div className={gridStyle}>
        <div className={stackStyle}>
          {workflowsCard?.(submission.id)}
          <CustomerCard customer={customer} name={name} />
          <GraderOrdersCard orders={detail.graderOrders ?? null} />
        </div>
        <BillingCard submission={submission} price={price} />
      </div>
      <div className={stackStyle}>
        {section(
          'cards',
          cardsPanel?.(submission.id, gradeTextsOf(detail.graderOrders)) ?? <p>No card imagery yet.</p>,
        )}
        {section('serviceBreakdown', <ServiceBreakdown price={price} />)}
        {section(
          'prescreeningLogistics',
          <div className={stackStyle}>
            <Checkbox
              label="Include policy surcharge (post-approval removal fee)"
              checked={includeSurcharge}
              onCheckedChange={setIncludeSurcharge}
            />
            <InvoiceDocument
              submissionId={submission.id}
              customer={{ ...(customer ?? NO_MAILING_ADDRESS), name }}
              price={price}
              profile={null}
              issued={null}
              heading="Draft invoice"
              headingLevel={3}
            />
          </div>,
        )}
      </div>
      <HistoryPanel
        key={submission.version}
        recordType="submission"
        recordId={submission.id}
        restoreHref={`/submissions/${submission.id}/edit`}
      />
    </>
  );
}
