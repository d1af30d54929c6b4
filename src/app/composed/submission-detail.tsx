import { SubmissionDetailScreen } from '../../features/submissions/submission-detail-screen';
import type { ScreenProps } from '../services';

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
      // LEAD, when merging the workflows and card-imagery branches, pass their components here:
      //   workflowsCard={(submissionId) => <WorkflowsCard submissionId={submissionId} />}
      //     (src/features/workflows/workflows-card.tsx)
      //   cardsPanel={(submissionId) => <CardImageryPanel submissionId={submissionId} />}
      //     (src/features/cards/card-imagery-panel.tsx)
    />
  );
}
