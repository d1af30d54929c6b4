import { countCards, fromCents, toCents } from './pricing';
import { isOpenStatus, STATUS, statusFromUnknown } from './statuses';
import type { Submission } from './submission';
import type { GraderStage } from './graderOrder';
import { isWithin, MS_PER_DAY, MS_PER_HOUR, wholeDaysSince } from './time';

/**
 * The dashboard's work-queue rules, evaluated against an injected `now` so they are testable and the
 * whole board agrees on one instant. Windows include their boundary: "within 24 hours" counts a
 * submission updated exactly 24 hours ago.
 *
 * Decisions the specification leaves open:
 * - Deleted submissions (isActive false) count nowhere.
 * - "Updated" falls back to createdAt when a submission was never updated.
 * - "Not completed" (awaiting prescreen, ageing) means open: neither Completed nor Cancelled, since a
 *   cancelled submission awaits nothing and owes nothing.
 * - Ageing buckets are exclusive and measured from createdAt: 14-29 days follow-up, 30-59 late fee,
 *   60+ collections, so the three cards add up to the aged total.
 */

export const INVOICES_PAID_WINDOW_MS = 24 * MS_PER_HOUR;
export const CHANGE_REQUEST_NEW_WINDOW_MS = 3 * MS_PER_DAY;
export const PRESCREEN_NEW_WINDOW_MS = 1 * MS_PER_DAY;
export const GRADING_DUE_WINDOW_MS = 7 * MS_PER_DAY;
export const AGEING_FOLLOW_UP_DAYS = 14;
export const AGEING_LATE_FEE_DAYS = 30;
export const AGEING_COLLECTIONS_DAYS = 60;

export type DashboardSubmission = Pick<
  Submission,
  | 'status'
  | 'statusCode'
  | 'createdAt'
  | 'updatedAt'
  | 'notes'
  | 'prescreening'
  | 'totalCards'
  | 'isActive'
  | 'psaValueBulk'
  | 'psaRegularCount'
  | 'cgcBulkCount'
  | 'cgcComicCount'
  | 'psaDualCount'
  | 'bgsBaseCount'
  | 'sgcStandardCount'
>;

export interface Tally {
  submissions: number;
  /** Sum of the submissions' card counts. */
  cards: number;
}

export interface DashboardMetrics {
  /** 'Invoices paid overnight': completed and updated within 24 hours. */
  invoicesPaid: Tally;
  /** 'Invoice change requests': on hold, or notes mention both 'invoice' and 'change'. */
  changeRequests: Tally & { new: number };
  /** 'Cards awaiting prescreen': prescreening 2 or 3 and still open. */
  awaitingPrescreen: Tally & { new: number };
  /** 'Cards out for grading': in progress. */
  outForGrading: Tally & { dueThisWeek: number };
  ageing: { followUp: Tally; lateFee: Tally; collections: Tally };
  /**
   * Beside the seed's 'Invoices paid overnight' (completed and updated, a stand-in for paid): what was
   * really paid, the payments recorded in the same 24 hours (decision 0418).
   */
  paidOvernight: PaidTally;
  /**
   * 'Cards out for grading' from the grader orders (issue 39 item 7, decision 0481): the cards of the
   * orders between Shipped to grader and Shipped back, not yet Received.
   */
  gradingOut: GradingOutTally;
}

export interface GradingOutTally {
  cards: number;
  orders: number;
}

/**
 * The stages an order's cards are out of the shop in: shipped, at the grader (its five steps), graded,
 * or on their way back. Spelled out here, not imported, so the dashboard's first visit does not load
 * the grading rules (decision 0480).
 */
export const OUT_FOR_GRADING_STAGES: readonly GraderStage[] = [
  'shippedToGrader',
  'orderPrep',
  'researchId',
  'grading',
  'assembly',
  'qa',
  'gradesPosted',
  'shippedBack',
];

/** Out for grading: in one of those stages, or on hold in one (the cards stay where they were held). */
export const isOutForGrading = (stage: string, heldFrom: string | null): boolean =>
  (OUT_FOR_GRADING_STAGES as readonly string[]).includes(stage === 'onHold' ? (heldFrom ?? '') : stage);

/** The figure from each order (or group of orders alike in stage and hold) and its card count. */
export function gradingOutOf(
  orders: ReadonlyArray<{ stage: string; heldFrom: string | null; orders?: number; cards: number }>,
): GradingOutTally {
  const tally: GradingOutTally = { cards: 0, orders: 0 };
  for (const order of orders) {
    if (!isOutForGrading(order.stage, order.heldFrom)) continue;
    tally.cards += order.cards;
    tally.orders += order.orders ?? 1;
  }
  return tally;
}

/** Payments recorded in a window: how much, how many, and against how many invoices. */
export interface PaidTally {
  /** Dollars, exact to the cent. */
  amount: number;
  payments: number;
  invoices: number;
}

/** What the paid figure reads of a payment. */
export interface DashboardPayment {
  submissionId: string;
  /** Dollars. */
  amount: number;
  /** ISO instant it was recorded. */
  createdAt: string;
}

/**
 * The dashboard's figures as one backend call answers them (issue 25 item 5): computed where the data
 * lives — the server's database, or the demo's memory — as of `asOf`, never by reading every submission.
 */
export interface DashboardFigures {
  /** ISO time the figures were computed at; the board's 'Last refreshed' time. */
  asOf: string;
  metrics: DashboardMetrics;
}

/** The status code, read from the label when the code is missing. */
export const submissionStatusCode = (submission: Pick<Submission, 'status' | 'statusCode'>): number | null =>
  submission.statusCode ?? statusFromUnknown(submission.status).code;

/** totalCards as sent, or the sum of the service counts when the server left it at 0. */
export const submissionCardCount = (submission: DashboardSubmission): number =>
  submission.totalCards > 0 ? submission.totalCards : countCards(submission);

export const mentionsInvoiceChange = (notes: string): boolean => {
  const text = notes.toLowerCase();
  return text.includes('invoice') && text.includes('change');
};

/** 'Invoice change requests': on hold, or notes naming an invoice change. */
export const isChangeRequest = (submission: Pick<Submission, 'status' | 'statusCode' | 'notes'>): boolean =>
  submissionStatusCode(submission) === STATUS.onHold || mentionsInvoiceChange(submission.notes);

export type AgeingBucket = 'followUp' | 'lateFee' | 'collections';

/** The exclusive ageing bucket for an age in whole days, or null when younger than 14 days. */
export function ageingBucket(days: number): AgeingBucket | null {
  if (days >= AGEING_COLLECTIONS_DAYS) return 'collections';
  if (days >= AGEING_LATE_FEE_DAYS) return 'lateFee';
  if (days >= AGEING_FOLLOW_UP_DAYS) return 'followUp';
  return null;
}

const emptyTally = (): Tally => ({ submissions: 0, cards: 0 });

const add = (tally: Tally, count: Tally): void => {
  tally.submissions += count.submissions;
  tally.cards += count.cards;
};

/** Figures of zero, to add submissions to. */
export const emptyDashboardMetrics = (): DashboardMetrics => ({
  invoicesPaid: emptyTally(),
  changeRequests: { ...emptyTally(), new: 0 },
  awaitingPrescreen: { ...emptyTally(), new: 0 },
  outForGrading: { ...emptyTally(), dueThisWeek: 0 },
  ageing: { followUp: emptyTally(), lateFee: emptyTally(), collections: emptyTally() },
  paidOvernight: { amount: 0, payments: 0, invoices: 0 },
  gradingOut: { cards: 0, orders: 0 },
});

/**
 * 'Paid overnight': the payments recorded in the last 24 hours (the seed's own window for 'Invoices
 * paid overnight'; within includes its boundary), summed in cents. Every payment counts, whatever
 * became of its submission since: the money was received.
 */
export function paidWithin(payments: readonly DashboardPayment[], now: Date): PaidTally {
  let cents = 0;
  let count = 0;
  const invoices = new Set<string>();
  for (const payment of payments) {
    if (!isWithin(payment.createdAt, INVOICES_PAID_WINDOW_MS, now)) continue;
    cents += toCents(payment.amount);
    count += 1;
    invoices.add(payment.submissionId);
  }
  return { amount: fromCents(cents), payments: count, invoices: invoices.size };
}

/**
 * What the figures need to know of an active submission as of now, or of a group of submissions
 * alike in all of it (how the server's database answers them, server/store/dashboard.ts).
 */
export interface DashboardFacts {
  code: number | null;
  prescreening: number;
  mentionsInvoiceChange(): boolean;
  /** True when last updated (or else created) at most `windowMs` ago. */
  updatedWithin(windowMs: number): boolean;
  /** True when created at most `windowMs` ago. */
  createdWithin(windowMs: number): boolean;
  /** Its ageing bucket (asked of open submissions only); null when younger than 14 days. */
  ageing(): AgeingBucket | null;
}

/** Adds `count.submissions` submissions sharing `facts`, `count.cards` cards between them, to `metrics`. */
export function addToDashboard(metrics: DashboardMetrics, facts: DashboardFacts, count: Tally): void {
  const { code } = facts;
  const open = isOpenStatus(code);
  if (code === STATUS.completed && facts.updatedWithin(INVOICES_PAID_WINDOW_MS)) {
    add(metrics.invoicesPaid, count);
  }
  if (code === STATUS.onHold || facts.mentionsInvoiceChange()) {
    add(metrics.changeRequests, count);
    if (facts.updatedWithin(CHANGE_REQUEST_NEW_WINDOW_MS)) metrics.changeRequests.new += count.submissions;
  }
  if (open && (facts.prescreening === 2 || facts.prescreening === 3)) {
    add(metrics.awaitingPrescreen, count);
    if (facts.createdWithin(PRESCREEN_NEW_WINDOW_MS)) metrics.awaitingPrescreen.new += count.submissions;
  }
  if (code === STATUS.inProgress) {
    add(metrics.outForGrading, count);
    if (facts.updatedWithin(GRADING_DUE_WINDOW_MS)) metrics.outForGrading.dueThisWeek += count.submissions;
  }
  const ageing = open ? facts.ageing() : null;
  if (ageing) add(metrics.ageing[ageing], count);
}

export function dashboardMetrics(
  submissions: readonly DashboardSubmission[],
  now: Date,
  payments: readonly DashboardPayment[] = [],
): DashboardMetrics {
  const metrics = emptyDashboardMetrics();
  metrics.paidOvernight = paidWithin(payments, now);
  // One facts object pointed at each submission in turn: the rules ask only what they need, and the
  // loop allocates nothing per submission (the demo's board over 10,000 rows stays ~8 ms).
  let current: DashboardSubmission | undefined;
  const the = () => current as DashboardSubmission;
  const facts: DashboardFacts = {
    code: null,
    prescreening: 1,
    mentionsInvoiceChange: () => mentionsInvoiceChange(the().notes),
    updatedWithin: (windowMs) => isWithin(the().updatedAt ?? the().createdAt, windowMs, now),
    createdWithin: (windowMs) => isWithin(the().createdAt, windowMs, now),
    ageing: () => {
      const age = wholeDaysSince(the().createdAt, now);
      return age === null ? null : ageingBucket(age);
    },
  };
  const one: Tally = { submissions: 1, cards: 0 };
  for (const submission of submissions) {
    if (!submission.isActive) continue;
    current = submission;
    facts.code = submissionStatusCode(submission);
    facts.prescreening = submission.prescreening;
    one.cards = submissionCardCount(submission);
    addToDashboard(metrics, facts, one);
  }
  return metrics;
}

/**
 * Which dashboard a user gets (decision 0140). The work-queue figures come from the staff submission
 * search, which the server refuses (403) to anyone without the employee or admin role; so a user
 * holding neither (the customer persona) gets the customer dashboard, which calls nothing.
 */
export type DashboardAudience = 'staff' | 'customer';

export function dashboardAudience(roles: readonly string[]): DashboardAudience {
  const held = new Set(roles.map((role) => role.trim().toLowerCase()));
  return held.has('employee') || held.has('admin') ? 'staff' : 'customer';
}
