import { css } from 'styled-system/css';
import { journeyPlaceText, type JourneyPlace } from '../../domain/returns';
import { statusLabel, statusTone } from '../../domain/statuses';
import type { Submission } from '../../domain/submission';
import { Badge } from '../../ui';

const withJourneyStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: '1.5',
  rowGap: '1',
});
const journeyStyle = css({ fontSize: 'sm', color: 'fg.muted' });

/**
 * The status as the server labelled it (or the code's label; an unknown code shows as the number),
 * and beside it where the cards are once they have left the shop: 'In progress · At PSA' (decision
 * 0531), so the seed's statuses stay while the journey's step is seen.
 */
export function SubmissionStatusBadge({
  submission,
  journey,
}: {
  submission: Pick<Submission, 'status' | 'statusCode'>;
  journey?: JourneyPlace | null;
}) {
  const label = submission.statusCode !== null ? statusLabel(submission.statusCode) : submission.status;
  const badge = <Badge status={statusTone(submission.statusCode)}>{label || statusLabel(null)}</Badge>;
  const place = journeyPlaceText(journey);
  if (!place) return badge;
  return (
    <span className={withJourneyStyle}>
      {badge} <span className={journeyStyle}>{`· ${place}`}</span>
    </span>
  );
}
