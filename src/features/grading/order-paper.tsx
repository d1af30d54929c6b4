import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { GraderOrder } from '../../domain/graderOrder';
import { DetailScreen } from '../../kit/detail-screen';
import { missingRecord } from '../../kit/record-not-found';
import { useRecordScreen } from '../../kit/screen-actor';
import { Button, Card, PageHeader, PrintSheet } from '../../ui';
import { GRADING_PATH, orderHref } from './grading-links';
import { orderSubtitle, orderTitle } from './order-page';

export const packingSlipHref = (id: string): string => `${orderHref(id)}/packing-slip`;
export const cardLabelsHref = (id: string): string => `${orderHref(id)}/labels`;

/** On paper every colour is ink, whatever the app's theme (as the invoice's, decision 0415). */
export const inkStyle = css({ _print: { color: 'black', background: 'white' } });
export const mutedInk = css({ color: 'fg.muted', _print: { color: '[inherit]', opacity: 0.75 } });

/**
 * A paper of a grader order (issue 39 item 9, decision 0401): the page shows it with 'Print', and on
 * paper it is the only thing printed.
 */
export function OrderPaper({
  id,
  paper,
  printLabel,
  children,
}: {
  id: string;
  /** 'Packing slip' or 'Card labels': the page's crumb and heading. */
  paper: string;
  printLabel: string;
  children: (order: GraderOrder) => ReactNode;
}) {
  const view = useRecordScreen<GraderOrder>({
    id,
    load: ({ backend }, orderId, signal) => backend().graderOrders.get(orderId, { signal }),
    label: { path: orderHref(id), of: (order) => orderTitle(order), missing: 'Grader order not found' },
  });
  return (
    <DetailScreen
      view={view}
      loading="Loading grader order…"
      missing={missingRecord('Unable to load this grader order right now.', {
        title: 'Grader order not found',
        message: 'It may have been removed, or the link is wrong.',
        backLabel: 'Back to Grading & Returns',
        backHref: GRADING_PATH,
      })}
      header={(order) => (
        <PageHeader
          title={`${paper} · ${orderTitle(order)}`}
          description={orderSubtitle(order)}
          actions={
            <>
              <Button asChild variant="ghost">
                <Link href={orderHref(order.id)}>
                  <ArrowLeft size={16} aria-hidden />
                  Back to order
                </Link>
              </Button>
              <Button variant="primary" onClick={() => window.print()}>
                <Printer size={16} aria-hidden />
                {printLabel}
              </Button>
            </>
          }
        />
      )}
    >
      {(order) => (
        <>
          <Card>{children(order)}</Card>
          <PrintSheet>
            <div className={inkStyle}>{children(order)}</div>
          </PrintSheet>
        </>
      )}
    </DetailScreen>
  );
}
