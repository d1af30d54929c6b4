import { CardImageryPanel } from '../../features/cards/card-imagery-panel';
import { WorkflowsCard } from '../../features/workflows/workflows-card';
import PlaceholderScreen from '../placeholder-screen';
import type { ScreenProps } from '../services';

/**
 * The submission detail screen is composed here because it shows parts of three features
 * (submissions, workflows, card imagery), and features never import each other: the submissions
 * screen takes the other two as slots.
 */
export default function SubmissionDetailComposed(props: ScreenProps) {
  const submissionId = props.params.id ?? '';
  return (
    <>
      <PlaceholderScreen title={props.title} />
      {/* Until the submissions screen has its Cards section, the card imagery panel sits here. */}
      <section aria-labelledby="cards-section-heading">
        <h2 id="cards-section-heading">Cards</h2>
        <CardImageryPanel key={submissionId} submissionId={submissionId} />
      </section>
      <WorkflowsCard key={submissionId} submissionId={submissionId} />
    </>
  );
}
