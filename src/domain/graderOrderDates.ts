import { formatDate } from './format';
import type { GraderAction, GraderOrder, TransitionRequest } from './graderOrder';

/**
 * The days a grader order's dated steps record (shipped, shipped back, received): typed beside their
 * buttons, checked the same on the screen, in demo mode and on the server (decision 0530).
 */

/** The steps that record the day they happened; the day is typed beside their button (today by default). */
export const DATED_ACTIONS = ['ship', 'shipBack', 'receive'] as const;
export type DatedAction = (typeof DATED_ACTIONS)[number];

export const isDatedAction = (action: GraderAction): action is DatedAction =>
  (DATED_ACTIONS as readonly string[]).includes(action);

/** The date field beside each dated step, named as its messages name it. */
export const STEP_DATE_LABELS: Readonly<Record<DatedAction, string>> = {
  ship: 'Shipped date',
  shipBack: 'Shipped back date',
  receive: 'Received date',
};

/** The days of the trip a step's day may not come before: the ones the order recorded already. */
export type TripDays = Pick<GraderOrder, 'shippedOn' | 'returnShippedOn'>;

/** The day of the trip an instant falls on: the UTC day, as the server dates every step. */
export const tripDayOf = (now: Date): string => now.toISOString().slice(0, 10);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string): boolean => {
  if (!DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
const dayText = (day: string) => formatDate(`${day}T00:00:00.000Z`, { timeZone: 'UTC' });

/**
 * Why the day typed for a dated step cannot be taken, or null (decision 0530): a real day, not after
 * today (the UTC day, as every date of the trip), and not before the step it follows — shipped back
 * not before it shipped, received not before it was shipped back. Shipping has no earlier day of its
 * own: the order's creation is when it was typed in, which may be after its cards left.
 */
export function stepDateProblem(
  order: TripDays,
  action: DatedAction,
  on: string,
  today: string,
): string | null {
  const label = STEP_DATE_LABELS[action];
  const day = on.trim();
  if (!day) return `${label} is required.`;
  if (!isCalendarDay(day)) return `${label} must be a date like 2026-03-31.`;
  if (day > today) return `${label} cannot be in the future.`;
  if (action === 'shipBack' && order.shippedOn && day < order.shippedOn) {
    return `${label} cannot be before the order shipped (${dayText(order.shippedOn)}).`;
  }
  if (action === 'receive' && order.returnShippedOn && day < order.returnShippedOn) {
    return `${label} cannot be before the order was shipped back (${dayText(order.returnShippedOn)}).`;
  }
  return null;
}

/** The day problem of a transition request that names a day for a dated step (none named: today). */
export function requestDateProblem(
  order: TripDays,
  request: TransitionRequest,
  today: string,
): string | null {
  const on = request.on?.trim();
  return on && isDatedAction(request.action) ? stepDateProblem(order, request.action, on, today) : null;
}
