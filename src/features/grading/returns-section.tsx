import { Truck } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { failureDetail, serverMessageOr } from '../../domain/errors';
import { formatNumber } from '../../domain/format';
import { CONSIGNOR_RETURNS_PAGE_SIZE, type ReturnShipmentInput } from '../../domain/returns';
import { useCollectionPanel } from '../../kit/collection-screen';
import { LoadFailure } from '../../kit/list-screen';
import { pushToast } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import { Button, Card, EmptyState, LoadingState, Pagination } from '../../ui';
import { headStyle, listStyle, rowStyle } from './order-cards';
import { ReturnForm } from './order-returns';
import { loadReturnsPage, type ConsignorLine, type ReadyReturn } from './returns-list';

const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' });
const readyStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const busyStyle = css({ '&[aria-busy=true]': { opacity: 0.6 } });
const DEFAULTS = { search: '', filters: {}, sort: [], page: 1, pageSize: CONSIGNOR_RETURNS_PAGE_SIZE };

/**
 * Returns per consignor on /grading (issue 39 item 6): each customer's submissions ready to return and
 * returned, twenty consignors a page, those with returns to ship first, the longest waiting first
 * (decision 0570); 'Log shipment' opens the order page's return form for one ready submission, and
 * the page is read again once the shipment is logged.
 */
export function ReturnsSection() {
  const services = useServices();
  const list = useCollectionPanel<ConsignorLine>({
    defaults: DEFAULTS,
    fetchPage: (app, query, signal) =>
      loadReturnsPage(app, { pageNumber: query.page, pageSize: query.pageSize }, signal),
  });
  const [open, setOpen] = useState<string | null>(null);

  async function log(entry: ReadyReturn, input: ReturnShipmentInput): Promise<boolean> {
    try {
      await services.backend().returns.log(entry.orderId, input);
      setOpen(null);
      list.refresh();
      return true;
    } catch (error) {
      pushToast(services.notifications, {
        type: 'error',
        title: 'Unable to log that return',
        message: serverMessageOr(error, 'Please try again shortly.'),
      });
      return false;
    }
  }

  return (
    <Card title="Returns" headingLevel={2}>
      {list.error && !list.error.hasRows ? (
        <LoadFailure title="Unable to load the returns" failure={list.error} />
      ) : list.loading ? (
        <LoadingState message="Loading returns…" />
      ) : list.rows.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No returns yet"
          description="Submissions show here once their grader order is received back."
        />
      ) : (
        <>
          <ul
            className={`${listStyle} ${busyStyle}`}
            aria-label="Returns per consignor"
            aria-busy={list.refreshing}
          >
            {list.rows.map((line) => (
              <li key={line.customerId ?? 'none'} className={rowStyle}>
                <div className={headStyle}>
                  <span className={css({ fontWeight: 'semibold' })}>
                    {line.customerName || 'No customer'}
                  </span>
                  <span className={mutedStyle}>
                    {formatNumber(line.ready)} ready to return · {formatNumber(line.returned)} returned
                  </span>
                </div>
                {line.readyToReturn.map((entry) => {
                  const key = `${entry.orderId}/${entry.submission.submissionId}`;
                  return (
                    <div key={key} className={css({ display: 'grid', gap: '2' })}>
                      <div className={readyStyle}>
                        <span className={mutedStyle}>
                          Submission {entry.submission.submissionId} · {entry.orderLabel} ·{' '}
                          {formatNumber(entry.submission.cardCount)}{' '}
                          {entry.submission.cardCount === 1 ? 'card' : 'cards'}
                        </span>
                        {open !== key && (
                          <Button
                            size="sm"
                            aria-label={`Log shipment of submission ${entry.submission.submissionId}`}
                            onClick={() => setOpen(key)}
                          >
                            <Truck size={16} aria-hidden />
                            Log shipment
                          </Button>
                        )}
                      </div>
                      {open === key && (
                        <ReturnForm
                          submissionId={entry.submission.submissionId}
                          onLog={(input) => log(entry, input)}
                        />
                      )}
                    </div>
                  );
                })}
              </li>
            ))}
          </ul>
          {list.error && (
            <p className={css({ color: 'fg.danger', fontSize: 'sm' })}>{failureDetail(list.error.error)}</p>
          )}
          {list.pagination.pageCount > 1 && <Pagination {...list.pagination} label="Returns pages" />}
        </>
      )}
    </Card>
  );
}
