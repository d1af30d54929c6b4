import * as v from 'valibot';
import type { DashboardFigures } from '../../../domain/dashboard';
import { parsePayload } from './parse';

/**
 * The dashboard call's payload. Unlike the record schemas this one is strict: a figure that is missing
 * or not a whole count fails the load ('Refresh failed'), because a figure defaulted to 0 would be a
 * wrong number on the board rather than a visibly missing one.
 */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const tally = { submissions: count, cards: count };

const dashboardSchema = v.object({
  asOf: v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value)), 'asOf is not a time'),
  ),
  metrics: v.object({
    invoicesPaid: v.object(tally),
    changeRequests: v.object({ ...tally, new: count }),
    awaitingPrescreen: v.object({ ...tally, new: count }),
    outForGrading: v.object({ ...tally, dueThisWeek: count }),
    ageing: v.object({
      followUp: v.object(tally),
      lateFee: v.object(tally),
      collections: v.object(tally),
    }),
    paidOvernight: v.object({
      // JSON carries no infinity; number() refuses NaN
      amount: v.pipe(v.number(), v.minValue(0)),
      payments: count,
      invoices: count,
    }),
    gradingOut: v.object({ cards: count, orders: count }),
  }),
});

export const parseDashboard = (payload: unknown): DashboardFigures =>
  parsePayload(dashboardSchema, payload, 'DASHBOARD_PARSE_ERROR');
