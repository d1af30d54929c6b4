import { type Actor, recordChange } from '../http/audit';
import type { Stores } from '../store/stores';
import { submissionAuditFields } from './submissions';

/**
 * Moves each submission of grader order `orderId` to the status its cards' journey gives (decision
 * 0394), in the caller's transaction, with one 'submission' entry for each one it moved (issue 41):
 * a status the journey sets makes a new version like any save, so it is recorded like one, by whoever
 * made the order's step or logged its return (decision 0443).
 */
export async function followJourneyRecorded(
  stores: Stores,
  orderId: number,
  at: Date,
  actor: Actor,
): Promise<void> {
  const ids = (await stores.returns.ofOrder(orderId)).map((submission) => submission.submissionId);
  const before = await Promise.all(ids.map((id) => stores.submissions.find(id)));
  await stores.returns.followJourney(orderId, at.toISOString());
  for (const was of before) {
    const now = was && (await stores.submissions.find(was.id));
    if (!was || !now || now.version === was.version) continue;
    await recordChange(stores, {
      actor,
      at,
      recordType: 'submission',
      recordId: was.id,
      before: submissionAuditFields(was),
      after: submissionAuditFields(now),
      version: now.version,
      previousVersion: was.version,
    });
  }
}
