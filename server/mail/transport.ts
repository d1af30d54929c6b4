import nodemailer from 'nodemailer';

/** One message as it leaves: the outbox row's parts plus a Message-ID kept across retries. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/**
 * Where mail goes. The SMTP transport is the only one the server runs; tests give their own to make
 * sending fail on purpose.
 */
export interface MailTransport {
  /** For the start-up line: 'SMTP smtp.example.com:587' (never the credentials). */
  readonly description: string;
  /** Resolves once the mail server accepted the message; rejects with a MailSendError. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A failed send. `permanent` when the mail server refused the message itself (a 5xx answer such as
 * '550 no such mailbox'): sending it again would only be refused again.
 */
export class MailSendError extends Error {
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean) {
    super(message);
    this.name = 'MailSendError';
    this.permanent = permanent;
  }
}

/** What an outbox row shows as the reason: the server's words, one line, without anything long. */
const reasonOf = (error: unknown): string => {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'The mail server did not accept the message.';
};

function responseCodeOf(error: unknown): number | null {
  const code =
    typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : null;
  return typeof code === 'number' ? code : null;
}

/**
 * nodemailer over SMTP: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. Short
 * timeouts, since a send runs in the background worker and a hung server should fail the attempt and
 * leave it to the retry schedule, not hold the worker for minutes.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const parsed = new URL(url);
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    description: `SMTP ${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}`,
    async send(mail) {
      try {
        await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
        });
      } catch (error) {
        const code = responseCodeOf(error);
        throw new MailSendError(reasonOf(error), code !== null && code >= 500 && code < 600);
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * SMTP_URL and MAIL_FROM as the environment gives them: a transport when both are set, otherwise
 * null (every message is kept in the outbox) with the reason for the start-up line.
 */
export function mailTransportFromEnv(env: NodeJS.ProcessEnv): {
  transport: MailTransport | null;
  note: string;
} {
  const url = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!url && !from) return { transport: null, note: 'no SMTP_URL: mail is kept in the outbox' };
  if (!url || !from) {
    const missing = url ? 'MAIL_FROM' : 'SMTP_URL';
    return { transport: null, note: `${missing} is not set: mail is kept in the outbox` };
  }
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return { transport: null, note: 'SMTP_URL is not a URL: mail is kept in the outbox' };
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    return { transport: null, note: 'SMTP_URL must start smtp:// or smtps://: mail is kept in the outbox' };
  }
  const transport = smtpTransport(url, from);
  return { transport, note: `mail goes through ${transport.description}` };
}
