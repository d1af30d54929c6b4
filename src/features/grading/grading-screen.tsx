import { Plus } from 'lucide-react';
import { css } from 'styled-system/css';
import { listScreen, pageRequest } from '../../kit/list-screen';
import type { GraderOrder } from '../../domain/graderOrder';
import { GRADER_ORDER_COLUMNS } from './grader-order-columns';
import { NEW_ORDER_PATH, orderHref } from './grading-links';
import { ReturnsSection } from './returns-section';

/** Staff see the figures every 5 minutes, as the seed's page refreshed. */
const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Grading & Returns (seed B §2, issue 39): the grader orders, newest first, with the seed's three tiles
 * counted from them. Where an order is and what comes next live on its own page.
 */
const GraderOrderList = listScreen<GraderOrder>({
  title: 'Grading & Returns',
  noun: 'grader orders',
  fetch: async ({ backend }, query, signal) => {
    const [page, figures] = await Promise.all([
      backend().graderOrders.search(pageRequest(query), { signal }),
      backend().graderOrders.figures({ signal }),
    ]);
    return { ...page, counts: { ...figures } };
  },
  columns: GRADER_ORDER_COLUMNS,
  rowHref: (order) => orderHref(order.id),
  counts: [
    ['atGradingLab', 'At grading lab'],
    ['gradesPosted', 'Grades posted'],
    ['inTransitHome', 'In transit home'],
  ],
  search: { label: 'Search grader orders', placeholder: 'Label, order number or tracking number' },
  create: { label: 'New grader order', href: NEW_ORDER_PATH, icon: Plus },
  refreshButton: true,
  autoRefreshMs: FIVE_MINUTES,
  texts: {
    caption: 'Shipment tracker',
    empty: 'No grader orders yet',
    emptyDescription: 'Create one to send customers’ cards to a grading company.',
  },
});

/** The grader orders, then the returns per consignor (issue 39 item 6). */
export default function GradingScreen() {
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <GraderOrderList />
      <ReturnsSection />
    </div>
  );
}
