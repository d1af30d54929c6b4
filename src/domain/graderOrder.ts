import type { GradingDescription } from './cardDescription';
import type { GradingCompanyCode } from './status';
import type { ServiceKey } from './submission';
import { GRADER_STAGES, type GraderStage } from './graderStage';

/**
 * A grader order (issue 39): the seed's grading batch made real — one batch of customers' cards sent to
 * one grading company under that company's own order number. Its lifecycle is the table below; the
 * grader-order machine (machines/graderOrder) draws it and the server refuses what it does not allow.
 */

export { GRADER_STAGES, type GraderStage };

export const AT_GRADER_STEPS = ['orderPrep', 'researchId', 'grading', 'assembly', 'qa'] as const;
export type AtGraderStep = (typeof AT_GRADER_STEPS)[number];

export const STAGE_LABELS: Readonly<Record<GraderStage, string>> = {
  preparing: 'Preparing',
  shippedToGrader: 'Shipped to grader',
  orderPrep: 'Order prep',
  researchId: 'Research & ID',
  grading: 'Grading',
  assembly: 'Assembly',
  qa: 'QA',
  gradesPosted: 'Grades posted',
  shippedBack: 'Shipped back',
  received: 'Received',
  closed: 'Closed',
  onHold: 'On hold',
  cancelled: 'Cancelled',
};

export const isAtGrader = (stage: GraderStage): stage is AtGraderStep =>
  (AT_GRADER_STEPS as readonly string[]).includes(stage);

/** A stage label that names the at-grader step too: 'At grader · Grading'. */
export const stageText = (stage: GraderStage): string =>
  isAtGrader(stage) ? `At grader · ${STAGE_LABELS[stage]}` : STAGE_LABELS[stage];

/** An order still counts as open (its cards may not go in another) until it is closed or cancelled. */
export const isOpenOrder = (stage: GraderStage): boolean => stage !== 'closed' && stage !== 'cancelled';

export const GRADER_ACTIONS = [
  'ship',
  'arrive',
  'advance',
  'postGrades',
  'shipBack',
  'receive',
  'close',
  'hold',
  'resume',
  'cancel',
] as const;
export type GraderAction = (typeof GRADER_ACTIONS)[number];

/** The button each action is on the order's page. */
export const ACTION_LABELS: Readonly<Record<GraderAction, string>> = {
  ship: 'Ship to grader',
  arrive: 'Arrived at grader',
  advance: 'Next grader step',
  postGrades: 'Grades posted',
  shipBack: 'Shipped back',
  receive: 'Received',
  close: 'Close order',
  hold: 'Put on hold',
  resume: 'Resume',
  cancel: 'Cancel order',
};

/** What the lifecycle rules look at. */
export interface LifecycleFacts {
  stage: GraderStage;
  /** The stage an order on hold returns to. */
  heldFrom: GraderStage | null;
  cardCount: number;
  /** Cards with a grade and a certificate number. */
  gradedCount: number;
}

export type Transition = { ok: true; stage: GraderStage } | { ok: false; reason: string };

const refuse = (reason: string): Transition => ({ ok: false, reason });
const to = (stage: GraderStage): Transition => ({ ok: true, stage });

/** The stages an order may be put on hold in: anywhere before its grades are posted. */
const HOLDABLE: readonly GraderStage[] = ['preparing', 'shippedToGrader', ...AT_GRADER_STEPS];

/**
 * The lifecycle (decision 0390): Preparing → Shipped to grader → At grader (Order prep → Research & ID
 * → Grading → Assembly → QA) → Grades posted → Shipped back → Received → Closed; On hold from any stage
 * before the grades and back to it; Cancelled only while nothing has left the shop.
 */
export function transition(facts: LifecycleFacts, action: GraderAction): Transition {
  const { stage } = facts;
  const notNow = refuse(`An order that is ${stageText(stage)} cannot do that (${ACTION_LABELS[action]}).`);
  switch (action) {
    case 'ship':
      if (stage !== 'preparing') return notNow;
      return facts.cardCount > 0 ? to('shippedToGrader') : refuse('Add cards before shipping the order.');
    case 'arrive':
      return stage === 'shippedToGrader' ? to('orderPrep') : notNow;
    case 'advance': {
      if (!isAtGrader(stage) || stage === 'qa') return notNow;
      return to(AT_GRADER_STEPS[AT_GRADER_STEPS.indexOf(stage) + 1] ?? 'qa');
    }
    case 'postGrades':
      if (!isAtGrader(stage)) return notNow;
      return facts.gradedCount === facts.cardCount
        ? to('gradesPosted')
        : refuse('Every card needs a grade and a certificate number first.');
    case 'shipBack':
      return stage === 'gradesPosted' ? to('shippedBack') : notNow;
    case 'receive':
      return stage === 'shippedBack' ? to('received') : notNow;
    case 'close':
      return stage === 'received' ? to('closed') : notNow;
    case 'hold':
      return HOLDABLE.includes(stage) ? to('onHold') : notNow;
    case 'resume':
      return stage === 'onHold' && facts.heldFrom ? to(facts.heldFrom) : notNow;
    case 'cancel':
      return stage === 'preparing' || (stage === 'onHold' && facts.heldFrom === 'preparing')
        ? to('cancelled')
        : notNow;
  }
}

export const allowedActions = (facts: LifecycleFacts): GraderAction[] =>
  GRADER_ACTIONS.filter((action) => transition(facts, action).ok);

/** The grading company that grades each service. */
export const SERVICE_COMPANY: Readonly<Record<ServiceKey, GradingCompanyCode>> = {
  psaValueBulk: 1,
  psaRegularCount: 1,
  psaDualCount: 1,
  sgcStandardCount: 2,
  bgsBaseCount: 3,
  cgcBulkCount: 4,
  cgcComicCount: 4,
};

/** One card in an order, with its grade once posted. */
export interface GraderOrderCard {
  cardId: string;
  submissionId: string;
  customerId: string | null;
  customerName: string;
  cardName: string;
  /** Year, set, subject and card number, as the card carries them (joined on read). */
  gradingDescription: GradingDescription;
  declaredValue: number;
  /** The prescreen estimate. */
  estimatedGrade: number | null;
  gradeId: string | null;
  /** The catalogue grade as shown: 'PSA 10'. */
  gradeText: string | null;
  gradeScore: string | null;
  qualifierId: string | null;
  gradeErrorId: string | null;
  certificateNumber: string | null;
}

/** What is kept of a card in an order, in both data modes: what was typed; names and texts join on read. */
export type StoredOrderCardFields = Pick<
  GraderOrderCard,
  | 'cardId'
  | 'submissionId'
  | 'declaredValue'
  | 'gradeId'
  | 'qualifierId'
  | 'gradeErrorId'
  | 'certificateNumber'
>;

export interface GraderOrder {
  id: string;
  gradingCompany: GradingCompanyCode;
  /** The company's own order number (blank until it gives one). */
  orderNumber: string;
  service: ServiceKey;
  label: string;
  stage: GraderStage;
  heldFrom: GraderStage | null;
  cardCount: number;
  gradedCount: number;
  declaredValue: number;
  shippedOn: string | null;
  trackingNumber: string;
  targetReturnOn: string | null;
  returnTrackingNumber: string;
  returnShippedOn: string | null;
  receivedOn: string | null;
  /** Set when the order is closed: its cards are back (the seed's fulfilledAt). */
  fulfilledAt: string | null;
  notes: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** The order's cards on its own page; empty in lists. */
  cards: GraderOrderCard[];
}

/** What staff type on the order's form. */
export interface GraderOrderInput {
  service: ServiceKey;
  orderNumber: string;
  label: string;
  targetReturnOn: string | null;
  notes: string;
}

/** What a transition carries: shipping needs its tracking number, coming back its return tracking. */
export interface TransitionRequest {
  action: GraderAction;
  /** YYYY-MM-DD; today when absent. */
  on?: string;
  trackingNumber?: string;
}

export interface CardAssignment {
  cardId: string;
  declaredValue: number;
}

export interface GradePosting {
  cardId: string;
  gradeId: string;
  qualifierId: string | null;
  gradeErrorId: string | null;
  certificateNumber: string;
}

export interface GraderOrderSearch {
  pageNumber: number;
  pageSize: number;
  /** Matches the label, the company's order number or a tracking number. */
  search?: string;
  /** Only orders in these stages (all when absent). */
  stages?: readonly GraderStage[];
  /** Only orders out for grading, as the dashboard's figure counts them (decision 0481). */
  outForGrading?: boolean;
}

/** The transition's text a refusal and a tracking number need, checked the same in both data modes. */
export function transitionProblem(order: LifecycleFacts, request: TransitionRequest): string | null {
  const result = transition(order, request.action);
  if (!result.ok) return result.reason;
  if ((request.action === 'ship' || request.action === 'shipBack') && !request.trackingNumber?.trim()) {
    return 'Tracking number is required.';
  }
  return null;
}

/** Card count, declared value and graded count of an order's cards. */
export function orderTotals(cards: readonly GraderOrderCard[]) {
  return {
    cardCount: cards.length,
    gradedCount: cards.filter((card) => card.gradeId !== null && card.certificateNumber).length,
    declaredValue: Math.round(cards.reduce((sum, card) => sum + card.declaredValue, 0) * 100) / 100,
  };
}

/**
 * 'Estimated 9 · Graded PSA 10' beside a card's prescreen estimate; before the grade, the estimate
 * alone, or with `pending` ('Estimated 9 · Not yet posted') where a grade is awaited.
 */
export function estimateAndGrade(
  card: Pick<GraderOrderCard, 'estimatedGrade' | 'gradeText'>,
  pending?: string,
): string {
  const estimate = card.estimatedGrade === null ? 'No estimate' : `Estimated ${card.estimatedGrade}`;
  if (card.gradeText) return `${estimate} · Graded ${card.gradeText}`;
  return pending ? `${estimate} · ${pending}` : estimate;
}

/** The grade of each of a submission's cards across its orders ('PSA 10'), by card id. */
export const gradeTextsOf = (orders: readonly SubmissionOrder[] | null | undefined): Map<string, string> =>
  new Map((orders ?? []).flatMap((order) => order.grades.map((grade) => [grade.cardId, grade.gradeText])));

/**
 * The reference of a card on the order's paper, 'S13-C105' (its submission and card numbers), which
 * staff copy into the company's submission form beside the card, so the company's grade export names
 * it again (decision 0532).
 */
export const cardReference = (card: Pick<GraderOrderCard, 'submissionId' | 'cardId'>): string =>
  `S${card.submissionId}-C${card.cardId}`;

/** A reference inside a cell of a company's export ('2020 Topps Trout S13-C105'): its card id, or null. */
export function cardIdOfReference(text: string): { submissionId: string; cardId: string } | null {
  const found = /(?:^|[^A-Za-z0-9])S(\d+)-C(\d+)(?![0-9])/i.exec(text);
  return found?.[1] && found[2] ? { submissionId: found[1], cardId: found[2] } : null;
}

const byNumber = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);

/**
 * The order's cards as its packing slip lists them, by submission then card: each one's item number
 * (1, 2, …, the line the company's form takes it on) and its reference. Fixed once the order ships
 * (its cards change only while it is prepared), so the company's item numbers name the same cards.
 */
export function slipLines<T extends Pick<GraderOrderCard, 'submissionId' | 'cardId'>>(
  cards: readonly T[],
): Array<T & { item: number; reference: string }> {
  return [...cards]
    .sort((a, b) => byNumber(a.submissionId, b.submissionId) || byNumber(a.cardId, b.cardId))
    .map((card, index) => ({ ...card, item: index + 1, reference: cardReference(card) }));
}

/** The /grading tiles (seed B §2): cards at the grading lab, with grades posted, and on their way home. */
export interface GradingFigures {
  atGradingLab: number;
  gradesPosted: number;
  inTransitHome: number;
}

/** Which tile a stage's cards count in; null for the stages no tile counts. */
export function figureOf(stage: GraderStage): keyof GradingFigures | null {
  if (stage === 'shippedToGrader' || isAtGrader(stage)) return 'atGradingLab';
  if (stage === 'gradesPosted') return 'gradesPosted';
  if (stage === 'shippedBack') return 'inTransitHome';
  return null;
}

/** The stages a tile counts: orders on their way or at the grader, never the shop's history. */
export const FIGURE_STAGES: readonly GraderStage[] = GRADER_STAGES.filter(
  (stage) => figureOf(stage) !== null,
);

/** The tiles from each stage's card count. */
export function gradingFigures(
  cardsByStage: ReadonlyArray<{ stage: GraderStage; cards: number }>,
): GradingFigures {
  const figures: GradingFigures = { atGradingLab: 0, gradesPosted: 0, inTransitHome: 0 };
  for (const { stage, cards } of cardsByStage) {
    const figure = figureOf(stage);
    if (figure) figures[figure] += cards;
  }
  return figures;
}

/** One order a submission's cards are in, as its detail lists it (issue 39 item 3). */
export interface SubmissionOrder {
  id: string;
  label: string;
  gradingCompany: GradingCompanyCode;
  orderNumber: string;
  stage: GraderStage;
  /** The submission's cards in this order. */
  cardIds: string[];
  /** Those of its cards graded in this order, with the grade as shown ('PSA 10'). */
  grades: Array<{ cardId: string; gradeText: string }>;
  /** Whether the submission's shipment home from this order is logged (issue 39 item 5). */
  returned: boolean;
}

/** Whether a card of a submission can go in an order, and why not when it cannot. */
export type CardAvailability = { available: true } | { available: false; reason: string };

/**
 * The assignment rules as the picker shows them before the server checks them again: the
 * submission must have a service this order's company grades, and a card may be in one open order.
 * `services` are the submission's service counts.
 */
export function cardAvailability(
  order: Pick<GraderOrder, 'id' | 'gradingCompany'>,
  services: Readonly<Record<ServiceKey, number>>,
  cardId: string,
  ordersOfSubmission: readonly SubmissionOrder[],
): CardAvailability {
  const graded = (Object.keys(SERVICE_COMPANY) as ServiceKey[]).some(
    (key) => SERVICE_COMPANY[key] === order.gradingCompany && services[key] > 0,
  );
  if (!graded) return { available: false, reason: 'Its submission has no service this company grades.' };
  const holder = ordersOfSubmission.find(
    (other) => other.cardIds.includes(cardId) && isOpenOrder(other.stage),
  );
  if (holder?.id === order.id) return { available: false, reason: 'Already in this order.' };
  if (holder) return { available: false, reason: `Already in open order ${holder.label || holder.id}.` };
  return { available: true };
}
