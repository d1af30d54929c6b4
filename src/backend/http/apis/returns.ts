import { AppError, isAppError } from '../../../domain/errors';
import { NOT_IN_ORDER } from '../../../domain/returns';
import type { ReturnsApi } from '../../backend';
import type { HttpClient } from '../client';
import { requireId, segment } from '../ids';
import { parseConsignorReturns, parseOrderReturns } from '../schemas/returns';
import { updateHeaders } from '../writeHeaders';
import { refusedAs } from './graderOrders';
import { asPage } from './paging';

const ORDERS = 'employee/grader-orders';
const orderId = (id: string) =>
  segment(requireId(id, 'GRADER_ORDER_NOT_FOUND', 'Grader order id is required'));

/** A submission not in the order is its own 404, as the demo names it. */
async function submissionMissing<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isAppError(error) && error.status === 404 && error.messages.includes(NOT_IN_ORDER)) {
      throw new AppError('SUBMISSION_NOT_FOUND', NOT_IN_ORDER, {
        status: 404,
        messages: error.messages,
        cause: error,
      });
    }
    throw error;
  }
}

/** Return shipments over HTTP (issue 39 item 5); the rules are the server's (decision 0394). */
export function createReturnsApi(client: HttpClient): ReturnsApi {
  const read = (path: string, signal: AbortSignal | undefined) =>
    client.request({ method: 'get', path, signal, fallback: 'Failed to load the returns' });
  return {
    ofOrder: async (id, options) =>
      parseOrderReturns(await refusedAs({}, read(`${ORDERS}/${orderId(id)}/returns`, options?.signal))),
    async log(id, input, options) {
      const payload = await submissionMissing(
        refusedAs(
          { 409: 'RETURN_REFUSED', 400: 'VALIDATION_ERROR' },
          client.request({
            method: 'post',
            path: `${ORDERS}/${orderId(id)}/returns`,
            json: {
              submissionId: Number(input.submissionId),
              carrier: input.carrier,
              trackingNumber: input.trackingNumber,
              ...(input.shippedOn ? { shippedOn: input.shippedOn } : {}),
            },
            ...updateHeaders(options),
            signal: options?.signal,
            fallback: 'Failed to log the return',
          }),
        ),
      );
      return parseOrderReturns(payload);
    },
    async byConsignor(page, options) {
      const payload = await client.request({
        method: 'post',
        path: 'employee/returns/search',
        json: { pageNumber: page.pageNumber, pageSize: page.pageSize },
        signal: options?.signal,
        fallback: 'Failed to load the returns',
      });
      return asPage(parseConsignorReturns(payload), page);
    },
  };
}
