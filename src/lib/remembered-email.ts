/**
 * The 'remembered_email' cookie pre-fills the sign-in email. Seed A §9: 30 days (2,592,000 s), path /,
 * SameSite Lax. It holds only the address, never a credential.
 */
export const REMEMBERED_EMAIL_COOKIE = 'remembered_email';
export const REMEMBERED_EMAIL_MAX_AGE_SECONDS = 2_592_000;

/** Reads the remembered address from a `document.cookie` string; '' when none. */
export function readRememberedEmail(cookies: string): string {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== REMEMBERED_EMAIL_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return '';
    }
  }
  return '';
}

/** The cookie string that stores the address. */
export const rememberEmailCookie = (email: string): string =>
  `${REMEMBERED_EMAIL_COOKIE}=${encodeURIComponent(email)}; Max-Age=${REMEMBERED_EMAIL_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;

/** The cookie string that deletes it (remember-me turned off). */
export const forgetEmailCookie = (): string => `${REMEMBERED_EMAIL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

/** After a successful sign-in: keep the address when remember-me is on, clear it when off. */
export function updateRememberedEmail(doc: Pick<Document, 'cookie'>, email: string, remember: boolean) {
  doc.cookie = remember ? rememberEmailCookie(email) : forgetEmailCookie();
}
