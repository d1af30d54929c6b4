import { Download, Pencil } from 'lucide-react';
import { HistoryPanel } from '../../kit/history-panel';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import type { AddCardsInput } from '../../../machines/cardAssignment';
import {
  connectGraderOrder,
  graderOrderMachine,
  type OrderFacts,
  type PendingStep,
} from '../../../machines/graderOrder';
import { DetailScreen } from '../../kit/detail-screen';
import { RecordNotFound } from '../../kit/record-not-found';
import { useRecordScreen, useScreenActor } from '../../kit/screen-actor';
import { useServices, type AppServices, type ScreenProps } from '../../kit/services';
import { useView } from '../../kit/use-view';
import { EMPTY_VALUE, formatCurrency, formatDate, formatNumber } from '../../domain/format';
import { stageText, type GraderOrder } from '../../domain/graderOrder';
import { tripDayOf } from '../../domain/graderOrderDates';
import { downloadText, toCsv } from '../../lib/csv';
import { Button, Card, Facts, PageHeader, twoUpStyle } from '../../ui';
import { AssignCards } from './assign-cards';
import { GradeImport } from './grade-import';
import { OrderPaperLinks } from './order-paper-links';
import { applyGradeImport } from './grade-import-apply';
import { editOrderHref, GRADING_PATH, orderHref } from './grading-links';
import { useDeclaredValues } from './declared-values';
import { OrderCards, type GradeTyped } from './order-cards';
import {
  factsOf,
  GRADE_CSV_COLUMNS,
  gradeCsvName,
  loadOrderPage,
  orderSubtitle,
  orderTitle,
  type OrderPage,
} from './order-page';
import { OrderReturns } from './order-returns';
import { OrderSteps } from './order-steps';
import { writeOrder, type OrderActor } from './order-writes';

const dateOr = (value: string | null) => (value ? formatDate(value) : EMPTY_VALUE);

/** The order's lifecycle machine, its steps sent to the server; the page reads the order again after each. */
function useOrderLifecycle(services: AppServices, order: OrderFacts, reload: () => void): OrderActor {
  return useScreenActor(
    graderOrderMachine,
    {
      actors: {
        sendStep: fromPromise<OrderFacts, { orderId: string; step: PendingStep }>(async ({ input }) => {
          const answered = await services.backend().graderOrders.transition(input.orderId, {
            action: input.step.action,
            ...(input.step.trackingNumber ? { trackingNumber: input.step.trackingNumber } : {}),
            ...(input.step.on ? { on: input.step.on } : {}),
          });
          reload();
          return factsOf(answered);
        }),
      },
    },
    // Today as the trip's days count it: the UTC day (decision 0530).
    { input: { order, today: tripDayOf(new Date()) } },
  );
}

function OrderBody({ page, reload }: { page: OrderPage; reload: () => void }) {
  const services = useServices();
  const { order } = page;
  const actor = useOrderLifecycle(services, factsOf(order), reload);
  const view = useView(actor, connectGraderOrder);
  const write = (failure: string, call: () => Promise<GraderOrder>) =>
    writeOrder(services, actor, reload, failure, call);
  const orders = () => services.backend().graderOrders;

  // A refusal goes back to the picker, which shows the server's reason per card.
  const assign = async ({ cards }: AddCardsInput) => {
    const answered = await orders().assignCards(order.id, cards);
    actor.send({ type: 'order.loaded', order: factsOf(answered) });
    reload();
    return answered;
  };
  // A card's own declared value, typed on the page while preparing: assigning a card already in the
  // order sets its value (decision 0520); a refusal goes back to its field with the server's reason.
  const values = useDeclaredValues(order, async (cardId, declaredValue) => {
    const answered = await orders().assignCards(order.id, [{ cardId, declaredValue }]);
    actor.send({ type: 'order.loaded', order: factsOf(answered) });
    reload();
    return answered;
  });
  const grade = (typed: GradeTyped) =>
    write('Unable to save that grade', () => orders().postGrade(order.id, typed));
  const remove = (cardId: string) =>
    void write('Unable to remove that card', () => orders().removeCard(order.id, cardId));

  return (
    <>
      <div className={twoUpStyle}>
        <Card title="Order" headingLevel={2}>
          <Facts
            items={[
              ['Stage', view.stageText],
              ['Cards', `${formatNumber(order.cardCount)} (${formatNumber(order.gradedCount)} graded)`],
              ['Declared value', formatCurrency(order.declaredValue)],
              [
                'Shipped',
                order.shippedOn ? `${formatDate(order.shippedOn)} · ${order.trackingNumber}` : EMPTY_VALUE,
              ],
              ['Target return', dateOr(order.targetReturnOn)],
              [
                'Shipped back',
                order.returnShippedOn
                  ? `${formatDate(order.returnShippedOn)} · ${order.returnTrackingNumber}`
                  : EMPTY_VALUE,
              ],
              ['Received', dateOr(order.receivedOn)],
              // Set by the last return logged, or by closing the order (decision 0394).
              ['Fulfilled', dateOr(order.fulfilledAt)],
              ['Notes', order.notes || EMPTY_VALUE],
            ]}
          />
        </Card>
        <OrderSteps view={view} />
      </div>
      <Card title="Cards" headingLevel={2}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          {view.canChangeCards && <AssignCards order={order} onAdd={assign} />}
          <OrderCards
            cards={order.cards}
            catalogue={page}
            canGrade={view.canGrade}
            canRemove={view.canChangeCards}
            onGrade={grade}
            onRemove={remove}
            {...(view.canChangeCards ? { values } : {})}
          />
          {view.canGrade && (
            <GradeImport
              order={order}
              catalogue={page}
              onApply={(rows) => applyGradeImport(services, actor, reload, order.id, rows)}
            />
          )}
        </div>
      </Card>
      {(order.stage === 'received' || order.stage === 'closed') && (
        <Card title="Returns" headingLevel={2}>
          <OrderReturns
            submissions={page.returns.submissions}
            canLog
            onLog={(input) =>
              write('Unable to log that return', async () => {
                await services.backend().returns.log(order.id, input);
                return orders().get(order.id);
              })
            }
          />
        </Card>
      )}
      <HistoryPanel key={order.version} recordType="graderOrder" recordId={order.id} />
    </>
  );
}

/** A grader order's page (issue 39): where it is, what comes next, its cards and their grades. */
export default function GraderOrderScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const view = useRecordScreen<OrderPage>({
    id,
    load: ({ backend }, orderId, signal) => loadOrderPage(backend(), orderId, signal),
    label: { path: orderHref(id), of: (page) => orderTitle(page.order), missing: 'Grader order not found' },
  });
  return (
    <DetailScreen
      view={view}
      loading="Loading grader order…"
      missing={() => (
        <RecordNotFound
          title="Grader order not found"
          message="It may have been removed, or the link is wrong."
          backLabel="Back to Grading & Returns"
          backHref={GRADING_PATH}
        />
      )}
      header={({ order }) => (
        <PageHeader
          title={orderTitle(order)}
          description={`${orderSubtitle(order)} · ${stageText(order.stage)}`}
          actions={
            <>
              <OrderPaperLinks id={order.id} />
              <Button asChild>
                <Link href={editOrderHref(order.id)}>
                  <Pencil size={16} aria-hidden />
                  Edit
                </Link>
              </Button>
              <Button
                variant="primary"
                disabled={order.gradedCount === 0}
                onClick={() =>
                  downloadText(
                    gradeCsvName(order),
                    toCsv(
                      GRADE_CSV_COLUMNS,
                      order.cards.filter((card) => card.certificateNumber),
                    ),
                  )
                }
              >
                <Download size={16} aria-hidden />
                Export grade CSV
              </Button>
            </>
          }
        />
      )}
    >
      {(page) => <OrderBody key={page.order.id} page={page} reload={view.reload} />}
    </DetailScreen>
  );
}
