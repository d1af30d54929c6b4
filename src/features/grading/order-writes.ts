import type { ActorRefFrom } from 'xstate';
import type { graderOrderMachine } from '../../../machines/graderOrder';
import type { GraderOrder } from '../../domain/graderOrder';
import { serverMessageOr } from '../../domain/errors';
import type { AppServices } from '../../kit/services';
import { pushToast } from '../../kit/screen-actor';
import { factsOf } from './order-page';

export type OrderActor = ActorRefFrom<typeof graderOrderMachine>;

/**
 * A write on the order's page (cards added or removed, a grade typed): the answer is the order as it
 * now is, so the lifecycle learns its new counts and the page reads the order again; a refusal is a
 * toast with the server's reasons.
 */
export async function writeOrder(
  services: AppServices,
  actor: OrderActor,
  reload: () => void,
  failure: string,
  write: () => Promise<GraderOrder>,
): Promise<boolean> {
  try {
    const order = await write();
    actor.send({ type: 'order.loaded', order: factsOf(order) });
    reload();
    return true;
  } catch (error) {
    pushToast(services.notifications, {
      type: 'error',
      title: failure,
      message: serverMessageOr(error, 'Please try again shortly.'),
    });
    return false;
  }
}
