import type { Generated } from 'kysely';

/**
 * The tables as the query builder sees them, one interface per table in the migrations' column names.
 * Grown aggregate by aggregate as stores move off hand-written SQL (issue 25 step 1).
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  display_name: string;
  phone: string;
  /** A JSON array of role names. */
  roles: string;
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  scope: string;
  subject: string;
  failed_at: string;
}

export interface KnownSignInsTable {
  account: string;
  address: string;
  last_at: string;
}

/** A browser that signed in to `account` before: its device cookie's token, hashed (decision 0331). */
export interface KnownDevicesTable {
  token_hash: string;
  account: string;
  last_at: string;
}

export interface SignUpAttemptsTable {
  id: Generated<number>;
  address: string;
  attempted_at: string;
}

export interface CustomersTable {
  id: Generated<number>;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** The phone's digits alone, so searches ignore punctuation. */
  phone_digits: string;
  can_email: number;
  can_text: number;
  can_call: number;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  is_active: number;
  created_at: string | null;
  updated_at: string | null;
  /** Read-only rich fields (tags, metrics …) as JSON; only the seed writes them. */
  details: string;
  /** Bumped on each update; a save naming an older one is refused (decision 0232). */
  version: Generated<number>;
}

export interface EmployeesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: string;
  department: string | null;
  location: string | null;
  start_date: string | null;
  status: string;
  manager: string | null;
  /** A JSON array. */
  skills: string;
  /** A JSON object or null. */
  emergency_contact: string | null;
  last_review_at: string | null;
  notes: string | null;
  updated_at: string | null;
  /** Bumped on each update (decision 0232). */
  version: Generated<number>;
  /** The account this record gives sign-in access to (issue 38); its roles say which access. */
  user_id: number | null;
}

/** A reset or invitation link: the SHA-256 of its token, whose password it sets, until when, once. */
export interface PasswordTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  /** 'reset' or 'invitation'. */
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One outgoing message (decision 0370): queued in the transaction that caused it, then delivered. */
export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  /** Names the event a message is for, so the same event never queues a second one. */
  dedupe_key: string | null;
  /** 'queued', 'sent', 'kept' or 'failed'. */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  /** While a worker delivers it; another worker leaves it alone until then. */
  lease_until: string | null;
  last_error: string | null;
  /** A JSON list of texts (link tokens) masked in the bodies once the message is sent. */
  secrets: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** Requests counted per (scope, subject) for a limit: reset requests per address and per account. */
export interface RequestCountsTable {
  id: Generated<number>;
  scope: string;
  subject: string;
  at: string;
}

/** A create's Idempotency-Key and what it answered, per user, for a day (decision 0230). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** 'PUT /api/employee/customer': a key names one call. */
  request: string;
  /** null while the first request with the key is still running. */
  status: number | null;
  body: string | null;
  created_at: string;
  /** SHA-256 of the first request's body; null on keys kept before migration 8. */
  fingerprint: string | null;
}

export interface SubmissionsTable {
  id: Generated<number>;
  customer_id: number | null;
  status_code: number;
  consign_after_grading: number;
  notes: string;
  is_active: number;
  prescreening: number;
  psa_value_bulk: number;
  psa_regular_count: number;
  cgc_bulk_count: number;
  cgc_comic_count: number;
  psa_dual_count: number;
  bgs_base_count: number;
  sgc_standard_count: number;
  created_at: string;
  updated_at: string;
  /** Bumped on each update (decision 0232). */
  version: Generated<number>;
  /** Given once, when the invoice is first issued (issue 40); null until then. */
  invoice_number: number | null;
  invoice_date: string | null;
}

/** One row, id 1: the business on every invoice and its invoice sequence (issue 40). */
export interface BusinessProfileTable {
  id: number;
  // Every column has a default: the row is first made with none given.
  name: Generated<string>;
  address: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  logo: Generated<string>;
  payment_terms: Generated<string>;
  payment_due_days: Generated<number>;
  next_invoice_number: Generated<number>;
  version: Generated<number>;
  updated_at: Generated<string>;
}

export interface WorkflowTypesTable {
  id: Generated<number>;
  name: string;
  description: string;
  primary_step_type_id: number | null;
  updated_at: string | null;
  /** Bumped on each update (decision 0232). */
  version: Generated<number>;
}

export interface StepTypesTable {
  id: Generated<number>;
  workflow_type_id: number;
  name: string;
  description: string;
  is_initial_step: number;
  /** Bumped on each update (decision 0232). */
  version: Generated<number>;
}

/** The "next steps" of a step type, in the order the admin chose them. */
export interface StepTypeNextTable {
  from_id: number;
  to_id: number;
  position: number;
}

export interface WorkflowsTable {
  id: Generated<number>;
  submission_id: number;
  workflow_type_id: number | null;
  name: string;
  status_code: number;
  created_at: string;
  updated_at: string;
}

export interface StepsTable {
  id: Generated<number>;
  workflow_id: number;
  step_type_id: number | null;
  name: string;
  status_code: number;
  created_at: string;
  updated_at: string;
}

export interface CardsTable {
  id: Generated<number>;
  submission_id: number;
  name: string;
  description: string;
  uploaded_at: string | null;
  updated_at: string | null;
  uploaded_by: string | null;
  prescreen_recommendation_type_id: number | null;
  estimated_grade: number | null;
  notes: string | null;
  ai_title: string | null;
  ai_description: string | null;
  ai_grade: string | null;
  ai_serial_number: string | null;
  confidence_score: number | null;
  image_url: string | null;
  image_status: string | null;
  /** What a grading company asks of the card (migration 17, decision 0520); '' until typed. */
  card_year: Generated<string>;
  card_set: Generated<string>;
  card_subject: Generated<string>;
  card_number: Generated<string>;
}

export interface CardAssetsTable {
  id: Generated<number>;
  card_id: number;
  type: string;
  label: string;
  content_type: string;
  size_bytes: number;
  object_key: string;
  url: string;
  uploaded_at: string | null;
}

/** A batch of cards at one grading company (issue 39); `stage` is a GraderStage. */
export interface GraderOrdersTable {
  id: Generated<number>;
  grading_company: number;
  service: string;
  order_number: string;
  label: string;
  stage: string;
  held_from: string | null;
  shipped_on: string | null;
  tracking_number: string;
  target_return_on: string | null;
  return_tracking_number: string;
  return_shipped_on: string | null;
  received_on: string | null;
  fulfilled_at: string | null;
  notes: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** A card in a grader order and the grade the company posted for it. */
export interface GraderOrderCardsTable {
  order_id: number;
  card_id: number;
  submission_id: number;
  grading_company: number;
  declared_value: number;
  grade_id: number | null;
  qualifier_id: number | null;
  grade_error_id: number | null;
  certificate_number: string | null;
  graded_at: string | null;
  /**
   * 1 while the order is open, 0 once it is closed or cancelled (migration 17): a unique index over the
   * card's open rows is the database's guard of "a card is in at most one open order" (decision 0521).
   */
  order_open: Generated<number>;
}

/** A submission's cards going home from a grader order (migration 14, issue 39 item 5). */
export interface ReturnShipmentsTable {
  id: Generated<number>;
  order_id: number;
  submission_id: number;
  carrier: string;
  tracking_number: string;
  shipped_on: string;
  recorded_by: number | null;
  recorded_by_name: string;
  recorded_at: string;
}

/** The audit trail (migration 12): append-only, one row per change. */
/**
 * One consignor's line of the returns list (migration 16, decision 0570), recounted from the rows by
 * the writes that change it: `consignor` is the customer's id, 0 for submissions without a customer.
 */
export interface ConsignorReturnsTable {
  consignor: number;
  /** Their submissions in orders back in the shop (Received or Closed), one per order. */
  submissions: number;
  ready: number;
  returned: number;
  /** The received day of the oldest order holding one ready to return; null when none is ready. */
  waiting_since: string | null;
  /** When their latest return was logged; null before the first. */
  last_returned_at: string | null;
}

export interface AuditEntriesTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_name: string;
  action: string;
  record_type: string;
  record_id: number;
  version: number | null;
  /** JSON: [{ field, before, after }]. */
  changes: string;
}

/** Payments against an issued invoice (migration 13, issue 40 item 5). */
export interface PaymentsTable {
  id: Generated<number>;
  submission_id: number;
  invoice_number: number;
  amount_cents: number;
  method: string;
  paid_on: string;
  reference: Generated<string>;
  recorded_by_id: number | null;
  recorded_by_name: Generated<string>;
  created_at: string;
}

/** One row once the sample data has been written, so later starts keep what users changed. */
export interface SeedStateTable {
  id: number;
  seeded_at: string;
}

export interface Schema {
  employees: EmployeesTable;
  customers: CustomersTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  known_sign_ins: KnownSignInsTable;
  known_devices: KnownDevicesTable;
  sign_up_attempts: SignUpAttemptsTable;
  submissions: SubmissionsTable;
  workflow_types: WorkflowTypesTable;
  step_types: StepTypesTable;
  step_type_next: StepTypeNextTable;
  workflows: WorkflowsTable;
  steps: StepsTable;
  cards: CardsTable;
  card_assets: CardAssetsTable;
  seed_state: SeedStateTable;
  idempotency_keys: IdempotencyKeysTable;
  business_profile: BusinessProfileTable;
  password_tokens: PasswordTokensTable;
  outbox: OutboxTable;
  request_counts: RequestCountsTable;
  grader_orders: GraderOrdersTable;
  grader_order_cards: GraderOrderCardsTable;
  audit_entries: AuditEntriesTable;
  payments: PaymentsTable;
  return_shipments: ReturnShipmentsTable;
  consignor_returns: ConsignorReturnsTable;
}
