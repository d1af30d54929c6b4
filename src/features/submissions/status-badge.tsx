import { statusLabel, statusTone } from '../../domain/statuses';
import type { Submission } from '../../domain/submission';
import { Badge } from '../../ui';

/** The status as the server labelled it (or the code's label; an unknown code shows as the number). */
export function SubmissionStatusBadge({
  submission,
}: {
  submission: Pick<Submission, 'status' | 'statusCode'>;
}) {
  const label = submission.statusCode !== null ? statusLabel(submission.statusCode) : submission.status;
  return <Badge status={statusTone(submission.statusCode)}>{label || statusLabel(null)}</Badge>;
}
