import { DATA_SOURCE_PARAM } from './accounts';
import type { CustomerContactDetails } from './customer';
import type { MyProgress } from './portalProgress';
import { priceSubmission } from './pricing';
import { STATUS, statusLabel } from './statuses';
import type { PrescreeningLevel, ServiceCounts } from './submission';

/**
 * What a customer sees of their own work (issue 40): their submissions, each card's photo and saved
 * prescreen result, and their contact details. Nothing here carries internal notes, staff names or
 * another customer: both backends build these shapes from their records, never pass records through.
 */

/** One row of 'My submissions'. */
export interface MySubmissionRow {
  id: string;
  createdAt: string | null;
  statusCode: number | null;
  status: string;
  totalCards: number;
  /** Seed B's "total due" of the submission's invoice estimate, in dollars. */
  totalDue: number;
  /** Where the grader orders have taken its cards (src/domain/portalProgress.ts); null: not sent yet. */
  progress: MyProgress | null;
}

export interface MySubmissionSearch {
  pageNumber: number;
  pageSize: number;
  /** The submission number, or its first digits ('#' allowed); blank or absent: every submission. */
  search?: string;
}

/** A card as its owner sees it. */
export interface MyCard {
  id: string;
  name: string;
  description: string;
  /** The front-and-back photo (one composite image); null before it is uploaded. */
  photoUrl: string | null;
  /** The saved prescreen recommendation's name; null until staff save one. */
  recommendation: string | null;
  estimatedGrade: number | null;
  /** Posted by the grader-order work (issue 39); null until then. */
  grade: string | null;
  certificateNumber: string | null;
}

/** A carrier and tracking number of the way back; posted by the grader-order work (issue 39). */
export interface ReturnShipment {
  carrier: string;
  trackingNumber: string;
  shippedAt: string | null;
}

export interface MySubmission extends ServiceCounts {
  id: string;
  createdAt: string | null;
  updatedAt: string | null;
  statusCode: number | null;
  status: string;
  prescreening: PrescreeningLevel;
  consignAfterGrading: boolean;
  totalCards: number;
  totalDue: number;
  cards: MyCard[];
  /** When the submission went to the grader; null until posted (issue 39). */
  shippedToGraderAt: string | null;
  /** When grades were posted; null until then (issue 39). */
  gradesPostedAt: string | null;
  returnShipment: ReturnShipment | null;
}

/** The customer's own record: contact details, mailing address and contact preferences. */
export interface MyDetails extends CustomerContactDetails {
  id: string;
  phone: string;
  /** Sent back with a save; a save from an older version is refused (decision 0232). */
  version: number;
}

/** The customer's own fields of a customer record, and nothing else of it (no notes, no manager). */
export const myDetailsOf = (
  customer: CustomerContactDetails & { id: string; phone: string; version?: number },
): MyDetails => ({
  id: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  phone: customer.phone,
  canEmail: customer.canEmail,
  canText: customer.canText,
  canCall: customer.canCall,
  address1: customer.address1,
  address2: customer.address2,
  city: customer.city,
  state: customer.state,
  zipCode: customer.zipCode,
  version: customer.version ?? 1,
});

/** What 'My details' saves; the same fields staff edit, less the account link and the archive flag. */
export type MyDetailsInput = Omit<MyDetails, 'id' | 'version'>;

/** The editable part of the details: what the form starts from. */
export function myDetailsInputOf(details: MyDetails): MyDetailsInput {
  const { id: _id, version: _version, ...input } = details;
  return input;
}

/**
 * The digits of a number search ('#12' → '12'); null for a blank search, '' for text that cannot be a
 * number (which matches nothing rather than everything).
 */
export function submissionNumberPrefix(search: string | undefined): string | null {
  const text = (search ?? '').trim().replace(/^#\s*/, '');
  if (text === '') return null;
  return /^\d+$/.test(text) ? text : '';
}

/** Whether a submission's number starts with the digits searched for. */
export const matchesNumberPrefix = (id: string, prefix: string | null): boolean =>
  prefix === null || (prefix !== '' && id.startsWith(prefix));

export type TimelineStepKey = 'received' | 'prescreened' | 'shippedToGrader' | 'gradesPosted' | 'shippedBack';

export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  /** done: happened; waiting: not yet; skipped: does not apply (prescreening not requested, cancelled). */
  state: 'done' | 'waiting' | 'skipped';
  /** When it happened, when known. */
  at: string | null;
  /** One line under the label: what is known, or honestly that nothing is posted yet. */
  detail: string;
}

export const NOT_YET_POSTED = 'Not yet posted';

/**
 * The submission's way through the business, in order. Received and prescreened come from the
 * records; the grader's shipments and grades are posted by the grader-order work (issue 39), and
 * until then their steps say they are not yet posted rather than guessing from the status.
 */
export function timelineOf(submission: MySubmission): TimelineStep[] {
  const cancelled = submission.statusCode === STATUS.cancelled;
  const after = (
    done: boolean,
    at: string | null,
    detail: string,
  ): Pick<TimelineStep, 'state' | 'at' | 'detail'> =>
    done
      ? { state: 'done', at, detail }
      : cancelled
        ? { state: 'skipped', at: null, detail: 'Cancelled' }
        : { state: 'waiting', at: null, detail: NOT_YET_POSTED };
  const prescreened = submission.cards.some((card) => card.recommendation !== null);
  const graded = submission.cards.filter((card) => card.grade !== null).length;
  const shipment = submission.returnShipment;
  return [
    {
      key: 'received',
      label: 'Received',
      state: 'done',
      at: submission.createdAt,
      detail: `${submission.totalCards} ${submission.totalCards === 1 ? 'card' : 'cards'} · ${statusLabel(submission.statusCode)}`,
    },
    {
      key: 'prescreened',
      label: 'Prescreened',
      ...(submission.prescreening === 1 && !prescreened
        ? { state: 'skipped', at: null, detail: 'Prescreening not requested' }
        : after(prescreened, null, 'Recommendations saved on the cards below')),
    },
    {
      key: 'shippedToGrader',
      label: 'Shipped to the grader',
      ...after(
        submission.shippedToGraderAt !== null,
        submission.shippedToGraderAt,
        'On its way to the grader',
      ),
    },
    {
      key: 'gradesPosted',
      label: 'Grades posted',
      ...after(
        submission.gradesPostedAt !== null || graded > 0,
        submission.gradesPostedAt,
        `${graded} of ${submission.cards.length} cards graded`,
      ),
    },
    {
      key: 'shippedBack',
      label: 'Shipped back',
      ...after(
        shipment !== null,
        shipment?.shippedAt ?? null,
        shipment ? `${shipment.carrier} ${shipment.trackingNumber}` : '',
      ),
    },
  ];
}

/**
 * The one address of a submission (issue 40), printed as the invoice's QR code: it opens the
 * submission's detail for staff and the customer's own page of it for its customer.
 */
export const submissionLinkPath = (id: string): string => `/s/${encodeURIComponent(id)}`;

/**
 * The absolute address printed as a QR code on paper made from API data: it carries `data=api`, as
 * the server's mailed links do (decision 0376), so a phone that never opened the app reaches the real
 * records instead of the demo it would start on. Paper made in the demo points at the demo.
 */
export function submissionAddress(origin: string, id: string, source: 'demo' | 'api'): string {
  const url = new URL(submissionLinkPath(id), origin);
  if (source === 'api') url.searchParams.set(DATA_SOURCE_PARAM, 'api');
  return url.href;
}

/** Open submissions are the ones still moving: neither completed nor cancelled. */
export const isOpenSubmission = (row: Pick<MySubmissionRow, 'statusCode'>): boolean =>
  row.statusCode !== STATUS.completed && row.statusCode !== STATUS.cancelled;

/** What a card record must offer for its owner's view; both backends' card records have these. */
export interface OwnCardSource {
  id: string | number;
  name: string;
  description: string;
  imageUrl: string | null;
  prescreenRecommendationTypeId: number | null;
  estimatedGrade: number | null;
}

/**
 * The owner's view of a card: its photo (through `photo`, which names where the owner may fetch it),
 * and the saved recommendation's name; notes, markup, AI guesses and who uploaded it stay with staff.
 */
export function myCardOf(
  card: OwnCardSource,
  recommendationName: (id: number) => string | null,
  photo: (url: string) => string = (url) => url,
): MyCard {
  const recommendation =
    card.prescreenRecommendationTypeId === null
      ? null
      : recommendationName(card.prescreenRecommendationTypeId);
  return {
    id: String(card.id),
    name: card.name,
    description: card.description,
    photoUrl: card.imageUrl ? photo(card.imageUrl) : null,
    recommendation,
    estimatedGrade: recommendation === null ? null : card.estimatedGrade,
    grade: null,
    certificateNumber: null,
  };
}

/** What a submission record must offer for its owner's view. */
export interface OwnSubmissionSource extends ServiceCounts {
  id: string | number;
  createdAt: string | null;
  updatedAt: string | null;
  statusCode: number | null;
  prescreening: PrescreeningLevel;
  consignAfterGrading: boolean;
}

export function mySubmissionRowOf(
  source: OwnSubmissionSource,
  progress: MyProgress | null = null,
): MySubmissionRow {
  const price = priceSubmission(source, source.prescreening);
  return {
    id: String(source.id),
    createdAt: source.createdAt,
    statusCode: source.statusCode,
    status: statusLabel(source.statusCode),
    totalCards: price.totalCards,
    totalDue: price.totalDue,
    progress,
  };
}

/** A card's grade as its owner sees it: the company and score ('PSA 10') and the certificate number. */
export interface MyCardGrade {
  grade: string;
  certificateNumber: string | null;
}

/**
 * What the grader orders (issue 39) say of one submission, for its owner: the day its cards first
 * went to a grader, when grades were last posted, its return shipment, and each graded card's grade.
 * Cancelled orders say nothing; no staff name is in it (decision 0422).
 */
export interface SubmissionJourney {
  shippedToGraderAt: string | null;
  gradesPostedAt: string | null;
  returnShipment: ReturnShipment | null;
  grades: ReadonlyMap<string, MyCardGrade>;
}

export const NOT_YET_SENT: SubmissionJourney = {
  shippedToGraderAt: null,
  gradesPostedAt: null,
  returnShipment: null,
  grades: new Map(),
};

/** The owner's view of a submission: its counts and estimate, its cards; no notes, no customer ref. */
export function mySubmissionOf(
  source: OwnSubmissionSource,
  cards: readonly MyCard[],
  journey: SubmissionJourney = NOT_YET_SENT,
): MySubmission {
  const counts: ServiceCounts = {
    psaValueBulk: source.psaValueBulk,
    psaRegularCount: source.psaRegularCount,
    cgcBulkCount: source.cgcBulkCount,
    cgcComicCount: source.cgcComicCount,
    psaDualCount: source.psaDualCount,
    bgsBaseCount: source.bgsBaseCount,
    sgcStandardCount: source.sgcStandardCount,
  };
  // The page tells the journey step by step (timelineOf): the list's one-line progress is not in it.
  const { progress: _listOnly, ...row } = mySubmissionRowOf(source);
  return {
    ...row,
    ...counts,
    updatedAt: source.updatedAt,
    prescreening: source.prescreening,
    consignAfterGrading: source.consignAfterGrading,
    cards: cards.map((card) => {
      const posted = journey.grades.get(card.id);
      return posted ? { ...card, grade: posted.grade, certificateNumber: posted.certificateNumber } : card;
    }),
    shippedToGraderAt: journey.shippedToGraderAt,
    gradesPostedAt: journey.gradesPostedAt,
    returnShipment: journey.returnShipment,
  };
}
