import { Truck } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { formatNumber } from '../../domain/format';
import { serverMessageOr } from '../../domain/errors';
import type { ReturnShipmentInput } from '../../domain/returns';
import { useRecordScreen } from '../../kit/record-screen';
import { pushToast } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import { Alert, Button, Card, EmptyState, LoadingState } from '../../ui';
import { headStyle, listStyle, rowStyle } from './order-cards';
import { ReturnForm } from './order-returns';
import { loadReturnsList, type ConsignorLine, type ReadyReturn } from './returns-list';

const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' });
const readyStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

/**
 * Returns per consignor on /grading (issue 39 item 6): each customer's submissions ready to return and
 * returned; 'Log shipment' opens the order page's return form for one ready submission, and the list is
 * read again once the shipment is logged.
 */
export function ReturnsSection() {
  const services = useServices();
  const view = useRecordScreen<ConsignorLine[]>({
    id: 'returns',
    load: (app, _id, signal) => loadReturnsList(app, signal),
  });
  const [open, setOpen] = useState<string | null>(null);

  async function log(entry: ReadyReturn, input: ReturnShipmentInput): Promise<boolean> {
    try {
      await services.backend().returns.log(entry.orderId, input);
      setOpen(null);
      view.reload();
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
      {view.loading ? (
        <LoadingState message="Loading returns…" />
      ) : view.error ? (
        <Alert tone="error" title="Unable to load the returns">
          <p>{view.error.error.message}</p>
          <div>
            <Button size="sm" onClick={view.error.onRetry}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : !view.record || view.record.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No returns yet"
          description="Submissions show here once their grader order is received back."
        />
      ) : (
        <ul className={listStyle} aria-label="Returns per consignor">
          {view.record.map((line) => (
            <li key={line.customerId ?? 'none'} className={rowStyle}>
              <div className={headStyle}>
                <span className={css({ fontWeight: 'semibold' })}>{line.customerName || 'No customer'}</span>
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
      )}
    </Card>
  );
}
