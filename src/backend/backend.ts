import type { GradeImportRow } from '../domain/gradeCsv';
import type { PasswordChange, PasswordLink } from '../domain/accounts';
import type { AuditEntry, AuditFilters, AuditQuery, AuditRecordType } from '../domain/audit';
import type { Card, CardList, CardUpload, UploadResult } from '../domain/card';
import type { GradingDescription } from '../domain/cardDescription';
import type { BusinessProfile, BusinessProfileInput, IssuedInvoice } from '../domain/businessProfile';
import type { Payment, PaymentInput } from '../domain/payments';
import type { CatalogueKind, CatalogueKinds } from '../domain/catalogue';
import type { CatalogueCounts } from '../domain/catalogueRules';
import type { DashboardFigures } from '../domain/dashboard';
import type { DirectoryCounts } from '../domain/tiers';
import type { Customer, CustomerInput, CustomerSearch } from '../domain/customer';
import type { Employee, EmployeeInput } from '../domain/employee';
import type { OutboxMessage, OutboxQuery, OutboxSummary } from '../domain/outbox';
import type {
  CardAssignment,
  GradePosting,
  GraderOrder,
  GraderOrderInput,
  GraderOrderSearch,
  GradingFigures,
  SubmissionOrder,
  TransitionRequest,
} from '../domain/graderOrder';
import type { ConsignorReturns, OrderReturns, ReturnShipmentInput } from '../domain/returns';
import type { Page, PageRequest, TextSearch } from '../domain/paging';
import type {
  MyDetails,
  MyDetailsInput,
  MySubmission,
  MySubmissionRow,
  MySubmissionSearch,
} from '../domain/portal';
import type { PrescreenQueueRow, PrescreenSave, PrescreenSearch } from '../domain/prescreen';
import type {
  LoginCredentials,
  RegistrationRequest,
  RegistrationResult,
  SessionUser,
} from '../domain/session';
import type { Submission, SubmissionInput, SubmissionSearch } from '../domain/submission';
import type { AppVersion } from '../domain/version';
import type {
  StepType,
  StepTypeInput,
  SubmissionWorkflows,
  Workflow,
  WorkflowType,
  WorkflowTypeInput,
} from '../domain/workflow';

/**
 * Every call the product makes, in one place. The demo implementation (in-memory sample data with
 * simulated latency) and the HTTP implementation (ky + valibot against the contract) both satisfy it,
 * and one shared behaviour suite runs against each. Every method rejects with an `AppError` carrying
 * the spec's code; an aborted request rejects with the AbortError untouched.
 *
 * Ids are strings in the domain; the HTTP layer sends numbers where the contract expects numbers.
 */
export interface Backend {
  readonly mode: 'mock' | 'api';
  session: SessionApi;
  submissions: SubmissionsApi;
  customers: CustomersApi;
  workflows: WorkflowsApi;
  cards: CardsApi;
  prescreening: PrescreeningApi;
  catalogues: CataloguesApi;
  employees: EmployeesApi;
  outbox: OutboxApi;
  graderOrders: GraderOrdersApi;
  /** Return shipments of grader orders (issue 39 item 5). */
  returns: ReturnsApi;
  audit: AuditApi;
  version: VersionApi;
  /** The signed-in customer's own records (issue 40). */
  portal: PortalApi;
  /** The business on every invoice (issue 40): every signed-in user reads it, admins change it. */
  businessProfile: BusinessProfileApi;
}

/** GET and PUT /business-profile (issue 40 item 3). */
export interface BusinessProfileApi {
  get(options?: CallOptions): Promise<BusinessProfile>;
  /**
   * PUT with If-Match: refused with the field's message when a rule fails, with INVOICE_NUMBER_USED
   * (409) when the next invoice number is not above the last one issued.
   */
  save(input: BusinessProfileInput, options?: WriteOptions): Promise<BusinessProfile>;
}

/**
 * The audit trail (issue 41): read-only; entries are written by the writes themselves. A record's
 * history for staff who may read the record; the activity log, its people and its CSV for admins.
 */
export interface AuditApi {
  history(
    recordType: AuditRecordType,
    recordId: string,
    page: PageRequest,
    options?: CallOptions,
  ): Promise<Page<AuditEntry>>;
  activity(query: AuditQuery, options?: CallOptions): Promise<Page<AuditEntry>>;
  /** Everyone with an entry, for the person filter. */
  people(options?: CallOptions): Promise<AuditPerson[]>;
  /** The filtered log as CSV text; `truncated` when it held more than one export takes. */
  exportCsv(filters: AuditFilters, options?: CallOptions): Promise<{ csv: string; truncated: boolean }>;
}

export interface AuditPerson {
  id: number;
  name: string;
}

/** Optional per-call settings. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** A write's settings: the create's intent and the version an update started from (decisions 0230, 0232). */
export interface WriteOptions extends CallOptions {
  /** Sent as `Idempotency-Key` on a create: the same key is answered once (no duplicate record). */
  idempotencyKey?: string;
  /**
   * Sent as `If-Match` on an update: when the record has moved on since, the update is refused with
   * VERSION_CONFLICT (409) and nothing is written.
   */
  version?: number;
}

/** What every record resource answers besides its list or search: each write answers the record. */
export interface RecordApi<Item, Input> {
  get(id: string, options?: CallOptions): Promise<Item>;
  create(input: Input, options?: WriteOptions): Promise<Item>;
  update(id: string, input: Input, options?: WriteOptions): Promise<Item>;
  remove(id: string, options?: CallOptions): Promise<void>;
}

export interface SessionApi {
  /** POST /auth/login then GET /auth/user. 401 → INVALID_CREDENTIALS. Email is trimmed and lower-cased. */
  login(credentials: LoginCredentials, options?: CallOptions): Promise<SessionUser>;
  /** POST /auth/refresh then GET /auth/user. 401 → SESSION_NOT_FOUND 'Session expired'. */
  refresh(options?: CallOptions): Promise<SessionUser>;
  /** POST /auth/logout. The demo forgets its stored session as the sign-out starts. */
  logout(options?: CallOptions): Promise<void>;
  /**
   * Forgets a session this backend keeps in the browser (the demo's token), after a sign-out or a
   * recovery that found none. The server's session is its cookie: the HTTP backend has nothing to forget.
   */
  forgetStoredSession(): Promise<void>;
  /** POST /auth/register. Failure → REGISTRATION_FAILED with the gathered server messages. */
  register(request: RegistrationRequest, options?: CallOptions): Promise<RegistrationResult>;
  /** GET /auth/user. 401 → SESSION_NOT_FOUND. */
  currentUser(options?: CallOptions): Promise<SessionUser>;
  /**
   * POST /auth/password-reset (issue 38): the same answer whether or not the email has an account;
   * a mail with a set-password link goes only to one that does. 429 when this address asked too often.
   */
  requestPasswordReset(email: string, options?: CallOptions): Promise<void>;
  /** POST /auth/password-link: what a link's token opens. A used or expired one → TOKEN_INVALID. */
  readPasswordLink(token: string, options?: CallOptions): Promise<PasswordLink>;
  /**
   * POST /auth/password: sets the password through a link, once; every session of the account ends.
   * A used or expired link → TOKEN_INVALID. Answers the account's email.
   */
  setPassword(token: string, password: string, options?: CallOptions): Promise<{ email: string }>;
  /**
   * POST /auth/change-password (signed in): a wrong current password → INVALID_CURRENT_PASSWORD;
   * every other session of the account ends.
   */
  changePassword(change: PasswordChange, options?: CallOptions): Promise<void>;
}

export interface SubmissionsApi {
  /** POST /employee/submission/search; each row hydrated by its detail call (a failure keeps the summary). */
  search(query: SubmissionSearch, options?: CallOptions): Promise<Page<Submission>>;
  get(id: string, options?: CallOptions): Promise<Submission>;
  /** PUT /employee/submission → new id, then the detail is loaded. */
  create(input: SubmissionInput, options?: WriteOptions): Promise<Submission>;
  /** POST /employee/submission/{id} then the detail is reloaded. */
  update(id: string, input: Partial<SubmissionInput>, options?: WriteOptions): Promise<Submission>;
  /** DELETE /employee/submission/{id} (demo: soft delete, isActive false). */
  remove(id: string, options?: CallOptions): Promise<void>;
  /** GET /employee/dashboard: the work-queue figures over every active submission, in one call. */
  dashboard(options?: CallOptions): Promise<DashboardFigures>;
  /**
   * POST /employee/submission/{id}/invoice: the invoice's number and date, issued the first time
   * (from the profile's sequence) and the same ever after, with the terms and due date.
   */
  issueInvoice(id: string, options?: CallOptions): Promise<IssuedInvoice>;
  /** GET /employee/submission/{id}/invoice/payments: the issued invoice's payments, oldest first. */
  payments(id: string, options?: CallOptions): Promise<Payment[]>;
  /**
   * POST /employee/submission/{id}/invoice/payments: records a payment (staff only; the invoice must be
   * issued; more than nothing, not after today, not more than the balance) and answers the invoice.
   */
  recordPayment(id: string, input: PaymentInput, options?: WriteOptions): Promise<IssuedInvoice>;
}

export interface CustomersApi extends RecordApi<Customer, CustomerInput> {
  search(query: CustomerSearch, options?: CallOptions): Promise<Page<Customer>>;
  /** GET /employee/customer/counts: the directory's headline counts over every customer, in one call. */
  counts(options?: CallOptions): Promise<DirectoryCounts>;
}

export interface WorkflowsApi {
  listTypes(options?: CallOptions): Promise<WorkflowType[]>;
  /**
   * POST /employee/workflow/workflowtype/search: one page of the library, by name, matching the text in
   * the name or description (ignoring case).
   */
  searchTypes(query: TextSearch, options?: CallOptions): Promise<Page<WorkflowType>>;
  getType(id: string, options?: CallOptions): Promise<WorkflowType>;
  createType(input: WorkflowTypeInput, options?: WriteOptions): Promise<WorkflowType>;
  updateType(id: string, input: WorkflowTypeInput, options?: WriteOptions): Promise<WorkflowType>;
  removeType(id: string, options?: CallOptions): Promise<void>;
  getStepType(id: string, options?: CallOptions): Promise<StepType>;
  createStepType(input: StepTypeInput, options?: WriteOptions): Promise<StepType>;
  updateStepType(id: string, input: StepTypeInput, options?: WriteOptions): Promise<StepType>;
  removeStepType(id: string, options?: CallOptions): Promise<void>;
  /** GET /employee/workflow/submission/{id}: open workflows and history. */
  forSubmission(submissionId: string, options?: CallOptions): Promise<SubmissionWorkflows>;
  history(submissionId: string, options?: CallOptions): Promise<Workflow[]>;
  /** PUT /employee/workflow/workflow; numeric ids required. */
  start(submissionId: string, workflowTypeId: string, options?: WriteOptions): Promise<Workflow>;
  cancel(workflowId: string, options?: CallOptions): Promise<void>;
  addStep(workflowId: string, stepTypeId: string, options?: WriteOptions): Promise<void>;
  completeStep(stepId: string, options?: CallOptions): Promise<void>;
  cancelStep(stepId: string, options?: CallOptions): Promise<void>;
}

export interface UploadOptions extends WriteOptions {
  /** Bytes of the request body sent so far, and the body's size (0 when unknown). */
  onProgress?: (loaded: number, total: number) => void;
}

export interface CardsApi {
  /** POST /employee/submission/{id}/cards/upload-batch (multipart). */
  uploadBatch(
    submissionId: string,
    cards: readonly CardUpload[],
    options?: UploadOptions,
  ): Promise<UploadResult>;
  /** GET /employee/submission/{id}/cards. */
  list(submissionId: string, options?: CallOptions): Promise<CardList>;
  /**
   * POST /employee/submission/{id}/cards/{cardId}/description: the card's year, set, subject and card
   * number (decision 0520), kept normalised; answers the card. A part the rules refuse is a
   * VALIDATION_ERROR with one message per part; a card of another submission is CARD_NOT_FOUND.
   */
  describe(
    submissionId: string,
    cardId: string,
    description: GradingDescription,
    options?: WriteOptions,
  ): Promise<Card>;
}

export interface PrescreeningApi {
  search(query: PrescreenSearch, options?: CallOptions): Promise<Page<PrescreenQueueRow>>;
  /** POST /employee/prescreening/cards/{cardId}; returns the saved card when the server sends it. */
  saveCard(save: PrescreenSave, options?: CallOptions): Promise<Card | null>;
  /** GET /employee/prescreening/submission/{id}/cards, falling back to the card imagery call on failure. */
  reviewCards(submissionId: string, options?: CallOptions): Promise<CardList>;
}

export interface CatalogueApi<Kind extends CatalogueKind> {
  /** In the catalogue's order (seed B §9); archived records only with includeInactive. */
  list(options?: CallOptions & { includeInactive?: boolean }): Promise<CatalogueKinds[Kind]['record'][]>;
  /** GET /settings/{catalogue}/counts: how many records there are, active and archived, in one call. */
  counts(options?: CallOptions): Promise<CatalogueCounts>;
  get(id: string, options?: CallOptions): Promise<CatalogueKinds[Kind]['record']>;
  /** Create, then re-fetch by id. */
  create(
    input: CatalogueKinds[Kind]['input'],
    options?: WriteOptions,
  ): Promise<CatalogueKinds[Kind]['record']>;
  /** Update, then re-fetch by id. */
  update(
    id: string,
    input: CatalogueKinds[Kind]['input'],
    options?: WriteOptions,
  ): Promise<CatalogueKinds[Kind]['record']>;
  /** DELETE: archives (isActive false). */
  archive(id: string, options?: CallOptions): Promise<void>;
  /**
   * POST …/{id}/restore, then re-fetch: an archived record is active again (decision 0335). Sends the
   * version it saw as If-Match like an update; refused when another active record has its code.
   */
  restore(id: string, options?: WriteOptions): Promise<CatalogueKinds[Kind]['record']>;
}

export type CataloguesApi = { [Kind in CatalogueKind]: CatalogueApi<Kind> };

export interface EmployeesApi extends RecordApi<Employee, EmployeeInput> {
  /** Sorted by first name. */
  list(options?: CallOptions): Promise<Employee[]>;
  /**
   * POST /employee/employees/search: one page of the roster in its order, matching the text in the
   * full name, email or role (ignoring case).
   */
  search(query: TextSearch, options?: CallOptions): Promise<Page<Employee>>;
  /**
   * DELETE /employee/employees/{id}/sign-in-failures (admins): forgets the failed sign-ins that slow
   * this employee's account, so they get in from any address again (decision 0251). Answers how many
   * were cleared; the demo has no sign-in limit and answers 0.
   */
  clearSignInFailures(id: string, options?: CallOptions): Promise<number>;
  /**
   * POST /employee/employees/{id}/invitation (admins): a new invitation link for someone who has
   * access but has not set a password yet; the earlier link stops working.
   */
  resendInvitation(id: string, options?: CallOptions): Promise<void>;
}

/** The outbox (admins, issue 38): every message sent or kept, newest first. */
export interface OutboxApi {
  search(query: OutboxQuery, options?: CallOptions): Promise<Page<OutboxSummary>>;
  get(id: string, options?: CallOptions): Promise<OutboxMessage>;
}

/**
 * The customer's own calls under /me (issue 40): each answers for the customer linked to the signed-in
 * user. Another customer's submission is NOT_FOUND, as one that does not exist; a user with no linked
 * customer gets CUSTOMER_NOT_FOUND.
 */
export interface PortalApi {
  /** POST /me/submissions/search: newest first, by the start of the number. */
  searchSubmissions(query: MySubmissionSearch, options?: CallOptions): Promise<Page<MySubmissionRow>>;
  /** GET /me/submissions/{id}: the submission with its cards. */
  submission(id: string, options?: CallOptions): Promise<MySubmission>;
  /** GET /me/customer. */
  details(options?: CallOptions): Promise<MyDetails>;
  /** POST /me/customer with If-Match; answers the saved details. */
  saveDetails(input: MyDetailsInput, options?: WriteOptions): Promise<MyDetails>;
  /** POST /me/submissions/{id}/invoice: the customer's own submission's invoice, as staff issue it. */
  invoice(id: string, options?: CallOptions): Promise<IssuedInvoice>;
}

/**
 * Grader orders (issue 39) under /employee/grader-orders: staff only. Every write answers the order as
 * it now is. The lifecycle's rules (src/domain/graderOrder.ts) are the server's: a step it does not
 * allow is refused with INVALID_TRANSITION and the reason; cards that cannot go in with
 * ASSIGNMENT_REFUSED (one reason per card, none added); a grade outside the company's catalogue or a
 * certificate number already used with INVALID_GRADE.
 */
export interface GraderOrdersApi {
  search(query: GraderOrderSearch, options?: CallOptions): Promise<Page<GraderOrder>>;
  get(id: string, options?: CallOptions): Promise<GraderOrder>;
  create(input: GraderOrderInput, options?: WriteOptions): Promise<GraderOrder>;
  update(id: string, input: GraderOrderInput, options?: WriteOptions): Promise<GraderOrder>;
  /** POST …/{id}/transition: the next stage, with the shipping date and tracking number where it needs one. */
  transition(id: string, request: TransitionRequest, options?: WriteOptions): Promise<GraderOrder>;
  /** POST …/{id}/cards: adds cards (or changes their declared value) while the order is being prepared. */
  assignCards(id: string, cards: readonly CardAssignment[], options?: WriteOptions): Promise<GraderOrder>;
  removeCard(id: string, cardId: string, options?: WriteOptions): Promise<GraderOrder>;
  /** POST …/{id}/grades: one card's grade, qualifier, grade error and certificate number. */
  postGrade(id: string, grade: GradePosting, options?: WriteOptions): Promise<GraderOrder>;
  /** POST …/{id}/grades/import: a company's grade file at once; any refusal ('Row N: …') applies none. */
  importGrades(id: string, grades: readonly GradeImportRow[], options?: WriteOptions): Promise<GraderOrder>;
  /** GET …/figures: the /grading tiles over every order, in one call. */
  figures(options?: CallOptions): Promise<GradingFigures>;
  /** GET …?submission={id}: every order holding the submission's cards, with which of them. */
  ofSubmission(submissionId: string, options?: CallOptions): Promise<SubmissionOrder[]>;
}

/**
 * Returns (issue 39 item 5, decision 0394), staff only: once an order is Received each of its
 * submissions is ready to return; staff log its shipment home once (RETURN_REFUSED otherwise, with the
 * reason; SUBMISSION_NOT_FOUND for one not in the order); the last one fulfils the order.
 */
export interface ReturnsApi {
  /** GET /employee/grader-orders/{id}/returns. */
  ofOrder(orderId: string, options?: CallOptions): Promise<OrderReturns>;
  /** POST /employee/grader-orders/{id}/returns: answers the order's returns as they now are. */
  log(orderId: string, input: ReturnShipmentInput, options?: WriteOptions): Promise<OrderReturns>;
  /**
   * POST /employee/returns/search: per consignor, the submissions of orders back in the shop, a page
   * at a time, those with submissions ready to return first (decision 0570).
   */
  byConsignor(page: PageRequest, options?: CallOptions): Promise<Page<ConsignorReturns>>;
}

export interface VersionApi {
  /** GET the version file with a timestamp query and no caching. */
  current(options?: CallOptions): Promise<AppVersion>;
}

/** Where the HTTP layer reports server and connection problems (the app shows them as toasts). */
export interface RequestProblemSink {
  serverError(status: number): void;
  networkError(): void;
  /** The HTTP layer suppresses both toasts while this says false. */
  isOnline(): boolean;
  /**
   * A call answered 401 although it did not map 401 itself (every call but sign-in, refresh and the
   * current user): the session ended while the user was working.
   */
  sessionExpired?(): void;
}
