import { Plus } from 'lucide-react';
import { css } from 'styled-system/css';
import { listScreen, pageRequest, useCurrentList } from '../../kit/list-screen';
import type { GraderOrder } from '../../domain/graderOrder';
import { NativeSelect } from '../../ui';
import { GRADER_ORDER_COLUMNS } from './grader-order-columns';
import { NEW_ORDER_PATH, orderHref } from './grading-links';
import { ChooseOrder, ExportChosenGrades, OrderChoiceProvider } from './order-choice';
import { ReturnsSection } from './returns-section';
import { stagesOf, TRACKER_STAGES, TRACKER_STAGE_VALUES } from './tracker-stages';

/** The search's stages, absent for every stage. */
const withStages = (stages: ReturnType<typeof stagesOf>) => (stages ? { stages } : {});

/** Staff see the figures every 5 minutes, as the seed's page refreshed. */
const FIVE_MINUTES = 5 * 60 * 1000;

const STAGE_OPTIONS = [{ value: '', label: 'All stages' }, ...TRACKER_STAGES];

/** The tracker's Stage filter, applied as it is chosen and kept in the URL (`?stage=`). */
function StageFilter() {
  const list = useCurrentList();
  return (
    <NativeSelect
      label="Stage"
      value={stagesOf(list.query.filters.stage) ? (list.query.filters.stage ?? '') : ''}
      options={STAGE_OPTIONS}
      onValueChange={(stage) => list.filters.apply({ ...list.query.filters, stage })}
    />
  );
}

/**
 * Grading & Returns (seed B §2, issue 39): the grader orders, newest first, with the seed's three tiles
 * counted from them, filtered by stage; the orders chosen with their checkboxes export their grades in
 * one file. Where an order is and what comes next live on its own page.
 */
const GraderOrderList = listScreen<GraderOrder>({
  title: 'Grading & Returns',
  noun: 'grader orders',
  fetch: async ({ backend }, query, signal) => {
    const [page, figures] = await Promise.all([
      backend().graderOrders.search(
        { ...pageRequest(query), ...withStages(stagesOf(query.filters.stage)) },
        { signal },
      ),
      backend().graderOrders.figures({ signal }),
    ]);
    return { ...page, counts: { ...figures } };
  },
  columns: [
    // The first column chooses the order for 'Export grade CSV' (decision 0489).
    { key: 'choose', header: 'Export', cell: (order) => <ChooseOrder order={order} /> },
    ...GRADER_ORDER_COLUMNS,
  ],
  query: { codec: { filters: { stage: TRACKER_STAGE_VALUES } } },
  controls: StageFilter,
  actions: ExportChosenGrades,
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
      <OrderChoiceProvider>
        <GraderOrderList />
      </OrderChoiceProvider>
      <ReturnsSection />
    </div>
  );
}
