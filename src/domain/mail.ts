import { INVITATION_HOURS, RESET_LINK_MINUTES } from './accounts';
import { ORGANISATION } from './sample-data/personas';

/**
 * The product's mail (issue 38), written once for the server and the demo: a subject, a plain-text
 * part and a simple HTML part. Everything a person typed (names) and every link is escaped in the
 * HTML part; the text part is plain text.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const greetingName = (name: string) => name.trim() || 'there';

/** One paragraph of the HTML part; `html` is already safe. */
export const paragraph = (html: string) => `<p style="margin:0 0 16px;line-height:1.5">${html}</p>`;

/** A button of a mail: what it says and the address it opens. */
export interface MailAction {
  label: string;
  href: string;
}

const button = (action: MailAction) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#1f4d3a;` +
  `color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">` +
  `${escapeHtml(action.label)}</a></p>`;

/** The buttons of a mail and their addresses under them, for clients that do not show buttons. */
function actionParagraphs(actions: readonly MailAction[]): string[] {
  if (actions.length === 0) return [];
  const addresses = actions
    .map((action) => `<span style="word-break:break-all">${escapeHtml(action.href)}</span>`)
    .join('<br>');
  const paste =
    actions.length === 1
      ? 'If the button does not work, paste this address into your browser:'
      : 'If a button does not work, paste its address into your browser:';
  return [...actions.map(button), paragraph(`${paste}<br>${addresses}`)];
}

/**
 * The HTML part around its paragraphs (already safe) and its buttons (none, one, or one per
 * submission a message is about): inline styles only, as mail clients need.
 */
export function htmlMail(
  title: string,
  paragraphs: string[],
  action: MailAction | readonly MailAction[] | null,
  after: string[],
) {
  const actions = action === null ? [] : 'href' in action ? [action] : action;
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f1;color:#1c1c1a;font-family:Helvetica,Arial,sans-serif;font-size:15px">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:600">${escapeHtml(ORGANISATION.name)}</p>`,
    ...paragraphs.map(paragraph),
    ...actionParagraphs(actions),
    ...after.map(paragraph),
    '</div></body></html>',
  ].join('\n');
}

/** The mail behind 'Send reset link': a link valid for 30 minutes, once. */
export function passwordResetMail(input: { name: string; link: string }): MailContent {
  const name = greetingName(input.name);
  const expiry = `The link works for ${RESET_LINK_MINUTES} minutes and only once.`;
  const ignore = 'If you did not ask for this, ignore this email: your password stays as it is.';
  return {
    subject: 'Reset your password',
    text: [
      `Hello ${name},`,
      '',
      `Someone asked to reset the password of your ${ORGANISATION.name} account. To choose a new password, open this link:`,
      '',
      input.link,
      '',
      expiry,
      ignore,
    ].join('\n'),
    html: htmlMail(
      'Reset your password',
      [
        `Hello ${escapeHtml(name)},`,
        `Someone asked to reset the password of your ${escapeHtml(ORGANISATION.name)} account.`,
      ],
      { label: 'Choose a new password', href: input.link },
      [escapeHtml(expiry), escapeHtml(ignore)],
    ),
  };
}

/** The invitation a new member of staff gets: a link valid for 72 hours, once. */
export function invitationMail(input: {
  name: string;
  link: string;
  access: 'employee' | 'admin';
}): MailContent {
  const name = greetingName(input.name);
  const what = input.access === 'admin' ? 'an admin' : 'a member of staff';
  const invited = `You have been given access to the ${ORGANISATION.name} back office as ${what}.`;
  const expiry = `The link works for ${INVITATION_HOURS} hours and only once. If it has expired, ask an admin to resend the invitation.`;
  return {
    subject: `You're invited to ${ORGANISATION.name}`,
    text: [
      `Hello ${name},`,
      '',
      invited,
      'To set your password and sign in, open this link:',
      '',
      input.link,
      '',
      expiry,
    ].join('\n'),
    html: htmlMail(
      `You're invited to ${ORGANISATION.name}`,
      [`Hello ${escapeHtml(name)},`, escapeHtml(invited)],
      { label: 'Set your password', href: input.link },
      [escapeHtml(expiry)],
    ),
  };
}
