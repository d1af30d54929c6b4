import type { GradeImportRow } from '../../domain/gradeCsv';
import type { AppServices } from '../../kit/services';
import { factsOf } from './order-page';
import type { OrderActor } from './order-writes';

/**
 * Apply of a grade file: one call; on success the lifecycle learns the new graded count and the page
 * reads the order again. A refusal rejects with the server's error, whose 'Row N: …' messages the
 * grade import machine lists (nothing of the file was applied).
 */
export async function applyGradeImport(
  services: AppServices,
  actor: OrderActor,
  reload: () => void,
  orderId: string,
  rows: readonly GradeImportRow[],
): Promise<void> {
  const order = await services.backend().graderOrders.importGrades(orderId, rows);
  actor.send({ type: 'order.loaded', order: factsOf(order) });
  reload();
}
