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

export interface Customer {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  canEmail: boolean;
  canText: boolean;
  canCall: boolean;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
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
  lastSubmissionAt: string | null;
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  metrics: CustomerMetrics;
  activity: CustomerActivity;
  returnMetrics: ReturnMetrics;
  followUps: FollowUpItem[];
}

/** Body of PUT /employee/customer and POST /employee/customer/{id}. */
export interface CustomerInput {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  canEmail: boolean;
  canText: boolean;
  canCall: boolean;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  isActive: boolean;
}

export type CustomerSortField = 'lastName' | 'firstName' | 'id' | 'isActive';

/** Body of POST /employee/customer/search, plus the advanced filters applied by the directory. */
export interface CustomerSearch {
  pageNumber: number;
  pageSize: number;
  sort?: readonly { field: CustomerSortField; desc: boolean }[];
  /** undefined = any; the directory's default 'Archived: No' sends true. */
  isActive?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}
