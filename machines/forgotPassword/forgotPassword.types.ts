export interface ForgotPasswordContext {
  /** The submitted email, trimmed, for the request and the confirmation text. */
  email: string;
  /** Why the last request failed, while the form shows it. */
  error: string | null;
}

export type ForgotPasswordEvent = { type: 'forgotPassword.submit'; email: string };

export interface ForgotPasswordOutput {
  email: string;
}
