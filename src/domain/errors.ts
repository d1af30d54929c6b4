/**
 * Every failure the app shows carries one of the spec's codes, a user-facing message and,
 * when a server answered, the messages it sent.
 */
export type AppErrorCode =
  // session and sign-in
  | 'INVALID_CREDENTIALS'
  | 'SESSION_NOT_FOUND'
  | 'USER_PARSE_ERROR'
  | 'API_RESPONSE_ERROR'
  | 'REGISTRATION_FAILED'
  | 'MISSING_CREDENTIALS'
  | 'VALIDATION_ERROR'
  // accounts (issue 38): a used or expired password link, sign-in refused for want of access, a wrong
  // current password on Change password
  | 'TOKEN_INVALID'
  | 'ACCESS_REVOKED'
  | 'INVALID_CURRENT_PASSWORD'
  | 'ACCOUNT_PARSE_ERROR'
  | 'OUTBOX_PARSE_ERROR'
  // transport
  | 'HTTP_ERROR'
  | 'NETWORK_ERROR'
  | 'PARSE_ERROR'
  // submissions and customers
  | 'SUBMISSION_ID_REQUIRED'
  | 'SUBMISSION_NOT_FOUND'
  | 'MISSING_SUBMISSION_ID'
  | 'CUSTOMER_ID_REQUIRED'
  | 'INVALID_CUSTOMER_ID'
  | 'CUSTOMER_NOT_FOUND'
  | 'MISSING_CUSTOMER_ID'
  // employees
  | 'EMPLOYEE_ID_REQUIRED'
  | 'EMPLOYEE_NOT_FOUND'
  // workflows
  | 'MISSING_WORKFLOW_TYPE_ID'
  | 'MISSING_WORKFLOW_ID'
  | 'MISSING_STEP_TYPE_ID'
  | 'WORKFLOW_TYPE_NOT_FOUND'
  | 'WORKFLOW_NOT_FOUND'
  | 'STEP_TYPE_NOT_FOUND'
  | 'STEP_NOT_FOUND'
  | 'INVALID_WORKFLOW_CREATE_PAYLOAD'
  | 'WORKFLOW_TYPE_PARSE_ERROR'
  | 'STEP_TYPE_PARSE_ERROR'
  | 'WORKFLOW_PARSE_ERROR'
  | 'STEP_PARSE_ERROR'
  // cards, prescreening, catalogues, version
  | 'CARD_ID_REQUIRED'
  | 'CARD_NOT_FOUND'
  | 'CARD_PARSE_ERROR'
  | 'UPLOAD_FAILED'
  | 'IMAGE_PROCESSING_FAILED'
  | 'CATALOGUE_ID_REQUIRED'
  | 'CATALOGUE_ID_NOT_NUMERIC'
  | 'CATALOGUE_RECORD_NOT_FOUND'
  | 'CATALOGUE_PARSE_ERROR'
  | 'SUBMISSION_PARSE_ERROR'
  | 'DASHBOARD_PARSE_ERROR'
  | 'CUSTOMER_PARSE_ERROR'
  | 'EMPLOYEE_PARSE_ERROR'
  | 'AUDIT_PARSE_ERROR'
  | 'PRESCREEN_PARSE_ERROR'
  | 'VERSION_PARSE_ERROR'
  | 'PORTAL_PARSE_ERROR'
  | 'BUSINESS_PROFILE_PARSE_ERROR'
  | 'INVOICE_PARSE_ERROR'
  | 'PAYMENTS_PARSE_ERROR'
  // grader orders (issue 39)
  | 'GRADER_ORDER_NOT_FOUND'
  | 'GRADER_ORDER_PARSE_ERROR'
  /**
   * The lifecycle does not allow that step now (or the order is closed), or its cards do not allow the
   * change of service asked (another company; a per-card limit some of them exceed, named).
   */
  | 'INVALID_TRANSITION'
  /** Cards that cannot go in the order, each with its reason; none was added. */
  | 'ASSIGNMENT_REFUSED'
  /** A grade outside the company's catalogue or a certificate number already used. */
  | 'INVALID_GRADE'
  /** A return logged before the order is back, or a second time (decision 0394). */
  | 'RETURN_REFUSED'
  | 'FORBIDDEN'
  /** A save named an older version than the server's (decision 0232). */
  | 'VERSION_CONFLICT'
  | 'NOT_FOUND';

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: AppErrorCode;
  /** HTTP status when a server answered. */
  readonly status: number | undefined;
  /** Messages the server sent, in order, already de-duplicated. */
  readonly messages: readonly string[];

  constructor(
    code: AppErrorCode,
    message: string,
    options: { status?: number; messages?: readonly string[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.messages = options.messages ?? [];
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;

/** True for an aborted request: callers re-throw these silently instead of showing them. */
export const isAbortError = (value: unknown): boolean =>
  value instanceof DOMException
    ? value.name === 'AbortError'
    : value instanceof Error && value.name === 'AbortError';

/** Any failure as an AppError, so screens always have a code and a message to show. */
export function toAppError(value: unknown, fallback = 'Something went wrong. Try again.'): AppError {
  if (isAppError(value)) return value;
  const message = value instanceof Error && value.message ? value.message : fallback;
  return new AppError('HTTP_ERROR', message, { cause: value });
}

/**
 * The server's own words for a failure when it sent some (its messages, or the message of an answer it
 * gave), else the screen's text (seed B §8: "The server's message is preferred when present").
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!isAppError(error)) return fallback;
  if (error.messages.length > 0) return error.messages.join(' ');
  return error.status !== undefined && error.message ? error.message : fallback;
}

/**
 * What a failed load says under its title: the server's messages joined with '; ', else the error's
 * message, else 'Please try again shortly.' (seed B §8's panels).
 */
export function failureDetail(error: { message: string; messages: readonly string[] }): string {
  if (error.messages.length > 0) return error.messages.join('; ');
  return error.message.trim() || 'Please try again shortly.';
}
