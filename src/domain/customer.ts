export interface CustomerMetrics {
  annualCardsSubmitted: number;
  annualConsignmentSales: number;
  lifetimeRevenue: number;
  cardsSubmittedLifetime: number;
  consignmentsLifetime: number;
  /** Submissions in the last 12 months and consignments in the last 12 months / YTD sales. */
  submissionsLast12Months: number;
  consignmentsLast12Months: number;
  consignmentSalesYtd: number;
}

export interface GradingBatch {
  id: string;
  label: string;
  status: string | null;
  stage: string | null;
  cards: number | null;
  service: string | null;
  partner: string | null;
  submittedAt: string | null;
  lastUpdatedAt: string | null;
  targetShipDate: string | null;
  consignAfterGrading: boolean;
  /** Set means completed. */
  fulfilledAt: string | null;
}

export interface CustomerActivity {
  lastSubmissionAt: string | null;
  lastConsignmentAt: string | null;
  gradingBatches: GradingBatch[];
}

export interface ReturnMetrics {
  sampleSize: number;
  averageDays: number | null;
  range: string | null;
  onTimePercentage: number | null;
}

export type FollowUpTone = 'info' | 'warning' | 'danger' | 'success';

export interface FollowUpItem {
  id: string;
  label: string;
  count: number;
  tone: FollowUpTone;
  guidance: string;
}

export type ContactChannel = 'email' | 'phone' | 'text';

/** The contact details the customer form edits, named alike on the record and in the request body. */
export interface CustomerContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  canEmail: boolean;
  canText: boolean;
  canCall: boolean;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface Customer extends CustomerContactDetails {
  id: string;
  userId: string | null;
  /** The request body calls it phoneNumber. */
  phone: string;
  /** Inactive (archived) only when the server says isActive false. */
  isActive: boolean;
  tags: string[];
  accountManager: string | null;
  notes: string;
  segments: string[];
  preferredChannels: string[];
  lastContactedAt: string | null;
  lifetimeValueNotes: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  /** Bumped by the server on each update; sent back with a save (decision 0232). Absent from older servers. */
  version?: number;
  lastSubmissionAt: string | null;
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  metrics: CustomerMetrics;
  activity: CustomerActivity;
  returnMetrics: ReturnMetrics;
  followUps: FollowUpItem[];
}

/** Body of PUT /employee/customer and POST /employee/customer/{id}. */
export interface CustomerInput extends CustomerContactDetails {
  userId: string;
  phoneNumber: string;
  isActive: boolean;
}

export type CustomerSortField = 'lastName' | 'firstName' | 'id' | 'isActive';

/** Body of POST /employee/customer/search, plus the advanced filters applied by the directory. */
/** The directory's smart lists (rules in customerSmartLists.ts); here so a search can name one. */
export type SmartListId =
  'lapsed' | 'premium-submitters-low-sales' | 'quiet-premium-consignors' | 'active-clients';

export interface CustomerSearch {
  pageNumber: number;
  pageSize: number;
  sort?: readonly { field: CustomerSortField; desc: boolean }[];
  /** undefined = any; the directory's default 'Archived: No' sends true. */
  isActive?: boolean;
  /**
   * A typed name: each word in the first or the last name (`matchesName`). Seed A's body has no such
   * field; both backends accept it so that a single word finds a first name too (decision 0160).
   */
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  /** Free text over name, email, address and phone (the directory's 'Search term'; decision 0281). */
  searchTerm?: string;
  /** One of the directory's smart lists, judged at the backend's clock (decision 0281). */
  smartList?: SmartListId;
}

/** Metrics of a customer with no history: every count and sum zero. */
export const EMPTY_CUSTOMER_METRICS: CustomerMetrics = {
  annualCardsSubmitted: 0,
  annualConsignmentSales: 0,
  lifetimeRevenue: 0,
  cardsSubmittedLifetime: 0,
  consignmentsLifetime: 0,
  submissionsLast12Months: 0,
  consignmentsLast12Months: 0,
  consignmentSalesYtd: 0,
};

/**
 * A customer with every field blank and no history (zero metrics, no batches, no follow-ups): the start
 * of a newly created customer, and the base that tests override field by field.
 */
export function blankCustomer(id: string, createdAt: string | null): Customer {
  return {
    id,
    userId: null,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    canEmail: false,
    canText: false,
    canCall: false,
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipCode: '',
    isActive: true,
    tags: [],
    accountManager: null,
    notes: '',
    segments: [],
    preferredChannels: [],
    lastContactedAt: null,
    lifetimeValueNotes: null,
    createdAt,
    updatedAt: createdAt,
    lastSubmissionAt: null,
    emailConfirmed: false,
    phoneConfirmed: false,
    metrics: { ...EMPTY_CUSTOMER_METRICS },
    activity: { lastSubmissionAt: null, lastConsignmentAt: null, gradingBatches: [] },
    returnMetrics: { sampleSize: 0, averageDays: null, range: null, onTimePercentage: null },
    followUps: [],
  };
}
