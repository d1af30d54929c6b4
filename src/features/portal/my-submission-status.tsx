import { statusLabel, statusTone } from '../../domain/statuses';
import { Badge } from '../../ui';

/** A submission's status as a badge, in the staff's words and tones. */
export function MyStatusBadge({ statusCode, status }: { statusCode: number | null; status: string }) {
  return <Badge status={statusTone(statusCode)}>{status || statusLabel(statusCode)}</Badge>;
}
