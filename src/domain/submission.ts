import type { JourneyPlace } from './journey';
import type { StatusCode } from './status';

/** The seven services a submission counts cards for, in display order. */
export const SERVICE_KEYS = [
  'psaValueBulk',
  'psaRegularCount',
  'cgcBulkCount',
  'cgcComicCount',
  'psaDualCount',
  'bgsBaseCount',
  'sgcStandardCount',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];
export type ServiceCounts = Record<ServiceKey, number>;

/** 1 = not requested, 2 = Pass/Fail, 3 = Detailed. */
export type PrescreeningLevel = 1 | 2 | 3;

export interface SubmissionCustomerRef {
  id: string | null;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface Submission extends ServiceCounts {
  id: string;
  customerId: string | null;
  /** Names the server may send in several places; resolved by the customer-name fallback chain. */
  customer: SubmissionCustomerRef | null;
  firstName: string | null;
  lastName: string | null;
  customerDisplayName: string | null;
  customerName: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  /** Bumped by the server on each update; sent back with a save (decision 0232). Absent from older servers. */
  version?: number;
  /** The label as the server gave it ('' when only a code came). */
  status: string;
  /** Normalised code; null when the payload's status is unknown text. Unknown numbers are kept. */
  statusCode: number | null;
  consignAfterGrading: boolean;
  notes: string;
  isActive: boolean;
  prescreening: PrescreeningLevel;
  totalCards: number;
  /** Where its cards are on their trip to the grader and home (decision 0531); in list rows only. */
  journey?: JourneyPlace;
}

/** Body of PUT /employee/submission and POST /employee/submission/{id}. */
export interface SubmissionInput extends ServiceCounts {
  customerId?: string;
  prescreening: PrescreeningLevel;
  consignAfterGrading: boolean;
  notes: string;
  status?: StatusCode;
}

export type SubmissionSortField = 'createdAt' | 'id' | 'customer' | 'status' | 'totalCount';

export interface SubmissionSearch {
  pageNumber: number;
  pageSize: number;
  /**
   * Free text matched against the submission number, the customer's name and the notes. Seed A's search
   * body has no such field; the list's search box needs one, so both backends accept it as an extension.
   */
  search?: string;
  customerIds?: readonly string[];
  statuses?: readonly StatusCode[];
  isActive?: boolean;
  /** Inclusive bounds: a date ('YYYY-MM-DD') covers its whole UTC day, a full ISO instant is exact. */
  createdFrom?: string;
  createdTo?: string;
  createdAt?: string;
  /** Last updated (or, never updated, created) at or after: a date's whole UTC day, or an instant. */
  updatedFrom?: string;
  /** Only open submissions: neither Completed nor Cancelled (issue 37, decision 0366). */
  open?: boolean;
  /** Only these prescreening levels. */
  prescreening?: readonly PrescreeningLevel[];
  /** Only invoice change requests: on hold, or notes mentioning both 'invoice' and 'change'. */
  changeRequests?: boolean;
  sort?: readonly { field: SubmissionSortField; desc: boolean }[];
}
