import type { Page, PageRequest } from '../../domain/paging';
import type { ConsignorReturns, OrderReturn } from '../../domain/returns';
import type { AppServices } from '../../kit/services';

/** A submission ready to return, with the order it came back in. */
export interface ReadyReturn {
  orderId: string;
  orderLabel: string;
  submission: OrderReturn;
}

/** One consignor's line of the returns list and their submissions still to ship home. */
export interface ConsignorLine extends ConsignorReturns {
  readyToReturn: ReadyReturn[];
}

/** Orders back in the shop are few (they close once returned): one page of them is all of them. */
const RECEIVED_ORDERS = { pageNumber: 1, pageSize: 100, stages: ['received'] as const };

/**
 * One page of the returns list per consignor (issue 39 item 6; those with returns to ship first,
 * decision 0570): their counts from the server, and each submission still ready to return read from
 * the orders back in the shop, so 'Log shipment' knows its order.
 */
export async function loadReturnsPage(
  services: AppServices,
  page: PageRequest,
  signal: AbortSignal,
): Promise<Page<ConsignorLine>> {
  const backend = services.backend();
  const [lines, orders] = await Promise.all([
    backend.returns.byConsignor(page, { signal }),
    backend.graderOrders.search(RECEIVED_ORDERS, { signal }),
  ]);
  const returns = await Promise.all(
    orders.items.map((order) => backend.returns.ofOrder(order.id, { signal })),
  );
  const ready: ReadyReturn[] = returns.flatMap((ofOrder, index) =>
    ofOrder.submissions
      .filter((submission) => submission.returnShipment === null)
      .map((submission) => ({
        orderId: ofOrder.orderId,
        orderLabel: orders.items[index]?.label ?? '',
        submission,
      })),
  );
  return {
    ...lines,
    items: lines.items.map((line) => ({
      ...line,
      readyToReturn: ready.filter((entry) => entry.submission.customerId === line.customerId),
    })),
  };
}
