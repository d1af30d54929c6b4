export interface ForgotPasswordContext {
  /** The submitted email, trimmed, for the confirmation text. */
  email: string;
}

export type ForgotPasswordEvent = { type: 'forgotPassword.submit'; email: string };

export interface ForgotPasswordOutput {
  email: string;
}
