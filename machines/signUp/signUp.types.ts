import type { AppErrorCode } from '../../src/domain/errors';
import type { RegistrationRequest, RegistrationResult } from '../../src/domain/session';

/**
 * A failed registration: the sign-up screen lists `messages` under 'We couldn’t create your
 * account.' when there are any, otherwise it shows `message` below the button.
 */
export interface SignUpError {
  code: AppErrorCode | 'UNKNOWN';
  message: string;
  messages: string[];
}

export interface SignUpContext {
  /** The submitted email (normalised), handed to the login screen. */
  email: string;
  error: SignUpError | null;
  registration: RegistrationResult | null;
}

export type SignUpEvent = { type: 'signUp.submit'; request: RegistrationRequest };

export interface SignUpBanner {
  type: 'success';
  title: string;
  message: string;
}

/** The done output: the app replaces the route with login and shows the banner. */
export interface SignUpOutput {
  registration: RegistrationResult | null;
  email: string;
  banner: SignUpBanner;
}

export type { RegistrationRequest, RegistrationResult };
