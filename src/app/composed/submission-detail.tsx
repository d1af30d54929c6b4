import { CardImageryPanel } from '../../features/cards/card-imagery-panel';
import { SubmissionDetailScreen } from '../../features/submissions/submission-detail-screen';
import { WorkflowsCard } from '../../features/workflows/workflows-card';
import type { ScreenProps } from '../../kit/services';

/**
 * The submission detail screen is composed here because it shows parts of three features
 * (submissions, workflows, card imagery), and features never import each other: the submissions
 * screen takes the other two as slots.
 */
export default function SubmissionDetailComposed({ params }: ScreenProps) {
  const id = params.id ?? '';
  return (
    <SubmissionDetailScreen
      key={id}
      id={id}
      workflowsCard={(submissionId) => <WorkflowsCard submissionId={submissionId} />}
      cardsPanel={(submissionId, gradeTexts) => (
        <CardImageryPanel submissionId={submissionId} gradeTexts={gradeTexts} />
      )}
    />
  );
}
