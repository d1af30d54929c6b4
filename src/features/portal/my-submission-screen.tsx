import { ArrowLeft, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { DetailScreen } from '../../kit/detail-screen';
import { missingRecord } from '../../kit/record-not-found';
import { useRecordScreen } from '../../kit/screen-actor';
import type { ScreenProps } from '../../kit/services';
import { formatDate } from '../../domain/format';
import { timelineOf, type MySubmission } from '../../domain/portal';
import { Button, Card, mainAndSideStyle, PageHeader, pageStyle } from '../../ui';
import { MyCardList } from './my-card-list';
import { MyEstimate } from './my-estimate';
import { MyStatusBadge } from './my-submission-status';
import { MY_SUBMISSIONS_PATH, mySubmissionHref } from './portal-links';
import { SubmissionTimeline } from './submission-timeline';

const backLink = (
  <Button asChild variant="ghost">
    <Link href={MY_SUBMISSIONS_PATH}>
      <ArrowLeft size={16} aria-hidden />
      My submissions
    </Link>
  </Button>
);

/** One of the customer's submissions (issue 40): timeline, cards with photos and prescreen, estimate. */
export default function MySubmissionScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const view = useRecordScreen<MySubmission>({
    id,
    load: ({ backend }, submissionId, signal) => backend().portal.submission(submissionId, { signal }),
    label: {
      path: mySubmissionHref(id),
      of: (submission) => `Submission #${submission.id}`,
      missing: 'Submission not found',
    },
  });
  return (
    <DetailScreen
      view={view}
      loading="Loading your submission…"
      missing={missingRecord('Unable to load this submission right now.', {
        title: 'Submission not found',
        message: 'It is not one of your submissions, or it has been removed.',
        backLabel: 'Back to My submissions',
        backHref: MY_SUBMISSIONS_PATH,
      })}
      header={(submission) => (
        <PageHeader
          title={`Submission #${submission.id}`}
          description={
            <span
              className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}
            >
              Sent {formatDate(submission.createdAt)} <MyStatusBadge {...submission} />
            </span>
          }
          actions={
            <>
              {backLink}
              <Button asChild variant="secondary">
                <Link href={`${mySubmissionHref(submission.id)}/invoice`}>
                  <FileText size={16} aria-hidden />
                  View invoice
                </Link>
              </Button>
            </>
          }
        />
      )}
    >
      {(submission) => (
        <div className={pageStyle}>
          <div className={mainAndSideStyle}>
            <Card title="Status timeline" headingLevel={2}>
              <SubmissionTimeline steps={timelineOf(submission)} />
            </Card>
            <Card title="Estimate" headingLevel={2}>
              <MyEstimate submission={submission} />
            </Card>
          </div>
          <Card title={`Cards (${submission.cards.length})`} headingLevel={2}>
            <MyCardList cards={submission.cards} />
          </Card>
        </div>
      )}
    </DetailScreen>
  );
}
