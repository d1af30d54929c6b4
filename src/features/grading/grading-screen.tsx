import { Plus } from 'lucide-react';
import { css } from 'styled-system/css';
import { listScreen, pageRequest } from '../../kit/list-screen';
import type { GraderOrder } from '../../domain/graderOrder';
import { GRADER_ORDER_COLUMNS } from './grader-order-columns';
import { TextLink } from '../../ui';
import { GRADING_PATH, NEW_ORDER_PATH, OUT_FILTER, orderHref } from './grading-links';
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
    const outForGrading = query.filters[OUT_FILTER] === 'yes';
    const [page, figures] = await Promise.all([
      backend().graderOrders.search({ ...pageRequest(query), outForGrading }, { signal }),
      backend().graderOrders.figures({ signal }),
    ]);
    return { ...page, counts: { ...figures } };
  },
  // The dashboard's 'Cards out for grading' opens the orders it counts (decision 0481).
  query: { codec: { filters: { [OUT_FILTER]: ['yes'] } } },
  description: (list) =>
    list.query.filters[OUT_FILTER] === 'yes' ? (
      <>
        Orders out for grading: shipped, at the grader, graded or on their way back.{' '}
        <TextLink href={GRADING_PATH}>Show every order</TextLink>
      </>
    ) : null,
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
