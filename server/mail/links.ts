import { DATA_SOURCE_PARAM, passwordLinkPath } from '../../src/domain/accounts';
import { submissionLinkPath } from '../../src/domain/portal';

/**
 * Where links in mail point (issue 38): APP_URL, else the address the server announces at start.
 * Never the request's Host or X-Forwarded-Host: whoever sends the request chooses those, and a reset
 * link pointing at their site would hand them the victim's token.
 */
export interface MailLinks {
  /** The app's origin and base path, without a trailing slash ('https://office.example.com'). */
  readonly appUrl: string;
  /** The set-password page for a reset or invitation token. */
  passwordLink(token: string): string;
  /**
   * A submission's one address (decision 0411): staff open its detail, its customer their own page of
   * it. With `data=api`, as every link the server mails (decision 0376).
   */
  submissionLink(submissionId: string): string;
}

/** A base URL as configured: http(s) only, trailing slashes dropped; anything else is refused at start. */
export function mailLinks(appUrl: string): MailLinks {
  const url = new URL(appUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`APP_URL must be an http:// or https:// address, not ${url.protocol}`);
  }
  const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  return {
    appUrl: base,
    passwordLink: (token) => `${base}${passwordLinkPath(token, 'api')}`,
    submissionLink: (id) => `${base}${submissionLinkPath(id)}?${DATA_SOURCE_PARAM}=api`,
  };
}
