import { isAppError } from '../../domain/errors';
import type { GradeImportRow } from '../../domain/gradeCsv';
import type { AppServices } from '../../kit/services';
import { factsOf } from './order-page';
import type { OrderActor } from './order-writes';

/**
 * Apply of a grade file: one call; on success the lifecycle learns the new graded count and the page
 * reads the order again (null); on a refusal, the server's 'Row N: …' reasons for the panel to list.
 */
export async function applyGradeImport(
  services: AppServices,
  actor: OrderActor,
  reload: () => void,
  orderId: string,
  rows: readonly GradeImportRow[],
): Promise<readonly string[] | null> {
  try {
    const order = await services.backend().graderOrders.importGrades(orderId, rows);
    actor.send({ type: 'order.loaded', order: factsOf(order) });
    reload();
    return null;
  } catch (error) {
    return isAppError(error) && error.messages.length > 0 ? error.messages : ['Please try again shortly.'];
  }
}
